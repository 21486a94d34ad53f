// swift-format-ignore-file
// (This file quotes the documentation, README.md and the DocC articles, verbatim: ReadmeCoverageTests checks it.)
import Foundation
import Testing
import OpenUIKitTesting
import OpenUIKit

/// What the documentation's images example prints (this file's `print` records instead of writing).
@MainActor private var printedLines: [String] = []

@MainActor private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    printedLines += items.map { "\($0)" }.joined(separator: separator).components(separatedBy: "\n")
}

/// The documentation's images example, line for line, against the test target's resources (`Bundle.module`: the
/// asset catalog and loose files of Tests/OpenUIKitTests/Images/Resources), checked against its output block.
@MainActor
@Suite(.freshApplication, .serialized) struct ReadmeImagesExampleTests {
    @Test func imagesByNameJPEGTemplatesAndFrames() throws {
        printedLines = []

        let traits = UITraitCollection(displayScale: 3)
        let star = UIImage(named: "star", in: .module, compatibleWith: traits)!  // Assets.xcassets/star.imageset, 3×
        let gear = UIImage(named: "Icons/gear", in: .module, compatibleWith: traits)!  // a namespace folder
        let pin = UIImage(named: "pin", in: .module, compatibleWith: traits)!  // no pin@3x.png: pin@2x.png
        print(star.scale, star.size, gear.renderingMode == .alwaysOriginal, pin.scale)
        print(UIColor(named: "Brand", in: .module, compatibleWith: nil)!)

        let photo = UIImage(data: star.jpegData(compressionQuality: 0.9)!)!  // JPEG in and out
        print(photo.size, photo.imageOrientation == .up)

        let glyph = UIImageView(image: star.withRenderingMode(.alwaysTemplate))
        glyph.tintColor = .red  // the star's alpha filled with red, again at every tint change
        let frames = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        frames.animationImages = [star, gear, pin]
        frames.startAnimating()  // 1/30 s a frame, forever, on the application's clock
        UIApplication.shared.advance(by: 0.05)
        print(frames.isAnimating, frames.layer.animation(forKey: "UIImageAnimation")!.duration)

        let readme = try ReadmeDocument()
        let example = try #require(readme.example(startingWith: "let traits = UITraitCollection(displayScale: 3)"))
        #expect(printedLines == example.output)
        #expect((glyph.layer.contents as? CGImage).map { [$0.pixel(x: 0, y: 0).r, $0.pixel(x: 0, y: 0).g] } == [255, 0])
    }
}
