import Foundation
import Testing
@testable import OpenUIKit

/// UIImage: the empty image, and reading PNG files whose names carry the scale.
@MainActor
@Suite struct UIImageTests {
    /// A 6 × 12-pixel PNG, red on top and blue below, written into a fresh directory as `name`.
    private func writePNG(named name: String) throws -> (directory: URL, path: String) {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 12), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 6, width: 6, height: 6))
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "UIImageTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try #require(image.pngData()).write(to: url)
        return (directory, url.path)
    }

    @Test func aPlainFileNameHasScaleOne() throws {
        UIApplication.shared.reset()
        let (directory, path) = try writePNG(named: "icon.png")
        defer { try? FileManager.default.removeItem(at: directory) }
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.scale == 1 && image.size == CGSize(width: 6, height: 12))
        let pixels = try #require(image.cgImage)
        #expect(pixels.pixel(x: 3, y: 2) == (255, 0, 0, 255) && pixels.pixel(x: 3, y: 9) == (0, 0, 255, 255))
    }

    @Test func anAt2xFileNameHasScaleTwo() throws {
        UIApplication.shared.reset()
        let (directory, path) = try writePNG(named: "icon@2x.png")
        defer { try? FileManager.default.removeItem(at: directory) }
        let image = try #require(UIImage(contentsOfFile: path))
        // 6 × 12 pixels at 2 pixels per point.
        #expect(image.scale == 2 && image.size == CGSize(width: 3, height: 6))
        #expect(image.cgImage?.width == 6 && image.cgImage?.height == 12)
    }

    @Test func anAt3xFileNameHasScaleThree() throws {
        UIApplication.shared.reset()
        let (directory, path) = try writePNG(named: "icon@3x.png")
        defer { try? FileManager.default.removeItem(at: directory) }
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.scale == 3 && image.size == CGSize(width: 2, height: 4))
    }

    @Test func theScaleSuffixCountsOnlyAtTheEndOfTheName() throws {
        UIApplication.shared.reset()
        let (directory, path) = try writePNG(named: "icon@2x-large.png")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try #require(UIImage(contentsOfFile: path)).scale == 1)
    }

    @Test func aMissingOrNonPNGFileGivesNil() throws {
        UIApplication.shared.reset()
        let (directory, path) = try writePNG(named: "icon.png")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("absent.png").path) == nil)
        let text = directory.appendingPathComponent("note@2x.png")
        try Data("not a PNG".utf8).write(to: text)
        #expect(UIImage(contentsOfFile: text.path) == nil)
        #expect(UIImage(contentsOfFile: path) != nil)
    }

    @Test func theEmptyImageHasNoBitmap() {
        UIApplication.shared.reset()
        let image = UIImage()
        #expect(image.cgImage == nil && image.size == .zero && image.scale == 1 && image.pngData() == nil)
    }
}
