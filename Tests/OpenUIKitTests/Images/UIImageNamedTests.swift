import Foundation
import Testing
import OpenUIKitTesting
import TestSupport
@testable import OpenUIKit

/// `UIImage(named:in:compatibleWith:)` and `UIColor(named:in:compatibleWith:)` through the test target's
/// resource bundle (`Bundle.module`): an asset catalog's image sets (a colour per scale), namespaces, template
/// intent, colour sets in Xcode's three component notations, loose `@2x` files, the cache, and the entries
/// that are missing or malformed.
@MainActor
@Suite(.freshApplication) struct UIImageNamedTests {
    private func image(_ name: String, scale: CGFloat) -> UIImage? {
        UIImage(named: name, in: .module, compatibleWith: UITraitCollection(displayScale: scale))
    }

    private func color(of image: UIImage?) -> [Int]? {
        image?.cgImage?.rgba(0, 0)
    }

    @Test func anImageSetGivesTheVariantForTheDisplayScale() throws {
        // star.png is 2 × 2 red, star@2x.png 4 × 4 green, star@3x.png 6 × 6 blue: 2 × 2 points each.
        let one = try #require(image("star", scale: 1)), two = try #require(image("star", scale: 2))
        let three = try #require(image("star", scale: 3))
        #expect(color(of: one) == [255, 0, 0, 255] && one.scale == 1 && one.size == CGSize(width: 2, height: 2))
        #expect(color(of: two) == [0, 255, 0, 255] && two.scale == 2 && two.size == CGSize(width: 2, height: 2))
        #expect(color(of: three) == [0, 0, 255, 255] && three.scale == 3 && three.size == CGSize(width: 2, height: 2))
        // Without traits the main screen's scale (3 on the default iPhone 14) decides.
        #expect(color(of: UIImage(named: "star", in: .module, compatibleWith: nil)) == [0, 0, 255, 255])
        #expect(one.renderingMode == .automatic)
    }

    @Test func aMissingScaleFallsBackToAnother() throws {
        // glyph has only a 2× file (8 × 8 pixels, 4 × 4 points), and asks to be a template.
        for scale: CGFloat in [1, 2, 3] {
            let glyph = try #require(image("glyph", scale: scale))
            #expect(glyph.scale == 2 && glyph.size == CGSize(width: 4, height: 4))
            #expect(glyph.renderingMode == .alwaysTemplate)
        }
    }

    @Test func namespacesAndGroupsAreFollowed() throws {
        let gear = try #require(image("Icons/gear", scale: 2))
        #expect(gear.size == CGSize(width: 3, height: 3) && gear.renderingMode == .alwaysOriginal)
        // A namespace folder's assets need its prefix; a plain group's do not.
        #expect(image("gear", scale: 2) == nil)
        let leaf = try #require(image("leaf", scale: 2))
        #expect(leaf.size == CGSize(width: 5, height: 3) && color(of: leaf) == [0, 128, 0, 255])
    }

    @Test func looseFilesAreFoundWithTheirScaleSuffix() throws {
        // pin.png is magenta (2 × 2 pixels), pin@2x.png cyan (4 × 4).
        let three = try #require(image("pin", scale: 3))
        #expect(
            three.scale == 2 && color(of: three) == [0, 255, 255, 255] && three.size == CGSize(width: 2, height: 2))
        let one = try #require(image("pin", scale: 1))
        #expect(one.scale == 1 && color(of: one) == [255, 0, 255, 255])
        #expect(color(of: image("pin.png", scale: 1)) == [255, 0, 255, 255])
        #expect(color(of: image("pin.png", scale: 2)) == [0, 255, 255, 255])
    }

    @Test func missingNamesGiveNil() {
        #expect(image("nothing-here", scale: 2) == nil)
        #expect(image("", scale: 2) == nil)
        #expect(UIImage(named: "star") == nil)  // not in the main bundle
        #expect(UIImage(systemName: "star.fill") == nil)
        #expect(UIColor(named: "Nothing", in: .module, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Brand") == nil)
    }

    @Test func colourSetsReadEachComponentNotation() throws {
        // red "0x33" (hexadecimal), green "102" (0 … 255), blue "0.800" (a fraction); the dark entry is skipped.
        let brand = try #require(UIColor(named: "Brand", in: .module, compatibleWith: nil))
        #expect(brand == UIColor(red: 0x33 / 255, green: 102 / 255, blue: 0.8, alpha: 1))
        let mist = try #require(UIColor(named: "Mist", in: .module, compatibleWith: nil))
        #expect(mist == UIColor(white: 0.5, alpha: 0.25))
    }

    @Test func malformedCatalogEntriesAreReportedAndNotFound() {
        var found: [Bool] = []
        let reports = Diagnostics.capture {
            found = [
                image("Broken", scale: 2) != nil,
                UIColor(named: "Smudge", in: .module, compatibleWith: nil) != nil,
                UIColor(named: "Faded", in: .module, compatibleWith: nil) != nil,
            ]
        }
        #expect(found == [false, false, false])
        #expect(reports.map(\.code) == [.invalidImage, .invalidImage, .invalidImage])
        #expect(reports.map { $0.message.hasPrefix("Asset catalog entry ") } == [true, true, true])
        #expect(reports[0].message.contains("Broken.imageset"))
    }

    @Test func foundImagesAreCachedByName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let red = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        try #require(red.pngData()).write(to: directory.appendingPathComponent("dot@3x.png"))
        let bundle = try #require(Bundle(path: directory.path))
        let traits = UITraitCollection(displayScale: 3)
        let first = try #require(UIImage(named: "dot", in: bundle, compatibleWith: traits))
        try FileManager.default.removeItem(at: directory.appendingPathComponent("dot@3x.png"))
        // The file is gone, but the name was cached: the same pixels come back without reading it.
        let second = try #require(UIImage(named: "dot", in: bundle, compatibleWith: traits))
        #expect(second.cgImage === first.cgImage && second.scale == 3)
        // Another scale is another entry, and there is no file left for it.
        #expect(UIImage(named: "dot", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)) == nil)
    }

    @Test func animatedImageNamedLoadsTheNumberedImages() throws {
        let directory = try #require(Bundle.main.resourceURL ?? Bundle.main.bundleURL as URL?)
        let stem = "frame-\(UUID().uuidString.prefix(8))-"
        let colors: [UIColor] = [.red, .green, .blue]
        for (index, color) in colors.enumerated() {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }
            try #require(image.pngData()).write(to: directory.appendingPathComponent("\(stem)\(index + 1)@3x.png"))
        }
        defer {
            for index in 1...3 {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent("\(stem)\(index)@3x.png"))
            }
        }
        // name0 is missing, so the frames start at name1 and run to the first gap.
        let animated = try #require(UIImage.animatedImageNamed(stem, duration: 0.6))
        #expect(animated.images?.count == 3 && animated.duration == 0.6)
        #expect(
            animated.images?.map { $0.cgImage?.rgba(0, 0) } == [
                [255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255],
            ])
        #expect(UIImage.animatedImageNamed("no-such-frames-", duration: 1) == nil)
    }
}
