import Foundation
import Testing
@testable import OpenUIKit

/// UIGraphicsImageRenderer: bounds and scale, geometry it cannot draw, the renderer context's rectangle
/// helpers and PNG output.
@MainActor
@Suite struct UIGraphicsImageRendererTests {
    private func format(scale: CGFloat) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    private let clear: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)

    @Test func theBoundsOriginIsTheImagesTopLeft() throws {
        UIApplication.shared.reset()
        let renderer = UIGraphicsImageRenderer(
            bounds: CGRect(x: 10, y: 10, width: 10, height: 10), format: format(scale: 1))
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 1, height: 1))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 19, y: 19, width: 5, height: 5))
        }
        #expect(image.size == CGSize(width: 10, height: 10))
        let pixels = try #require(image.cgImage)
        #expect(pixels.width == 10 && pixels.height == 10)
        #expect(pixels.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(pixels.pixel(x: 1, y: 1) == clear)
        #expect(pixels.pixel(x: 9, y: 9) == (0, 0, 255, 255))
        #expect(pixels.pixel(x: 8, y: 8) == clear)
    }

    @Test func theBoundsOriginMovesWithTheScale() throws {
        UIApplication.shared.reset()
        let renderer = UIGraphicsImageRenderer(
            bounds: CGRect(x: -5, y: 3, width: 4, height: 4), format: format(scale: 2))
        let image = renderer.image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: -5, y: 3, width: 1, height: 1))
        }
        #expect(image.size == CGSize(width: 4, height: 4) && image.scale == 2)
        let pixels = try #require(image.cgImage)
        #expect(pixels.width == 8 && pixels.height == 8)
        #expect(pixels.pixel(x: 0, y: 0) == (0, 255, 0, 255))
        #expect(pixels.pixel(x: 1, y: 1) == (0, 255, 0, 255))
        #expect(pixels.pixel(x: 2, y: 2) == clear)
    }

    @Test func anOpaqueFormatStartsBlackOverTheWholeBounds() throws {
        UIApplication.shared.reset()
        let opaque = format(scale: 1)
        opaque.opaque = true
        let image = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 3, height: 3), format: opaque).image {
            _ in
        }
        let pixels = try #require(image.cgImage)
        #expect(pixels.pixel(x: 0, y: 0) == (0, 0, 0, 255))
        #expect(pixels.pixel(x: 2, y: 2) == (0, 0, 0, 255))
    }

    @Test func geometryThatCannotMakeABitmapIsReportedAndDrawsAnEmptyImage() {
        UIApplication.shared.reset()
        let badBounds = [
            CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10),
            CGRect(x: 0, y: 0, width: 10, height: CGFloat.infinity),
            CGRect(x: 0, y: 0, width: -10, height: 10),
            CGRect(x: 0, y: 0, width: 10, height: -1),
            CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
            CGRect(x: 0, y: -CGFloat.infinity, width: 10, height: 10),
            CGRect(x: 0, y: 0, width: 40_000, height: 1),
        ]
        for bounds in badBounds {
            var ran = false
            var image: UIImage?
            let reports = Diagnostics.capture {
                image = UIGraphicsImageRenderer(bounds: bounds, format: format(scale: 1)).image { context in
                    ran = UIGraphicsGetCurrentContext() === context.cgContext
                    context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
                }
            }
            #expect(reports.map(\.code) == [.invalidGeometry], "\(bounds)")
            #expect(reports.map(\.severity) == [.warning])
            #expect(image?.size == .zero && image?.cgImage == nil, "\(bounds)")
            #expect(ran)
        }
    }

    @Test func aScaleThatIsNotFiniteAndPositiveIsReportedAndDrawsAnEmptyImage() {
        UIApplication.shared.reset()
        for scale in [CGFloat.nan, .infinity, -2, 0] {
            var image: UIImage?
            let reports = Diagnostics.capture {
                image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format(scale: scale)).image
                { _ in }
            }
            #expect(reports.map(\.code) == [.invalidGeometry], "\(scale)")
            #expect(image?.size == .zero && image?.cgImage == nil)
        }
        // 20 000 points at scale 2 are 40 000 pixels, more than a bitmap can have.
        let reports = Diagnostics.capture {
            _ = UIGraphicsImageRenderer(size: CGSize(width: 20_000, height: 1), format: format(scale: 2)).image { _ in }
        }
        #expect(reports.map(\.code) == [.invalidGeometry])
    }

    @Test func aZeroSizeDrawsAnEmptyImageWithoutAReport() {
        UIApplication.shared.reset()
        var image: UIImage?
        var data: Data?
        let reports = Diagnostics.capture {
            image = UIGraphicsImageRenderer(size: .zero, format: format(scale: 3)).image { _ in }
            data = UIGraphicsImageRenderer(size: CGSize(width: 0, height: 5)).pngData { _ in }
        }
        #expect(reports.isEmpty)
        #expect(image?.size == .zero && image?.cgImage == nil && image?.scale == 1)
        #expect(data == Data())
    }

    @Test func contextStrokeFramesTheInsideOfTheRectangle() throws {
        UIApplication.shared.reset()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format(scale: 1)).image {
            context in
            UIColor.blue.setStroke()
            context.cgContext.setLineWidth(5)
            context.stroke(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let pixels = try #require(image.cgImage)
        for (x, y) in [(0, 0), (9, 9), (0, 5), (5, 0), (9, 4), (4, 9)] {
            #expect(pixels.pixel(x: x, y: y) == (0, 0, 255, 255), "(\(x), \(y))")
        }
        for (x, y) in [(1, 1), (5, 5), (8, 8), (1, 5)] {
            #expect(pixels.pixel(x: x, y: y) == clear, "(\(x), \(y))")
        }
    }

    @Test func contextFillAndStrokeTakeABlendMode() throws {
        UIApplication.shared.reset()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format(scale: 1)).image {
            context in
            UIColor.yellow.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            // Blue multiplied by yellow (1, 1, 0) is black; normally blended it would stay blue.
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10), blendMode: .multiply)
            // Cyan (0, 1, 1) multiplied by yellow is green.
            UIColor.cyan.setStroke()
            context.stroke(CGRect(x: 5, y: 0, width: 5, height: 10), blendMode: .multiply)
        }
        let pixels = try #require(image.cgImage)
        #expect(pixels.pixel(x: 2, y: 5) == (0, 0, 0, 255))
        #expect(pixels.pixel(x: 5, y: 5) == (0, 255, 0, 255))
        #expect(pixels.pixel(x: 9, y: 0) == (0, 255, 0, 255))
        #expect(pixels.pixel(x: 7, y: 5) == (255, 255, 0, 255))
    }

    @Test func contextClipLimitsLaterDrawing() throws {
        UIApplication.shared.reset()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format(scale: 1)).image {
            context in
            context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 10))
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let pixels = try #require(image.cgImage)
        #expect(pixels.pixel(x: 3, y: 9) == (255, 0, 0, 255))
        #expect(pixels.pixel(x: 4, y: 0) == clear)
    }

    @Test func pngDataIsTheImagesPNG() throws {
        UIApplication.shared.reset()
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format(scale: 1))
        let data = renderer.pngData { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 2))
        }
        let decoded = try #require(UIImage(data: data)?.cgImage)
        #expect(decoded.width == 3 && decoded.height == 2)
        #expect(decoded.pixel(x: 1, y: 1) == (0, 255, 0, 255))
        #expect(decoded.pixel(x: 0, y: 1) == clear)
    }

    @Test func currentImageIsWhatIsDrawnSoFar() throws {
        UIApplication.shared.reset()
        var halfway: UIImage?
        let final = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format(scale: 1)).image {
            context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            halfway = context.currentImage
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            #expect(context.format.scale == 1)
        }
        let before = try #require(halfway?.cgImage), after = try #require(final.cgImage)
        #expect(before.pixel(x: 1, y: 0) == clear && after.pixel(x: 1, y: 0) == (255, 0, 0, 255))
    }
}
