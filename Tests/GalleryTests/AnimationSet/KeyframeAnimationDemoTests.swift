import Foundation
import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import Gallery

/// The app's CAKeyframeAnimation screen at 390 × 844: the blue 100-point square centred at (195, 372); the 关键帧
/// trip passes (0, 372), (130, 372), (130, 472), (260, 472), (260, 372), (390, 372) at key times 0, 0.5, 0.6,
/// 0.7, 0.9, 1 of its 10 s, ease-out over the whole (Core Animation's (0, 0, 0.58, 1)); the 路径 animation goes
/// round the 200-point square (95, 322, 200, 200) from its top-left corner clockwise, a quarter of its 2 s per side.
/// Each button acts one 30 fps frame after its tap. The shake turns the square by 4° at most, which moves its
/// edges less than 8 points: pixels are read 10 points or more from them.
@MainActor
@Suite(.freshApplication) struct KeyframeAnimationDemoTests {
    let blue = bytes(0, 0, 1)
    let white = bytes(1, 1, 1)
    let green = bytes(0, 1, 0)
    let red = bytes(1, 0, 0)

    static func start(_ index: Int) -> TimeInterval {
        (KeyframeAnimationDemo.taps.first { $0.button == index }?.time ?? 0) + 1.0 / 30
    }

    @Test func theTripStartsAndStopsWithTheDelegateNotified() {
        let trace = callbackLines(AnimationSetRecordings.recorded(KeyframeAnimationDemo.self).trace).filter {
            !$0.hasSuffix("LayoutSubviews")
        }
        let taps = KeyframeAnimationDemo.taps.map {
            String(format: "t=%.3f tap %@", $0.time, ["关键帧", "路径", "抖动"][$0.button])
        }
        let start = String(format: "t=%.3f animationDidStart position", Self.start(0))
        let stop = String(format: "t=%.3f animationDidStop position finished: true", Self.start(0) + 10)
        #expect(
            trace
                == AnimationSetTrace.opening
                + AnimationSetTrace.push(
                    to: "CAKeyframeViewController", loading: "KeyframeAnimationController",
                    at: KeyframeAnimationDemo.rowTime, row: "CAKeyframeAnimation")
                + [taps[0], start, taps[1], taps[2], stop]
                + AnimationSetTrace.pop(from: "CAKeyframeViewController", at: KeyframeAnimationDemo.backTime))
    }

    /// Where the trip puts the square's centre `time` seconds in.
    static func tripPosition(at time: Double) -> CGPoint {
        let points = [(0.0, 372.0), (130, 372), (130, 472), (260, 472), (260, 372), (390, 372)]
        let keyTimes = [0, 0.5, 0.6, 0.7, 0.9, 1]
        let fraction = ReferenceCurve.easeOut(time / 10)
        let segment = (0..<5).last { keyTimes[$0] <= fraction } ?? 0
        let local = (fraction - keyTimes[segment]) / (keyTimes[segment + 1] - keyTimes[segment])
        let (from, to) = (points[segment], points[min(segment + 1, 5)])
        return CGPoint(x: from.0 + (to.0 - from.0) * local, y: from.1 + (to.1 - from.1) * local)
    }

    @Test func theSquareTravelsThroughTheMarkedPointsAndRoundThePath() throws {
        let recorded = AnimationSetRecordings.recorded(KeyframeAnimationDemo.self)
        let start = Self.start(0)
        // The markers: 8 points, their corners on the points.
        let marked = recorded.image(at: start + 0.1)
        #expect(marked.pixel(4, 376, is: green) && marked.pixel(134, 476, is: red) && marked.pixel(264, 376, is: red))
        // Along the first leg, before the shake and after it began.
        for time in [start + 1, start + 3] {
            let center = Self.tripPosition(at: time - start)
            #expect(center.y == 372 && center.x > 30 && center.x < 130, "\(center)")
            let image = recorded.image(at: time)
            #expect(image.pixel(Int(center.x), 372, is: blue) && image.pixel(Int(center.x) + 40, 390, is: blue))
            #expect(image.pixel(Int(center.x) + 62, 350, is: white) && image.pixel(Int(center.x), 312, is: white))
        }
        // The path, a quarter of the way round: half-way along the top side, at (195, 322).
        let path = recorded.image(at: Self.start(1) + 0.25)
        #expect(path.pixel(195, 290, is: blue) && path.pixel(195, 355, is: blue) && path.pixel(195, 380, is: white))
        // After the path, the trip again: on its fourth leg, going up at x 260 (key times 0.7 to 0.9).
        let fourth = Self.tripPosition(at: 8.3 - start)
        #expect(fourth.x == 260 && fourth.y < 472 && fourth.y > 372)
        let up = recorded.image(at: 8.3)
        #expect(up.pixel(260, Int(fourth.y), is: blue) && up.pixel(260, Int(fourth.y) + 62, is: white))
        // Ended: the square back at its place, still rocking, the markers left.
        let ended = recorded.image(at: KeyframeAnimationDemo.backTime - 0.1)
        #expect(ended.pixel(195, 372, is: blue) && ended.pixel(4, 376, is: green))
    }

    @Test func theShakeRocksTheSquareBetweenMinusAndPlusFourDegrees() throws {
        let demo = KeyframeAnimationDemo()
        let live = LiveDemo(demo)
        live.run(to: 3.5)
        let screen = try #require(demo.app.screen as? KeyframeAnimationController)
        let shake = try #require(screen.demoView.layer.animation(forKey: "shakeAnimation") as? CAKeyframeAnimation)
        #expect(shake.repeatCount == .greatestFiniteMagnitude)
        #expect((shake.values as? [Double]) == [-Double.pi / 45, Double.pi / 45, -Double.pi / 45])
        let layer = try #require(screen.demoView.layer.presentation())
        let angle = atan2(layer.transform.m12, layer.transform.m11)
        #expect(abs(angle) <= Double.pi / 45 + 1e-9)
    }
}
