import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// `animationDidStart` / `animationDidStop(_:finished:)` order and the `finished` flag (Apple's CAAnimationDelegate
/// documentation), the
/// strongly retained delegate, and animation keys.
@Suite("CAAnimation delegate and keys", .freshApplication)
struct AnimationDelegateTests {
    @Test @MainActor func startThenStopFinished() {
        let log = EventLog()
        let layer = makeCommittedLayer()
        let animation = basicAnimation("opacity", from: 0, to: 1, duration: 1)
        animation.delegate = RecordingAnimationDelegate("fade", log: log)
        layer.add(animation, forKey: "fade")
        #expect(log.entries.isEmpty)
        CAMediaClock.advance(by: 1.0 / 60.0)
        #expect(log.entries == ["start fade"])
        CAMediaClock.advance(by: 0.5)
        #expect(log.entries == ["start fade"])
        CAMediaClock.advance(by: 0.5 - 1.0 / 60.0)
        #expect(log.entries == ["start fade", "stop fade true"])
        CAMediaClock.advance(by: 1)
        #expect(log.entries == ["start fade", "stop fade true"])
    }

    @Test @MainActor func delayedAnimationStartsAtItsBeginTime() {
        let log = EventLog()
        let layer = makeCommittedLayer()
        let animation = basicAnimation("opacity", from: 0, to: 1, duration: 1)
        animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 0.5
        animation.delegate = RecordingAnimationDelegate("late", log: log)
        layer.add(animation, forKey: "late")
        CAMediaClock.advance(by: 0.4)
        #expect(log.entries.isEmpty)
        CAMediaClock.advance(by: 0.1)
        #expect(log.entries == ["start late"])
        CAMediaClock.advance(by: 1)
        #expect(log.entries == ["start late", "stop late true"])
    }

    @Test @MainActor func removalStopsWithFinishedFalse() {
        let log = EventLog()
        let layer = makeCommittedLayer()
        for name in ["a", "b", "c"] {
            let animation = basicAnimation("opacity", from: 0, to: 1, duration: 1)
            animation.delegate = RecordingAnimationDelegate(name, log: log)
            layer.add(animation, forKey: name)
        }
        CAMediaClock.advance(by: 0.25)
        #expect(log.entries == ["start a", "start b", "start c"])
        #expect(layer.animationKeys() == ["a", "b", "c"])
        layer.removeAnimation(forKey: "b")
        #expect(log.entries.last == "stop b false")
        #expect(layer.animationKeys() == ["a", "c"])
        layer.removeAllAnimations()
        #expect(Array(log.entries.suffix(2)) == ["stop a false", "stop c false"])
        #expect(layer.animationKeys() == nil)
        CAMediaClock.advance(by: 2)
        #expect(log.entries.count == 6)
        #expect(isClose(layer.presentation()?.opacity, 1.0))
    }

    @Test @MainActor func replacementStopsTheOldAnimationWithFinishedFalse() {
        let log = EventLog()
        let layer = makeCommittedLayer()
        let first = basicAnimation("position.x", from: 0, to: 100, duration: 1)
        first.delegate = RecordingAnimationDelegate("first", log: log)
        layer.add(first, forKey: "move")
        CAMediaClock.advance(by: 0.5)
        let second = basicAnimation("position.x", from: 100, to: 0, duration: 1)
        second.delegate = RecordingAnimationDelegate("second", log: log)
        layer.add(second, forKey: "move")
        #expect(log.entries == ["start first", "stop first false"])
        #expect(layer.animationKeys() == ["move"])
        CAMediaClock.advance(by: 1)
        #expect(log.entries == ["start first", "stop first false", "start second", "stop second true"])
    }

    @Test @MainActor func animationsWithoutAKeyRunButAreNotListed() {
        let log = EventLog()
        let layer = makeCommittedLayer()
        let animation = basicAnimation("opacity", from: 0, to: 1, duration: 1)
        animation.delegate = RecordingAnimationDelegate("anon", log: log)
        layer.add(animation, forKey: nil)
        layer.add(animation, forKey: nil)
        #expect(layer.animationKeys() == nil)
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(layer.presentation()?.opacity, 0.5))
        CAMediaClock.advance(by: 0.5)
        #expect(log.entries == ["start anon", "start anon", "stop anon true", "stop anon true"])
    }

    @Test @MainActor func delegateIsRetainedStrongly() {
        let log = EventLog()
        let layer = makeCommittedLayer()
        weak var weakDelegate: RecordingAnimationDelegate?
        let animation = basicAnimation("opacity", from: 0, to: 1, duration: 1)
        do {
            let delegate = RecordingAnimationDelegate("strong", log: log)
            weakDelegate = delegate
            animation.delegate = delegate
        }
        // Only the animation holds it.
        #expect(weakDelegate != nil)
        layer.add(animation, forKey: "fade")
        animation.delegate = nil
        // Now only the layer's copy holds it.
        #expect(weakDelegate != nil)
        CAMediaClock.advance(by: 1.5)
        #expect(log.entries == ["start strong", "stop strong true"])
    }

    @Test @MainActor func delegateMayAddAnAnimationWhenOneStops() {
        let log = EventLog()
        let layer = makeCommittedLayer()
        final class Chainer: CAAnimationDelegate {
            let layer: CALayer
            let log: EventLog
            init(layer: CALayer, log: EventLog) { self.layer = layer; self.log = log }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                log.append("stop \(flag)")
                let next = basicAnimation("position.x", from: 100, to: 200, duration: 1)
                next.delegate = RecordingAnimationDelegate("next", log: log)
                layer.add(next, forKey: "move")
            }
        }
        let first = basicAnimation("position.x", from: 0, to: 100, duration: 1)
        first.delegate = Chainer(layer: layer, log: log)
        layer.add(first, forKey: "move")
        CAMediaClock.advance(by: 1)
        // The new animation is committed in the same frame and starts at once.
        #expect(log.entries == ["stop true", "start next"])
        #expect(layer.animationKeys() == ["move"])
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(presented(layer, "position.x"), 150, 1e-6))
        #expect(log.entries == ["stop true", "start next"])
    }

    @Test @MainActor func removingAMissingKeyIsReported() {
        let layer = makeCommittedLayer()
        layer.add(basicAnimation("opacity", from: 0, to: 1, duration: 1), forKey: "fade")
        let reports = Diagnostics.capture { layer.removeAnimation(forKey: "fdae") }
        #expect(reports.map(\.code) == [.missingAnimation])
        #expect(layer.animationKeys() == ["fade"])
    }
}
