import Foundation
import Testing
import OpenUIKitTesting
import TestSupport
@testable import OpenCoreGraphics
@testable import OpenUIKit

/// How images look on screen: template images tinted (and re-tinted) in an image view, a system button,
/// a tab bar and a navigation bar; `withTintColor`; nine-patch images stretched and tiled; a JPEG turned
/// by its EXIF orientation. The pictures are written to a temporary directory to be looked at.
@MainActor
@Suite(.freshApplication) struct ImageRenderingTests {
    private let red = [255, 0, 0, 255], green = [0, 255, 0, 255], clear = [0, 0, 0, 0]

    private func save(_ image: CGImage, _ name: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("OpenUIKitImageRendering")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? PNGEncoder.encode(image).write(to: directory.appendingPathComponent("\(name).png"))
    }

    @Test func aSceneOfEveryKindLooksRight() throws {
        let scene = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 150))
        scene.backgroundColor = .white
        let template = UIImageView(image: ImageFixtureFactory.glyph.withRenderingMode(.alwaysTemplate))
        template.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        template.tintColor = .blue
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 60, y: 10, width: 40, height: 40)
        button.setImage(ImageFixtureFactory.glyph, for: .normal)
        button.tintColor = .purple
        let stretched = UIImageView(
            image: ImageFixtureFactory.framed.resizableImage(
                withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3), resizingMode: .stretch))
        stretched.frame = CGRect(x: 110, y: 10, width: 120, height: 40)
        let stored = ImageFixtureFactory.image(CGSize(width: 16, height: 8)) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 8, y: 0, width: 8, height: 8))
        }
        let jpeg = JPEGFixtures.withOrientation(try #require(stored.jpegData(compressionQuality: 1)), 6)
        let photo = UIImageView(image: try #require(UIImage(data: jpeg)))
        photo.frame = CGRect(x: 10, y: 60, width: 40, height: 80)
        for view in [template, button, stretched, photo] { scene.addSubview(view) }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let picture = try #require(
            UIGraphicsImageRenderer(size: scene.bounds.size, format: format).image { _ in
                _ = scene.drawHierarchy(in: scene.bounds, afterScreenUpdates: true)
            }.cgImage)
        save(picture, "scene")
        // Points × 2: the template's middle is blue, its corner white; the button's glyph purple.
        #expect(picture.rgba(60, 60) == [0, 0, 255, 255] && picture.rgba(24, 24) == [255, 255, 255, 255])
        #expect(picture.rgba(160, 60) == rgba(.purple))
        // The stretched frame: red caps (3 pt), green centre.
        #expect(picture.rgba(224, 60) == red && picture.rgba(240, 60) == green && picture.rgba(454, 60) == red)
        // The photo turned upright: red on top, blue below.
        #expect(
            JPEGFixtures.near(picture.rgba(60, 150), red) && JPEGFixtures.near(picture.rgba(60, 250), [0, 0, 255, 255]))
    }

    private func rgba(_ color: UIColor) -> [Int] {
        let c = color.cgColor
        return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
    }

    @Test func aTemplateImageTakesTheImageViewsTintAndFollowsIt() {
        let view = UIImageView(image: ImageFixtureFactory.glyph.withRenderingMode(.alwaysTemplate))
        view.tintColor = .blue
        var pixels = ImageFixtureFactory.pixels(of: view)
        save(pixels, "template-image-view-blue")
        #expect(pixels.rgba(5, 5) == [0, 0, 255, 255] && pixels.rgba(0, 0) == clear)
        view.tintColor = .green
        pixels = ImageFixtureFactory.pixels(of: view)
        #expect(pixels.rgba(5, 5) == green && pixels.rgba(9, 9) == clear)
        // .automatic and .alwaysOriginal keep the image's own red in an image view.
        view.image = ImageFixtureFactory.glyph
        #expect(ImageFixtureFactory.pixels(of: view).rgba(5, 5) == red)
    }

    @Test func aTintInheritedFromTheSuperviewReachesTheImage() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let view = UIImageView(image: ImageFixtureFactory.glyph.withRenderingMode(.alwaysTemplate))
        container.addSubview(view)
        container.tintColor = .blue
        #expect(ImageFixtureFactory.pixels(of: container).rgba(5, 5) == [0, 0, 255, 255])
        container.tintAdjustmentMode = .dimmed
        // Dimmed: blue's grey of the same luma, 0.114 × 255 ≈ 29.
        #expect(ImageFixtureFactory.pixels(of: container).rgba(5, 5) == [29, 29, 29, 255])
    }

    @Test func withTintColorPaintsTheImageWhereverItIsShown() {
        let view = UIImageView(image: ImageFixtureFactory.glyph.withTintColor(.green))
        view.tintColor = .blue
        #expect(view.image?.renderingMode == .automatic)
        #expect(ImageFixtureFactory.pixels(of: view).rgba(5, 5) == green)
        // Drawn directly too.
        let drawn = ImageFixtureFactory.image(CGSize(width: 10, height: 10)) { _ in
            ImageFixtureFactory.glyph.withTintColor(.blue, renderingMode: .alwaysOriginal).draw(at: .zero)
        }
        #expect(drawn.cgImage?.rgba(5, 5) == [0, 0, 255, 255] && drawn.cgImage?.rgba(1, 1) == clear)
    }

    @Test func aSystemButtonDrawsItsImageAsATemplateAndACustomButtonDoesNot() {
        let system = UIButton(type: .system)
        system.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        system.setImage(ImageFixtureFactory.glyph, for: .normal)
        system.tintColor = .blue
        let custom = UIButton(type: .custom)
        custom.frame = system.frame
        custom.setImage(ImageFixtureFactory.glyph, for: .normal)
        custom.tintColor = .blue
        let systemPixels = ImageFixtureFactory.pixels(of: system)
        save(systemPixels, "template-system-button")
        let imageFrame = system.imageView!.frame
        let centre = (Int(imageFrame.midX), Int(imageFrame.midY))
        #expect(systemPixels.rgba(centre.0, centre.1) == [0, 0, 255, 255])
        #expect(ImageFixtureFactory.pixels(of: custom).rgba(centre.0, centre.1) == red)
        // An explicit .alwaysOriginal keeps the colours in a system button.
        system.setImage(ImageFixtureFactory.glyph.withRenderingMode(.alwaysOriginal), for: .normal)
        #expect(ImageFixtureFactory.pixels(of: system).rgba(centre.0, centre.1) == red)
    }

    @Test func aStretchedNinePatchKeepsItsCaps() {
        let image = ImageFixtureFactory.framed.resizableImage(
            withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3), resizingMode: .stretch)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        let pixels = ImageFixtureFactory.pixels(of: view)
        save(pixels, "nine-patch-stretched")
        // The caps stay 3 points: red at x 0…2 and 37…39, y 0…2 and 17…19; green everywhere between.
        #expect(pixels.rgba(1, 10) == red && pixels.rgba(38, 10) == red)
        #expect(pixels.rgba(20, 1) == red && pixels.rgba(20, 18) == red)
        #expect(pixels.rgba(4, 10) == green && pixels.rgba(35, 10) == green && pixels.rgba(20, 4) == green)
        #expect(pixels.rgba(20, 15) == green)
    }

    @Test func aTiledNinePatchRepeatsItsCentre() {
        // A centre of two columns: green then blue (the image is 3 + 2 + 3 points wide).
        let striped = ImageFixtureFactory.image(CGSize(width: 8, height: 8)) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            UIColor.green.setFill()
            context.fill(CGRect(x: 3, y: 3, width: 1, height: 2))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 4, y: 3, width: 1, height: 2))
        }
        let image = striped.resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        #expect(image.resizingMode == .tile)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 14, height: 8)
        var pixels = ImageFixtureFactory.pixels(of: view)
        save(pixels, "nine-patch-tiled")
        // The 8-point middle holds the green–blue pair four times: green at 3, 5, 7, 9, blue at 4, 6, 8, 10.
        #expect(
            (3...10).map { pixels.rgba($0, 4) } == [0, 1, 0, 1, 0, 1, 0, 1].map { $0 == 0 ? green : [0, 0, 255, 255] })
        #expect(pixels.rgba(1, 4) == red && pixels.rgba(12, 4) == red)
        // Resized, the view draws the tiles again at its new size.
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 8)
        view.layoutIfNeeded()
        pixels = ImageFixtureFactory.pixels(of: view)
        #expect(pixels.rgba(6, 4) == [0, 0, 255, 255] && pixels.rgba(8, 4) == red)
    }

    @Test func capInsetsLargerThanTheImageAreReportedAndShrunk() {
        var resized: UIImage?
        let reports = Diagnostics.capture {
            resized = ImageFixtureFactory.framed.resizableImage(
                withCapInsets: UIEdgeInsets(top: 10, left: 9, bottom: 20, right: 3), resizingMode: .stretch)
        }
        #expect(reports.map(\.code) == [.invalidImage])
        // 12 points shared 10 : 20 and 9 : 3.
        #expect(resized?.capInsets == UIEdgeInsets(top: 4, left: 9, bottom: 8, right: 3))
        let negative = Diagnostics.capture {
            resized = ImageFixtureFactory.framed.resizableImage(
                withCapInsets: UIEdgeInsets(top: -1, left: .nan, bottom: 2, right: 2))
        }
        #expect(negative.map(\.code) == [.invalidImage])
        #expect(resized?.capInsets == UIEdgeInsets(top: 0, left: 0, bottom: 2, right: 2))
    }

    @Test func aJPEGIsShownTurnedByItsEXIFOrientation() throws {
        // 16 × 8 pixels: red left half, blue right half, stored as taken; orientation 6 (`.right`) turns
        // it 90° clockwise to show it: 8 wide, 16 tall, red on top.
        let stored = ImageFixtureFactory.image(CGSize(width: 16, height: 8)) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 8, y: 0, width: 8, height: 8))
        }
        let jpeg = JPEGFixtures.withOrientation(try #require(stored.jpegData(compressionQuality: 1)), 6)
        let image = try #require(UIImage(data: jpeg))
        #expect(image.imageOrientation == .right && image.size == CGSize(width: 8, height: 16))
        #expect(image.cgImage?.width == 16)
        let view = UIImageView(image: image)
        let pixels = ImageFixtureFactory.pixels(of: view)
        save(pixels, "jpeg-exif-right")
        #expect(JPEGFixtures.near(pixels.rgba(4, 3), red) && JPEGFixtures.near(pixels.rgba(4, 12), [0, 0, 255, 255]))
        // pngData and jpegData write the image upright.
        let png = try #require(image.pngData())
        let upright = try #require(UIImage(data: png))
        #expect(upright.imageOrientation == .up && upright.size == CGSize(width: 8, height: 16))
        let uprightPixels = try #require(upright.cgImage)
        #expect(JPEGFixtures.near(uprightPixels.rgba(4, 12), [0, 0, 255, 255]))
    }

    @Test func everyOrientationTurnsTheCornersAsUIKitDocuments() throws {
        // 3 × 2 pixels: red at the stored top-left, green at the stored top-right, the rest black.
        let stored = ImageFixtureFactory.image(CGSize(width: 3, height: 2)) { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.green.setFill()
            context.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        }
        let cg = try #require(stored.cgImage)
        // Where the stored top-left (red) and top-right (green) pixels are shown.
        let expected: [(UIImage.Orientation, red: (Int, Int), green: (Int, Int))] = [
            (.up, (0, 0), (2, 0)), (.down, (2, 1), (0, 1)), (.upMirrored, (2, 0), (0, 0)),
            (.downMirrored, (0, 1), (2, 1)), (.left, (0, 2), (0, 0)), (.right, (1, 0), (1, 2)),
            (.leftMirrored, (0, 0), (0, 2)), (.rightMirrored, (1, 2), (1, 0)),
        ]
        for (orientation, redAt, greenAt) in expected {
            let image = UIImage(cgImage: cg, scale: 1, orientation: orientation)
            let drawn = try #require(ImageFixtureFactory.image(image.size) { _ in image.draw(at: .zero) }.cgImage)
            #expect(drawn.rgba(redAt.0, redAt.1) == red, "\(orientation)")
            #expect(drawn.rgba(greenAt.0, greenAt.1) == green, "\(orientation)")
        }
    }
}
