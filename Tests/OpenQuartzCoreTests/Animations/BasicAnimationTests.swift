import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// CABasicAnimation on a layer: Apple's from/to/by table, additive and cumulative animations, timing
/// functions, fill and removal on completion (CAMediaTiming.h, CATransaction.h, Apple's CAAnimation and
/// CAMediaTimingFillMode documentation).
@Suite("CABasicAnimation", .freshApplication)
struct BasicAnimationTests {
    /// A committed layer whose model position.x is 10.
    @MainActor private func layerAtTen() -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.position = CGPoint(x: 10, y: 0)
        CATransaction.flush()
        return layer
    }

    @Test @MainActor func fromToByTable() {
        // Apple's table, model value 10, duration 1, sampled half-way: (start + end) / 2.
        let cases: [(from: Double?, to: Double?, by: Double?, start: Double, end: Double)] = [
            (20, 80, nil, 20, 80),  // from and to
            (20, nil, 40, 20, 20 + 40),  // from and by
            (nil, 80, 40, 80 - 40, 80),  // to and by
            (20, nil, nil, 20, 10),  // from only: to the current value
            (nil, 80, nil, 10, 80),  // to only: from the current value
            (nil, nil, 40, 10, 10 + 40),  // by only: relative to the current value
            (20, 80, 1000, 20, 80),  // from and to win over by
        ]
        for c in cases {
            let layer = layerAtTen()
            let animation = CABasicAnimation(keyPath: "position.x")
            animation.fromValue = c.from
            animation.toValue = c.to
            animation.byValue = c.by
            animation.duration = 1
            layer.add(animation, forKey: "move")
            CAMediaClock.advance(by: 0.5)
            #expect(
                isClose(presented(layer, "position.x"), CGFloat((c.start + c.end) / 2)),
                "from \(String(describing: c.from)) to \(String(describing: c.to)) by \(String(describing: c.by))")
            CAMediaClock.advance(by: 0.25)
            #expect(isClose(presented(layer, "position.x"), CGFloat(c.start + (c.end - c.start) * 0.75)))
            #expect(layer.position.x == 10)
        }
    }

    @Test @MainActor func noValuesAnimatesFromThePreviousToTheCurrentModelValue() {
        // Neither from, to nor by: from the value on screen before the change to the new model value.
        let layer = layerAtTen()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position.x = 30
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.duration = 1
        layer.add(animation, forKey: "move")
        CATransaction.commit()
        #expect(layer.animationKeys() == ["move"])
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(presented(layer, "position.x"), (10 + 30) / 2))
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(presented(layer, "position.x"), 30))
    }

    @Test @MainActor func pointValuesInterpolateComponentWise() {
        let layer = layerAtTen()
        layer.add(
            basicAnimation("position", from: CGPoint(x: 0, y: 100), to: CGPoint(x: 200, y: -100), duration: 2),
            forKey: "move")
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(layer.presentation()?.position, CGPoint(x: 0 + 200 * 0.25, y: 100 - 200 * 0.25)))
        layer.add(
            basicAnimation(
                "bounds", from: CGRect(x: 0, y: 0, width: 10, height: 10),
                to: CGRect(x: 10, y: 20, width: 50, height: 90), duration: 1), forKey: "grow")
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(layer.presentation()?.bounds, CGRect(x: 5, y: 10, width: 30, height: 50)))
    }

    @Test @MainActor func additiveAddsToTheValueUnderneath() {
        let layer = layerAtTen()
        let first = basicAnimation("position.x", from: 0, to: 100, duration: 1)
        first.isAdditive = true
        let second = basicAnimation("position.x", from: 0, to: -20, duration: 1)
        second.isAdditive = true
        layer.add(first, forKey: "first")
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(presented(layer, "position.x"), 10 + 50))
        layer.add(second, forKey: "second")
        CAMediaClock.advance(by: 0.25)
        // model 10 + first at 0.75 + second at 0.25.
        #expect(isClose(presented(layer, "position.x"), 10 + 75 - 5))
        // Additive points.
        let point = basicAnimation("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 50), duration: 1)
        point.isAdditive = true
        let other = layerAtTen()
        other.add(point, forKey: "move")
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(other.presentation()?.position, CGPoint(x: 10 + 50, y: 0 + 25)))
    }

    @Test @MainActor func cumulativeRepeatsBuildOnThePreviousEnd() {
        let layer = layerAtTen()
        let animation = basicAnimation("position.x", from: 0, to: 100, duration: 1)
        animation.repeatCount = 3
        animation.isCumulative = true
        layer.add(animation, forKey: "march")
        let plain = layerAtTen()
        let repeated = basicAnimation("position.x", from: 0, to: 100, duration: 1)
        repeated.repeatCount = 3
        plain.add(repeated, forKey: "march")
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(presented(layer, "position.x"), 50, 1e-9))
        CAMediaClock.advance(by: 1)
        #expect(isClose(presented(layer, "position.x"), 100 * 1 + 50, 1e-9))
        #expect(isClose(presented(plain, "position.x"), 50, 1e-9))
        CAMediaClock.advance(by: 1)
        #expect(isClose(presented(layer, "position.x"), 100 * 2 + 50, 1e-9))
    }

    @Test @MainActor func easeInEaseOutMoveOfAHundredPoints() {
        // The independent solver's easeInEaseOut at 0.25, then a 100 pt move over 1 s on a layer.
        #expect(isClose(Curve.easeInEaseOut(0.25), 0.12916, 1e-5))
        #expect(isClose(Curve.systemDefault(0.5), 0.80240, 1e-5))
        let layer = makeCommittedLayer(frame: CGRect(x: -50, y: -50, width: 100, height: 100))
        let animation = basicAnimation("position.x", from: 0, to: 100, duration: 1)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(animation, forKey: "move")
        CAMediaClock.advance(by: 0.25)
        #expect(isClose(presented(layer, "position.x"), 12.916, 1e-3))
        #expect(isClose(presented(layer, "position.x"), CGFloat(100 * Curve.easeInEaseOut(0.25)), 100 * curveTolerance))
        CAMediaClock.advance(by: 0.25)
        #expect(isClose(presented(layer, "position.x"), 50, 100 * curveTolerance))
        CAMediaClock.advance(by: 0.25)
        #expect(isClose(presented(layer, "position.x"), CGFloat(100 * Curve.easeInEaseOut(0.75)), 100 * curveTolerance))
    }

    @Test @MainActor func timingFunctionPacesEachRepeat() {
        let layer = layerAtTen()
        let animation = basicAnimation("position.x", from: 0, to: 100, duration: 1)
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        animation.repeatCount = 2
        layer.add(animation, forKey: "move")
        CAMediaClock.advance(by: 1.25)
        #expect(isClose(presented(layer, "position.x"), CGFloat(100 * Curve.easeIn(0.25)), 100 * curveTolerance))
    }

    @Test @MainActor func zeroDurationTakesTheTransactionDuration() {
        // Duration 0 runs for the transaction's duration, 0.25 s by default (CATransaction.h).
        let layer = layerAtTen()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        layer.add(animation, forKey: "fade")
        #expect(layer.animation(forKey: "fade")?.duration == 0.25)
        #expect(animation.duration == 0)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        layer.add(animation, forKey: "slow")
        CATransaction.commit()
        #expect(layer.animation(forKey: "slow")?.duration == 2)
    }

    @Test @MainActor func theLayerRunsACopy() {
        let layer = layerAtTen()
        let animation = basicAnimation("position.x", from: 0, to: 100, duration: 1)
        layer.add(animation, forKey: "move")
        animation.toValue = 1000
        animation.duration = 50
        #expect(layer.animation(forKey: "move") !== animation)
        #expect(layer.animation(forKey: "move")?.duration == 1)
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(presented(layer, "position.x"), 50))
    }

    @Test @MainActor func removedOnCompletionRestoresTheModelValue() {
        // Apple's isRemovedOnCompletion documentation, Rönnqvist's example: model white; 2 s after adding a 1.5 s
        // animation the layer is white again.
        let layer = layerAtTen()
        CATransaction.setDisableActions(true)
        layer.backgroundColor = color(1, 1, 1)
        CATransaction.flush()
        layer.add(
            basicAnimation("backgroundColor", from: color(1, 0, 0), to: color(0, 0, 1), duration: 1.5), forKey: "tint")
        CAMediaClock.advance(by: 0.75)
        #expect(isClose(layer.presentation()?.backgroundColor, color(0.5, 0, 0.5)))
        CAMediaClock.advance(by: 1.25)
        #expect(layer.presentation()?.backgroundColor == color(1, 1, 1))
        #expect(layer.animationKeys() == nil)
    }

    @Test @MainActor func forwardsFillNeedsRemovedOnCompletionFalse() {
        // Forwards alone has no visible effect; with isRemovedOnCompletion false the final value
        // stays and the model stays out of sync.
        let removed = layerAtTen()
        let kept = layerAtTen()
        let animation = basicAnimation("position.x", from: 0, to: 100, duration: 1)
        animation.fillMode = .forwards
        removed.add(animation, forKey: "move")
        animation.isRemovedOnCompletion = false
        kept.add(animation, forKey: "move")
        CAMediaClock.advance(by: 2)
        #expect(isClose(presented(removed, "position.x"), 10))
        #expect(removed.animationKeys() == nil)
        #expect(isClose(presented(kept, "position.x"), 100))
        #expect(kept.position.x == 10)
        #expect(kept.animationKeys() == ["move"])
        // Without a forwards fill, a kept animation has no effect after its end.
        let unfilled = layerAtTen()
        let plain = basicAnimation("position.x", from: 0, to: 100, duration: 1)
        plain.isRemovedOnCompletion = false
        unfilled.add(plain, forKey: "move")
        CAMediaClock.advance(by: 2)
        #expect(isClose(presented(unfilled, "position.x"), 10))
        #expect(unfilled.animationKeys() == ["move"])
    }

    @Test @MainActor func backwardsFillShowsFromValueBeforeADelayedBegin() {
        // With a delayed beginTime and fillMode backwards the fromValue shows from the moment the
        // animation is added; without it the model value shows until beginTime.
        let filled = layerAtTen()
        let unfilled = layerAtTen()
        CAMediaClock.advance(by: 1)
        for (layer, fill) in [(filled, CAMediaTimingFillMode.backwards), (unfilled, .removed)] {
            let animation = basicAnimation("position.x", from: 20, to: 80, duration: 1)
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 1
            animation.fillMode = fill
            layer.add(animation, forKey: "move")
        }
        CATransaction.flush()
        #expect(isClose(presented(filled, "position.x"), 20))
        #expect(isClose(presented(unfilled, "position.x"), 10))
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(presented(filled, "position.x"), 20))
        #expect(isClose(presented(unfilled, "position.x"), 10))
        CAMediaClock.advance(by: 1)
        #expect(isClose(presented(filled, "position.x"), 20 + 60 * 0.5))
        #expect(isClose(presented(unfilled, "position.x"), 20 + 60 * 0.5))
    }

    @Test @MainActor func negativeSpeedPlaysFromTheEnd() {
        // Speed −1 runs time backwards: end → start over the duration, then it is removed.
        let log = EventLog()
        let layer = layerAtTen()
        let animation = basicAnimation("position.x", from: 0, to: 100, duration: 1)
        animation.speed = -1
        animation.delegate = RecordingAnimationDelegate("back", log: log)
        layer.add(animation, forKey: "back")
        CAMediaClock.advance(by: 0)
        #expect(isClose(presented(layer, "position.x"), 100))
        #expect(log.entries == ["start back"])
        CAMediaClock.advance(by: 0.25)
        #expect(isClose(presented(layer, "position.x"), 75))
        CAMediaClock.advance(by: 0.75)
        #expect(log.entries == ["start back", "stop back true"])
        #expect(isClose(presented(layer, "position.x"), 10))
    }
}
