import Foundation
import Testing
import OpenUIKitTesting
import TestSupport
@testable import OpenUIKit

/// `UIImage(data:)`, `UIImage(contentsOfFile:)` and `jpegData(compressionQuality:)` across the formats, and
/// corrupt or truncated bytes of each format answering nil.
@MainActor
@Suite(.freshApplication) struct UIImageDataTests {
    private var sample: UIImage {
        ImageFixtureFactory.image(CGSize(width: 16, height: 16)) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 16, height: 8))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 8, width: 16, height: 8))
        }
    }

    @Test func aJPEGRoundTripsThroughData() throws {
        let data = try #require(sample.jpegData(compressionQuality: 0.9))
        #expect(data.starts(with: [0xFF, 0xD8, 0xFF]))
        let image = try #require(UIImage(data: data, scale: 2))
        #expect(image.scale == 2 && image.size == CGSize(width: 8, height: 8) && image.imageOrientation == .up)
        let pixels = try #require(image.cgImage)
        #expect(JPEGFixtures.near(pixels.rgba(8, 3), [255, 0, 0, 255]))
        #expect(JPEGFixtures.near(pixels.rgba(8, 12), [0, 0, 255, 255]))
        #expect(UIImage().jpegData(compressionQuality: 1) == nil)
    }

    @Test func aJPEGFileIsReadWithItsScale() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("jpeg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("photo@2x.jpg").path
        try #require(sample.jpegData(compressionQuality: 0.8)).write(to: URL(fileURLWithPath: path))
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.scale == 2 && image.size == CGSize(width: 8, height: 8))
    }

    @Test func aGIFGivesItsFirstFrame() throws {
        // GIF89a, 1 × 1, a 2-colour global palette (red, green), one image of index 1 (green).
        let gif: [UInt8] =
            Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0, 255, 0, 0, 0, 255, 0]
            + [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x4C, 0x01, 0, 0x3B]
        let image = try #require(UIImage(data: Data(gif)))
        #expect(image.size == CGSize(width: 1, height: 1) && image.cgImage?.rgba(0, 0) == [0, 255, 0, 255])
    }

    @Test func corruptOrTruncatedDataOfEachFormatGivesNil() throws {
        let jpeg = try #require(sample.jpegData(compressionQuality: 0.9))
        let png = try #require(sample.pngData())
        let gif = Data(
            Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0, 255, 0, 0, 0, 255, 0]
                + [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x4C, 0x01, 0, 0x3B])
        for data in [jpeg, png, gif] {
            #expect(UIImage(data: data) != nil)
            for fraction in [0.1, 0.5, 0.9] {
                #expect(UIImage(data: data.prefix(Int(Double(data.count) * fraction))) == nil)
            }
        }
        var damaged = [UInt8](jpeg)
        for i in stride(from: damaged.count / 2, to: damaged.count - 2, by: 2) { damaged[i] = 0xFF }
        #expect(UIImage(data: Data(damaged)) == nil)
        #expect(UIImage(data: Data()) == nil && UIImage(data: Data("hello".utf8)) == nil)
    }
}
