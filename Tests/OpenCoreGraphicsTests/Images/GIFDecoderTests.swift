import Foundation
import Testing
import TestSupport
@testable import OpenCoreGraphics

/// GIF through giflib: frames composed by transparency and disposal, delays (clamped as ImageIO does), the
/// loop count, and bad data refused.
struct GIFDecoderTests {
    private let palette: [[UInt8]] = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [0, 0, 0]]
    private let red = [255, 0, 0, 255], green = [0, 255, 0, 255], blue = [0, 0, 255, 255], clear = [0, 0, 0, 0]

    private func rows(_ image: CGImage) -> [[Int]] {
        (0..<image.height).flatMap { y in (0..<image.width).map { x in image.rgba(x, y) } }
    }

    private var animation: Data {
        ImageFixtures.gif(
            width: 3, height: 2, palette: palette, loopCount: 3,
            frames: [
                .init(width: 3, height: 2, indices: [0, 0, 0, 1, 1, 1], delay: 10, disposal: 1),
                .init(left: 1, top: 0, width: 1, height: 1, indices: [2], delay: 0, disposal: 2),
                .init(
                    left: 0, top: 1, width: 2, height: 1, indices: [3, 2], delay: 25, transparentIndex: 3, disposal: 3),
                .init(width: 3, height: 2, indices: [3, 3, 3, 3, 3, 3], delay: 5, transparentIndex: 3, disposal: 1),
            ])
    }

    @Test func framesAreComposedByTransparencyAndDisposal() throws {
        let decoded = try GIFDecoder.decode(animation)
        #expect(decoded.frames.count == 4)
        #expect(rows(decoded.frames[0]) == [red, red, red, green, green, green])
        #expect(rows(decoded.frames[1]) == [red, blue, red, green, green, green])
        // Frame 2's area went back to the (transparent) background; frame 3's transparent pixel shows it.
        #expect(rows(decoded.frames[2]) == [red, clear, red, green, blue, green])
        // Frame 3 restored the canvas to before it; frame 4 is all transparent.
        #expect(rows(decoded.frames[3]) == [red, clear, red, green, green, green])
    }

    @Test func delaysAndLoopCountComeFromTheFile() throws {
        let decoded = try GIFDecoder.decode(animation)
        // A zero delay is shown for 0.1 s, as ImageIO and browsers show it.
        #expect(decoded.delays == [0.1, 0.1, 0.25, 0.05])
        #expect(decoded.loopCount == 3)
        let once = ImageFixtures.gif(
            width: 1, height: 1, palette: palette, loopCount: nil, frames: [.init(width: 1, height: 1, indices: [1])])
        #expect(try GIFDecoder.decode(once).loopCount == 1)
    }

    @Test func badDataIsRefused() throws {
        let data = animation
        #expect(throws: GIFDecodingError.notGIF) { try GIFDecoder.decode(Data("GIF90z".utf8)) }
        for length in [6, 10, 13, 30, data.count / 2, data.count - 4] {
            #expect(throws: GIFDecodingError.self) { try GIFDecoder.decode(data.prefix(length)) }
        }
        // A screen of 0 × 0.
        var empty = [UInt8](data)
        empty.replaceSubrange(6..<10, with: [0, 0, 0, 0])
        #expect(throws: GIFDecodingError.corrupt("empty logical screen")) { try GIFDecoder.decode(Data(empty)) }
        // A 65535 × 65535 screen is refused before the frames are read.
        var huge = [UInt8](data)
        huge.replaceSubrange(6..<10, with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(throws: GIFDecodingError.tooLarge(width: 65535, height: 65535)) { try GIFDecoder.decode(Data(huge)) }
    }
}
