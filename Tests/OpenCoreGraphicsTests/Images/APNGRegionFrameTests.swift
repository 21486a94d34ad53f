import Foundation
import Testing
@testable import OpenCoreGraphics

/// Frames that carry only the region changed since the previous frame.
@Suite struct APNGRegionFrameTests {
    private func image(width: Int, height: Int, paint: (Int, Int) -> [UInt8]) -> CGImage {
        var pixels: [UInt8] = []
        for y in 0..<height { for x in 0..<width { pixels += paint(x, y) } }
        return CGImage(width: width, height: height, premultipliedRGBA: pixels)!
    }

    @Test func changedRegionIsTheBoundingBoxOfDifferingPixels() {
        let a = image(width: 10, height: 8) { _, _ in [0, 0, 0, 255] }
        let b = image(width: 10, height: 8) { x, y in
            (x == 2 && y == 3) || (x == 6 && y == 5) ? [255, 0, 0, 255] : [0, 0, 0, 255]
        }
        #expect(CGImage.changedRegion(from: a, to: b) == PixelRegion(x: 2, y: 3, width: 5, height: 3))
        #expect(CGImage.changedRegion(from: a, to: a) == nil)
        let other = image(width: 4, height: 4) { _, _ in [0, 0, 0, 255] }
        #expect(CGImage.changedRegion(from: other, to: a) == PixelRegion(x: 0, y: 0, width: 10, height: 8))
    }

    @Test func regionFramesAreWrittenWithTheirOffsets() throws {
        let a = image(width: 10, height: 8) { _, _ in [0, 0, 0, 255] }
        let b = image(width: 10, height: 8) { x, y in
            x >= 4 && x < 7 && y >= 2 && y < 4 ? [0, 0, 255, 255] : [0, 0, 0, 255]
        }
        var encoder = APNGEncoder(width: 10, height: 8)
        let partialFirst = encoder.addFrame(APNGEncoder.Frame(b, changedSince: a))
        let whole = encoder.addFrame(a)
        let changed = encoder.addFrame(APNGEncoder.Frame(b, changedSince: a))
        let unchanged = encoder.addFrame(APNGEncoder.Frame(b, changedSince: b))
        #expect(!partialFirst && whole && changed && unchanged)
        let bytes = [UInt8](encoder.encode())
        var controls: [[UInt32]] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length =
                Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            if type == "fcTL" {
                let body = Array(bytes[offset + 8..<offset + 8 + length])
                controls.append((0..<5).map { i in body[i * 4..<i * 4 + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) } })
            }
            offset += length + 12
        }
        // sequence, width, height, x, y
        #expect(controls == [[0, 10, 8, 0, 0], [1, 3, 2, 4, 2], [3, 1, 1, 0, 0]])
    }
}
