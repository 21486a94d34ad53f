import Foundation
import Testing
import OpenUIKitTesting
import TestSupport
import OpenCoreGraphics
@testable import OpenUIKit

/// UIImageView's frame animation on the application's clock: `animationImages` with `animationDuration`
/// (its default of a thirtieth of a second a frame), `animationRepeatCount`, start and stop, an animated
/// UIImage, mixed frame sizes and the bad durations.
@MainActor
@Suite(.freshApplication) struct UIImageViewAnimationTests {
    private let red = [255, 0, 0, 255], green = [0, 255, 0, 255], blue = [0, 0, 255, 255]

    private var frames: [UIImage] {
        [ImageFixtureFactory.solid(.red), ImageFixtureFactory.solid(.green), ImageFixtureFactory.solid(.blue)]
    }

    /// The colour the view shows now (as rendered, with its running animations).
    private func shown(_ view: UIImageView) -> [Int] {
        ImageFixtureFactory.pixels(of: view, afterScreenUpdates: false).rgba(2, 2)
    }

    private func animatingView() -> UIImageView {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.animationImages = frames
        return view
    }

    @Test func eachFrameShowsForItsShareOfTheDuration() {
        let view = animatingView()
        view.animationDuration = 0.3
        view.startAnimating()
        UIApplication.shared.advance(by: 0)
        #expect(view.isAnimating)
        // 0.1 s a frame: red in [0, 0.1), green in [0.1, 0.2), blue in [0.2, 0.3), then red again.
        var seen: [[Int]] = []
        for step in [0.05, 0.1, 0.1, 0.1] {
            UIApplication.shared.advance(by: step)
            seen.append(shown(view))
        }
        #expect(seen == [red, green, blue, red])
        view.stopAnimating()
        #expect(!view.isAnimating)
    }

    @Test func theDefaultDurationIsAThirtiethOfASecondAFrame() {
        let view = animatingView()
        #expect(view.animationDuration == 0)
        view.startAnimating()
        UIApplication.shared.advance(by: 0)
        let animation = view.layer.animation(forKey: "UIImageAnimation") as? CAKeyframeAnimation
        #expect(animation?.duration == 3.0 / 30 && animation?.calculationMode == .discrete)
        #expect(animation?.repeatCount == .infinity)
        UIApplication.shared.advance(by: 1.5 / 30)
        #expect(shown(view) == green)
    }

    @Test func aRepeatCountPlaysOutAndTheStillImageReturns() {
        let view = animatingView()
        view.image = ImageFixtureFactory.solid(.white)
        view.animationDuration = 0.3
        view.animationRepeatCount = 2
        view.startAnimating()
        UIApplication.shared.advance(by: 0)
        UIApplication.shared.advance(by: 0.45)
        // Second pass, second frame.
        #expect(shown(view) == green && view.isAnimating)
        UIApplication.shared.advance(by: 0.2)
        #expect(!view.isAnimating)
        #expect(shown(view) == [255, 255, 255, 255])
    }

    @Test func anAnimatedImagePlaysAsSoonAsItIsShown() throws {
        let animated = try #require(UIImage.animatedImage(with: frames, duration: 0.6))
        #expect(animated.size == CGSize(width: 4, height: 4) && animated.images?.count == 3 && animated.duration == 0.6)
        let view = UIImageView(image: animated)
        UIApplication.shared.advance(by: 0)
        UIApplication.shared.advance(by: 0.5)
        #expect(shown(view) == blue)
        // A still image in its place stops the frames.
        view.image = ImageFixtureFactory.solid(.white)
        #expect(!view.isAnimating)
        UIApplication.shared.advance(by: 0.1)
        #expect(shown(view) == [255, 255, 255, 255])
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
    }

    @Test func anAPNGsFramesPlayInAnImageView() throws {
        // An APNG of the three colours, a tenth of a second each, decoded into frames for an animated image.
        var encoder = APNGEncoder(width: 4, height: 4)
        let added = try frames.map { frame in
            encoder.addFrame(APNGEncoder.Frame(try #require(frame.cgImage), delayNumerator: 1, delayDenominator: 10))
        }
        #expect(added == [true, true, true])
        let decoded = try APNGDecoder.decode(encoder.encode())
        #expect(decoded.delays == [0.1, 0.1, 0.1])
        let animated = try #require(
            UIImage.animatedImage(
                with: decoded.frames.map { UIImage(cgImage: $0) }, duration: decoded.delays.reduce(0, +)))
        let view = UIImageView(image: animated)
        UIApplication.shared.advance(by: 0)
        var seen: [[Int]] = []
        for step in [0.05, 0.1, 0.1] {
            UIApplication.shared.advance(by: step)
            seen.append(shown(view))
        }
        #expect(seen == [red, green, blue])
    }

    @Test func templateFramesAreTintedAndRetinted() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.animationImages = frames.map { $0.withRenderingMode(.alwaysTemplate) }
        view.animationDuration = 0.3
        view.tintColor = .blue
        view.startAnimating()
        UIApplication.shared.advance(by: 0.05)
        #expect(shown(view) == blue)
        view.tintColor = .green
        UIApplication.shared.advance(by: 0.1)
        #expect(shown(view) == green)
    }

    @Test func framesOfMixedSizesEachFillTheView() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        view.animationImages = [
            ImageFixtureFactory.solid(.red, CGSize(width: 2, height: 2)),
            ImageFixtureFactory.solid(.green, CGSize(width: 16, height: 4)),
        ]
        view.animationDuration = 0.2
        view.startAnimating()
        UIApplication.shared.advance(by: 0.05)
        var pixels = ImageFixtureFactory.pixels(of: view, afterScreenUpdates: false)
        #expect(pixels.rgba(0, 0) == red && pixels.rgba(7, 7) == red)
        UIApplication.shared.advance(by: 0.1)
        pixels = ImageFixtureFactory.pixels(of: view, afterScreenUpdates: false)
        #expect(pixels.rgba(0, 0) == green && pixels.rgba(7, 7) == green)
    }

    @Test func negativeDurationsAreReportedAndIgnored() throws {
        let view = animatingView()
        view.animationDuration = 0.5
        var animated: UIImage?
        let reports = Diagnostics.capture {
            view.animationDuration = -1
            view.animationDuration = .nan
            animated = UIImage.animatedImage(with: frames, duration: -2)
        }
        #expect(reports.map(\.code) == [.invalidImage, .invalidImage, .invalidImage])
        #expect(view.animationDuration == 0.5)
        #expect(animated?.duration == 0)
        // Without frames, starting does nothing.
        let empty = UIImageView(frame: .zero)
        empty.startAnimating()
        #expect(!empty.isAnimating)
    }
}
