import Foundation
import Testing
import OpenUIKitTesting
import TestSupport
import OpenCoreGraphics
@testable import OpenUIKit

/// `UIImage.animatedImage(with:scale:)` on GIF and APNG bytes: each frame's own delay becomes repeated
/// frames of a uniform animated image, and an image view shows each frame for exactly its delay on the
/// application's clock.
@MainActor
@Suite(.freshApplication) struct AnimatedImageDataTests {
    private let red = [255, 0, 0, 255], green = [0, 255, 0, 255], blue = [0, 0, 255, 255]

    /// A 1 × 1 GIF89a of frames in palette colours (0 red, 1 green, 2 blue), each with its delay in
    /// hundredths of a second (a graphic control extension per frame).
    private func gif(_ frames: [(index: UInt8, centiseconds: UInt16)]) -> Data {
        var bytes = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x81, 0, 0]
        bytes += [255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0]
        // LZW, minimum code size 2: clear (4), the index, end (5), as 3-bit codes.
        let pixel: [UInt8: [UInt8]] = [0: [0x44, 0x01], 1: [0x4C, 0x01], 2: [0x54, 0x01]]
        for frame in frames {
            bytes += [0x21, 0xF9, 4, 0, UInt8(frame.centiseconds & 0xFF), UInt8(frame.centiseconds >> 8), 0, 0]
            bytes += [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2] + pixel[frame.index, default: []] + [0]
        }
        return Data(bytes + [0x3B])
    }

    /// The colour `view` shows now.
    private func shown(_ view: UIImageView) -> [Int] {
        ImageFixtureFactory.pixels(of: view, afterScreenUpdates: false).rgba(2, 2)
    }

    /// The colours `view` shows at each time (seconds after it starts showing its image).
    private func colours(of view: UIImageView, at times: [Double]) -> [[Int]] {
        UIApplication.shared.advance(by: 0)
        var now = 0.0
        return times.map { time in
            UIApplication.shared.advance(by: time - now)
            now = time
            return shown(view)
        }
    }

    @Test func aGIFsDelaysBecomeRepeatedFramesOverTheirSum() throws {
        let image = try #require(UIImage.animatedImage(with: gif([(0, 10), (1, 20), (2, 30)])))
        // Delays 100, 200 and 300 ms: one image a 100 ms step, six steps over 0.6 s.
        #expect(image.duration == 0.6)
        let steps = try #require(image.images).map { $0.cgImage?.rgba(0, 0) ?? [] }
        #expect(steps == [red, green, green, blue, blue, blue])
        #expect(image.size == CGSize(width: 1, height: 1))
    }

    @Test func anImageViewShowsEachGIFFrameForItsOwnDelay() throws {
        let image = try #require(UIImage.animatedImage(with: gif([(0, 10), (1, 20), (2, 30)])))
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        // Red in [0, 0.1), green in [0.1, 0.3), blue in [0.3, 0.6), then red again.
        let seen = colours(of: view, at: [0.05, 0.12, 0.28, 0.32, 0.59, 0.65, 0.75])
        #expect(seen == [red, green, green, blue, blue, red, green])
    }

    @Test func anAPNGsDelaysMapTheSameWay() throws {
        var encoder = APNGEncoder(width: 4, height: 4)
        let still = [UIColor.red, .green, .blue].map { ImageFixtureFactory.solid($0) }
        let delays: [(UInt16, UInt16)] = [(1, 10), (1, 4), (3, 20)]
        for (frame, delay) in zip(still, delays) {
            encoder.addFrame(try #require(frame.cgImage), delayNumerator: delay.0, delayDenominator: delay.1)
        }
        let image = try #require(UIImage.animatedImage(with: encoder.encode(), scale: 2))
        // 100, 250 and 150 ms: a 50 ms step, frames 2, 5 and 3 steps long, half a second in all.
        #expect(image.duration == 0.5 && image.images?.count == 10)
        #expect(image.scale == 2 && image.size == CGSize(width: 2, height: 2))
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        let seen = colours(of: view, at: [0.09, 0.11, 0.34, 0.36, 0.49, 0.51])
        #expect(seen == [red, green, green, blue, blue, red])
    }

    @Test func oneFrameOrAStillFormatGivesAStillImageAndBadBytesNil() throws {
        let single = try #require(UIImage.animatedImage(with: gif([(1, 50)])))
        #expect(single.images == nil && single.duration == 0 && single.cgImage?.rgba(0, 0) == green)
        let png = try #require(ImageFixtureFactory.solid(.blue).pngData())
        let still = try #require(UIImage.animatedImage(with: png))
        #expect(still.images == nil && still.cgImage?.rgba(0, 0) == blue)
        let jpeg = try #require(ImageFixtureFactory.solid(.blue).jpegData(compressionQuality: 1))
        #expect(UIImage.animatedImage(with: jpeg)?.images == nil)
        let data = gif([(0, 10), (1, 10)])
        #expect(UIImage.animatedImage(with: data.prefix(data.count / 2)) == nil)
        #expect(UIImage.animatedImage(with: Data([1, 2, 3])) == nil)
    }

    @Test func tinyDelaysAreClampedToATenthOfASecondAsImageIODoes() throws {
        let image = try #require(UIImage.animatedImage(with: gif([(0, 1), (1, 20)])))
        // 10 ms is shown for 100 ms: steps of 100 ms, the first frame once, the second twice.
        #expect(image.duration == 0.3 && image.images?.count == 3)
    }
}
