import Foundation
import Testing
import TestSupport
@testable import OpenCoreGraphics

/// APNG through our own PNG decoder: frame regions blended and disposed as the APNG specification says,
/// delays, the loop count, round trips through APNGEncoder, and malformed animations refused.
struct APNGDecoderTests {
    private func u16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }

    /// An fcTL body.
    private func frameControl(
        _ sequence: UInt32, width: UInt32, height: UInt32, x: UInt32 = 0, y: UInt32 = 0,
        delay: (UInt16, UInt16), dispose: UInt8, blend: UInt8
    ) -> [UInt8] {
        PNGBytes.uint32(sequence) + PNGBytes.uint32(width) + PNGBytes.uint32(height) + PNGBytes.uint32(x)
            + PNGBytes.uint32(y) + u16(delay.0) + u16(delay.1) + [dispose, blend]
    }

    /// zlib data of RGBA rows (filter 0).
    private func pixels(_ rows: [[UInt8]]) -> [UInt8] {
        PNGBytes.zlib(rows.flatMap { [0] + $0 })
    }

    private var animation: Data {
        PNGBytes.file([
            ("IHDR", PNGBytes.header(width: 2, height: 2)),
            ("acTL", PNGBytes.uint32(3) + PNGBytes.uint32(2)),
            ("fcTL", frameControl(0, width: 2, height: 2, delay: (1, 10), dispose: 0, blend: 0)),
            ("IDAT", pixels([[255, 0, 0, 255, 255, 0, 0, 255], [255, 0, 0, 255, 255, 0, 0, 255]])),
            // Half-transparent blue over the bottom-right pixel, cleared afterwards; delay 0/0 (0 s).
            ("fcTL", frameControl(1, width: 1, height: 1, x: 1, y: 1, delay: (0, 0), dispose: 1, blend: 1)),
            ("fdAT", PNGBytes.uint32(2) + pixels([[0, 0, 255, 128]])),
            // Green replacing the top-left pixel; 30/0 means 30 hundredths.
            ("fcTL", frameControl(3, width: 1, height: 1, delay: (30, 0), dispose: 0, blend: 0)),
            ("fdAT", PNGBytes.uint32(4) + pixels([[0, 255, 0, 255]])),
            ("IEND", []),
        ])
    }

    @Test func framesAreBlendedAndDisposedAsTheSpecificationSays() throws {
        let decoded = try APNGDecoder.decode(animation)
        #expect(decoded.frames.count == 3)
        let red = [255, 0, 0, 255]
        #expect(decoded.frames[0].rgba(1, 1) == red)
        // Source-over of premultiplied (0, 0, 128, 128) on red: 255 × 127/255 = 127 red, alpha 128 + 127.
        #expect(decoded.frames[1].rgba(1, 1) == [127, 0, 128, 255] && decoded.frames[1].rgba(0, 0) == red)
        // The blue pixel's region was cleared to transparent; the top-left is now green.
        #expect(decoded.frames[2].rgba(1, 1) == [0, 0, 0, 0] && decoded.frames[2].rgba(0, 0) == [0, 255, 0, 255])
        #expect(decoded.frames[2].rgba(1, 0) == red)
        #expect(decoded.delays == [0.1, 0.1, 0.3])
        #expect(decoded.loopCount == 2)
    }

    @Test func anEncodedAnimationDecodesToTheSameFrames() throws {
        let first = ImageFixtures.image(width: 8, height: 6) { x, _ in x < 4 ? [255, 0, 0] : [0, 0, 255] }
        let second = ImageFixtures.image(width: 8, height: 6) { x, y in
            x == 5 && y == 2 ? [0, 255, 0] : (x < 4 ? [255, 0, 0] : [0, 0, 255])
        }
        var encoder = APNGEncoder(width: 8, height: 6)
        encoder.loopCount = 4
        let added = [
            encoder.addFrame(APNGEncoder.Frame(first, delayNumerator: 1, delayDenominator: 4)),
            encoder.addFrame(APNGEncoder.Frame(second, changedSince: first, delayNumerator: 1, delayDenominator: 2)),
        ]
        #expect(added == [true, true])
        let decoded = try APNGDecoder.decode(encoder.encode())
        #expect(decoded.frames == [first, second])
        #expect(decoded.delays == [0.25, 0.5] && decoded.loopCount == 4)
    }

    @Test func aStillPNGIsOneFrame() throws {
        let still = PNGBytes.file([
            ("IHDR", PNGBytes.header(width: 1, height: 1)), ("IDAT", pixels([[1, 2, 3, 255]])), ("IEND", []),
        ])
        let decoded = try APNGDecoder.decode(still)
        #expect(decoded.frames.count == 1 && decoded.frames[0].rgba(0, 0) == [1, 2, 3, 255])
        // The default image of an APNG is its first frame for a still decoder.
        #expect(try PNGDecoder.decode(animation).rgba(0, 0) == [255, 0, 0, 255])
    }

    @Test func malformedAnimationsAreRefused() {
        let header = ("IHDR", PNGBytes.header(width: 2, height: 2))
        let control = ("acTL", PNGBytes.uint32(1) + PNGBytes.uint32(0))
        let data = ("IDAT", pixels([[0, 0, 0, 255, 0, 0, 0, 255], [0, 0, 0, 255, 0, 0, 0, 255]]))
        let outside = PNGBytes.file([
            header, control, ("fcTL", frameControl(0, width: 2, height: 2, x: 1, delay: (1, 1), dispose: 0, blend: 0)),
            data, ("IEND", []),
        ])
        #expect(throws: PNGDecodingError.corruptImageData("frame region outside the image")) {
            try APNGDecoder.decode(outside)
        }
        let orphan = PNGBytes.file([header, control, data, ("fdAT", PNGBytes.uint32(1) + [1, 2]), ("IEND", [])])
        #expect(throws: PNGDecodingError.corruptImageData("frame data before fcTL")) { try APNGDecoder.decode(orphan) }
        let badOperation = PNGBytes.file([
            header, control, ("fcTL", frameControl(0, width: 2, height: 2, delay: (1, 1), dispose: 3, blend: 0)),
            data, ("IEND", []),
        ])
        #expect(throws: PNGDecodingError.corruptImageData("fcTL operation")) { try APNGDecoder.decode(badOperation) }
        let noFrames = PNGBytes.file([header, control, data, ("IEND", [])])
        #expect(throws: PNGDecodingError.corruptImageData("an APNG without frames")) {
            try APNGDecoder.decode(noFrames)
        }
        let truncated = animation.prefix(animation.count - 20)
        #expect(throws: PNGDecodingError.truncated) { try APNGDecoder.decode(truncated) }
    }

    /// 100 frames of one pixel each on an 8192 × 8192 canvas: under 7 KB of file, but every decoded frame is the
    /// whole canvas (256 MB). The frames together may hold one still image's limit, 64 Mpx, so 4 such frames
    /// decode and 5 are refused before any canvas is allocated.
    @Test func framesBeyondTheStillImageLimitAreRefusedBeforeDecoding() throws {
        func animation(frames: Int, side: Int) -> Data {
            var chunks: [(String, [UInt8])] = [
                ("IHDR", PNGBytes.header(width: UInt32(side), height: UInt32(side))),
                ("acTL", PNGBytes.uint32(UInt32(frames)) + PNGBytes.uint32(0)),
            ]
            for frame in 0..<frames {
                let sequence = UInt32(frame * 2)
                chunks.append(
                    ("fcTL", frameControl(sequence, width: 1, height: 1, delay: (1, 10), dispose: 0, blend: 0)))
                chunks.append(("fdAT", PNGBytes.uint32(sequence + 1) + pixels([[255, 0, 0, 255]])))
            }
            return PNGBytes.file(chunks + [("IEND", [])])
        }
        #expect(throws: PNGDecodingError.tooLargeAnimation(frames: 100, width: 8192, height: 8192)) {
            try APNGDecoder.decode(animation(frames: 100, side: 8192))
        }
        #expect(throws: PNGDecodingError.tooLargeAnimation(frames: 5, width: 4096, height: 4096)) {
            try APNGDecoder.decode(animation(frames: 5, side: 4096))
        }
        let fits = try APNGDecoder.decode(animation(frames: 4, side: 4096))
        #expect(fits.frames.count == 4)
        #expect(fits.frames.map(\.width) == [4096, 4096, 4096, 4096])
    }
}
