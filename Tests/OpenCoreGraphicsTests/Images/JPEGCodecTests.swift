import Foundation
import Testing
import TestSupport
@testable import OpenCoreGraphics

/// JPEG through libjpeg-turbo: round trips, the EXIF orientation, and refusing bad data with an error
/// rather than a crash.
struct JPEGCodecTests {
    private func near(_ image: CGImage, _ x: Int, _ y: Int, _ expected: [Int]) -> Bool {
        JPEGFixtures.near(image.rgba(x, y), expected + [255])
    }

    @Test func anEncodedImageDecodesToTheSameColours() throws {
        let data = try JPEGEncoder.encode(ImageFixtures.quadrants, quality: 1)
        #expect(JPEGDecoder.isJPEG(data))
        let image = try JPEGDecoder.decode(data)
        #expect(image.width == 16 && image.height == 16)
        #expect(near(image, 3, 3, [255, 0, 0]))
        #expect(near(image, 12, 3, [0, 255, 0]))
        #expect(near(image, 3, 12, [0, 0, 255]))
        #expect(near(image, 12, 12, [255, 255, 255]))
    }

    @Test func lowerQualityMakesASmallerFile() throws {
        let noisy = ImageFixtures.image(width: 64, height: 64) { x, y in
            [UInt8((x * 37 + y * 11) % 256), UInt8((x * 5 + y * 53) % 256), UInt8((x * y) % 256)]
        }
        let best = try JPEGEncoder.encode(noisy, quality: 1)
        let worst = try JPEGEncoder.encode(noisy, quality: 0.1)
        #expect(worst.count < best.count)
        // Out-of-range and NaN qualities are clamped (NaN as 1), so they encode.
        #expect(try JPEGEncoder.encode(noisy, quality: .nan) == best)
        #expect(try JPEGEncoder.encode(noisy, quality: 7) == best)
    }

    @Test func theEXIFOrientationIsReadInBothByteOrders() throws {
        let plain = try JPEGEncoder.encode(ImageFixtures.quadrants, quality: 0.9)
        #expect(JPEGDecoder.exifOrientation(of: plain) == 1)
        for orientation in UInt16(1)...8 {
            #expect(
                JPEGDecoder.exifOrientation(of: JPEGFixtures.withOrientation(plain, orientation)) == Int(orientation))
            let intel = JPEGFixtures.withOrientation(plain, orientation, littleEndian: true)
            #expect(JPEGDecoder.exifOrientation(of: intel) == Int(orientation))
        }
        // An orientation out of range reads as upright; the EXIF segment does not change the pixels.
        let odd = JPEGFixtures.withOrientation(plain, 9)
        #expect(JPEGDecoder.exifOrientation(of: odd) == 1)
        #expect(try JPEGDecoder.decode(odd) == JPEGDecoder.decode(plain))
    }

    @Test func truncatedAndCorruptDataIsRefused() throws {
        let data = try JPEGEncoder.encode(ImageFixtures.quadrants, quality: 0.9)
        #expect(throws: JPEGDecodingError.notJPEG) { try JPEGDecoder.decode(Data("not a jpeg".utf8)) }
        #expect(throws: JPEGDecodingError.notJPEG) { try JPEGDecoder.decode(Data()) }
        for length in [3, 20, data.count / 2, data.count - 2] {
            #expect(throws: JPEGDecodingError.self) { try JPEGDecoder.decode(data.prefix(length)) }
        }
        // The entropy-coded data overwritten with markers and noise.
        var damaged = [UInt8](data)
        for i in stride(from: damaged.count - 200, to: damaged.count - 2, by: 3) { damaged[i] = 0xFF }
        #expect(throws: JPEGDecodingError.self) { try JPEGDecoder.decode(Data(damaged)) }
        // An EXIF segment whose length runs past the end reads as upright.
        var broken = [UInt8](JPEGFixtures.withOrientation(data, 6))
        broken[4] = 0xFF
        #expect(JPEGDecoder.exifOrientation(of: Data(broken)) == 1)
    }

    @Test func aForgedHugeSizeIsRefusedBeforeAllocating() throws {
        var bytes = [UInt8](try JPEGEncoder.encode(ImageFixtures.quadrants, quality: 0.9))
        // The SOF0 segment: FF C0, length (2), precision (1), height (2), width (2).
        let sof = try #require((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        // 60,000 × 60,000 (libjpeg's own limit is 65,500 a side).
        bytes.replaceSubrange(sof + 5..<sof + 9, with: [0xEA, 0x60, 0xEA, 0x60])
        #expect(throws: JPEGDecodingError.self) { try JPEGDecoder.decode(Data(bytes)) }
        do {
            _ = try JPEGDecoder.decode(Data(bytes))
        } catch let error as JPEGDecodingError {
            #expect(error == .tooLarge("60000 x 60000 pixels"))
        }
    }
}
