import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// Layer clocks and `convertTime` (CAMediaTiming.h, Apple's convertTime(_:from:) documentation): every layer maps its
/// parent's time through `(t − beginTime) × speed + timeOffset`, and animations run in their layer's time.
@Suite("Layer timing and convertTime", .freshApplication)
struct LayerTimingTests {
    @Test @MainActor func beginTimeAndTimeOffsetMoveTheLayerClock() {
        let layer = makeCommittedLayer()
        CAMediaClock.advance(by: 10)
        let now = CACurrentMediaTime()
        #expect(isClose(now, 10))
        #expect(isClose(layer.convertTime(now, from: nil), now))
        // beginTime 5 makes the local time 5 s smaller; timeOffset 5 makes it 5 s larger.
        layer.beginTime = 5
        #expect(isClose(layer.convertTime(now, from: nil), now - 5))
        layer.beginTime = 0
        layer.timeOffset = 5
        #expect(isClose(layer.convertTime(now, from: nil), now + 5))
        #expect(isClose(layer.convertTime(now + 5, to: nil), now))
    }

    @Test @MainActor func appleDocumentationExampleConvertsToOnePointTwoFive() {
        // Apple's convertTime(_:from:) example, a layer with timeOffset 1 and speed 0.5 under an identity-timed parent:
        // parent time 0.5 is local 0.5 × 0.5 + 1 = 1.25.
        let parent = CALayer()
        let layer = CALayer()
        parent.addSublayer(layer)
        layer.timeOffset = 1
        layer.speed = 0.5
        #expect(isClose(layer.convertTime(0.5, from: parent), 0.5 * 0.5 + 1))
        #expect(isClose(layer.convertTime(1.25, to: parent), 0.5))
        #expect(isClose(parent.convertTime(1.25, from: layer), 0.5))
    }

    @Test @MainActor func localTimesNestDownTheHierarchy() {
        // Nested clocks: local time = f_leaf(f_mid(f_root(T))) with f(t) = (t − beginTime)·speed + timeOffset.
        let root = CALayer(), mid = CALayer(), leaf = CALayer()
        root.addSublayer(mid)
        mid.addSublayer(leaf)
        root.beginTime = 1; root.speed = 2
        mid.speed = 3; mid.timeOffset = 0.5
        leaf.beginTime = 0.25; leaf.timeOffset = 4
        func f(_ t: Double, begin: Double = 0, speed: Double = 1, offset: Double = 0) -> Double {
            (t - begin) * speed + offset
        }
        for absolute in [0.0, 1.0, 2.5, 7.0] {
            let expected = f(f(f(absolute, begin: 1, speed: 2), speed: 3, offset: 0.5), begin: 0.25, offset: 4)
            #expect(isClose(leaf.convertTime(absolute, from: nil), expected))
            #expect(isClose(leaf.convertTime(expected, to: nil), absolute))
        }
        // The effective rate is the product of the speeds: 2 × 3 × 1.
        let rate = leaf.convertTime(3, from: nil) - leaf.convertTime(2, from: nil)
        #expect(isClose(rate, 6))
    }

    @Test @MainActor func convertTimeBetweenSiblingsGoesThroughTheCommonAncestor() {
        let root = CALayer(), a = CALayer(), b = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.speed = 0.5
        a.speed = 2
        b.beginTime = 1; b.timeOffset = 3
        // a's local t → root time t / 2 (inverse of a's clock) → b's local (t/2 − 1) + 3.
        for t in [0.0, 2.0, 9.0] {
            let expected = (t / 2 - 1) + 3
            #expect(isClose(b.convertTime(t, from: a), expected))
            #expect(isClose(a.convertTime(expected, from: b), t))
            #expect(isClose(a.convertTime(t, to: b), expected))
        }
    }

    @Test @MainActor func animationBeginTimeIsTheLayerLocalTimeAtCommit() {
        let layer = makeCommittedLayer()
        CAMediaClock.advance(by: 2)
        layer.timeOffset = 10
        layer.add(basicAnimation("position.x", from: 0, to: 100, duration: 1), forKey: "move")
        #expect(layer.animation(forKey: "move")?.beginTime == 0)
        CATransaction.flush()
        // Committed at absolute 2 → layer local (2 − 0) × 1 + 10 = 12.
        #expect(isClose(layer.animation(forKey: "move")?.beginTime ?? .nan, 12))
    }

    @Test @MainActor func delayedBeginTimeUsesTheLayerTimeSpace() {
        // beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + d delays by d even when the
        // layer's clock is shifted.
        let layer = makeCommittedLayer()
        CAMediaClock.advance(by: 1)
        layer.timeOffset = 50
        let animation = basicAnimation("position.x", from: 0, to: 100, duration: 1)
        animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 0.5
        layer.add(animation, forKey: "move")
        CAMediaClock.advance(by: 0.25)
        #expect(isClose(presented(layer, "position.x"), 50))  // model value: not started
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(presented(layer, "position.x"), 100 * 0.25, 1e-9))
    }

    @Test @MainActor func layerSpeedTwoFinishesAOneSecondAnimationInHalfASecond() {
        // A 1 s animation on a layer at speed 2 finishes after 0.5 s of wall time.
        let log = EventLog()
        let layer = makeCommittedLayer()
        layer.speed = 2
        let animation = basicAnimation("position.x", from: 0, to: 100, duration: 1)
        animation.delegate = RecordingAnimationDelegate("move", log: log)
        layer.add(animation, forKey: "move")
        CAMediaClock.advance(by: 0.25)
        #expect(isClose(presented(layer, "position.x"), 100 * (0.25 * 2)))
        #expect(log.entries == ["start move"])
        CAMediaClock.advance(by: 0.25)
        #expect(log.entries == ["start move", "stop move true"])
        #expect(layer.animationKeys() == nil)
        #expect(isClose(presented(layer, "position.x"), 50))
    }

    @Test @MainActor func animationSpeedMultipliesTheLayerSpeed() {
        // Speed 3 on a layer at speed 0.5 runs 1.5× fast: a 1 s animation ends after 2/3 s.
        let log = EventLog()
        let layer = makeCommittedLayer()
        layer.speed = 0.5
        let animation = basicAnimation("position.x", from: 0, to: 100, duration: 1)
        animation.speed = 3
        animation.delegate = RecordingAnimationDelegate("move", log: log)
        layer.add(animation, forKey: "move")
        CAMediaClock.advance(by: 1.0 / 3.0)
        #expect(isClose(presented(layer, "position.x"), 100 * (1.5 / 3.0), 1e-9))
        CAMediaClock.advance(by: 0.3)
        #expect(isClose(presented(layer, "position.x"), 100 * (1.5 * (1.0 / 3.0 + 0.3)), 1e-9))
        #expect(!log.entries.contains("stop move true"))
        CAMediaClock.advance(by: 2.0 / 3.0 - (1.0 / 3.0 + 0.3))
        #expect(log.entries == ["start move", "stop move true"])
    }

    @Test @MainActor func speedZeroLayerScrubsWithTimeOffset() {
        // Rönnqvist's slider ("Controlling Animation Timing"): a 1 s animation on a layer at speed 0, scrubbed with
        // timeOffset.
        let layer = makeCommittedLayer()
        CAMediaClock.advance(by: 1)
        layer.speed = 0
        layer.add(basicAnimation("position.x", from: 0, to: 100, duration: 1), forKey: "scrub")
        CAMediaClock.advance(by: 0.5)
        // Paused with timeOffset 0: stuck at the first frame.
        #expect(isClose(presented(layer, "position.x"), 0))
        for value in [0.3, 0.75, 0.1] {
            layer.timeOffset = value
            #expect(isClose(presented(layer, "position.x"), 100 * value))
            CAMediaClock.advance(by: 1)
            #expect(isClose(presented(layer, "position.x"), 100 * value))
        }
        #expect(layer.animation(forKey: "scrub") != nil)
    }

    @Test @MainActor func maskUsesItsOwnerAsTimingParent() {
        let owner = CALayer()
        let mask = CALayer()
        owner.mask = mask
        owner.speed = 2
        owner.beginTime = 1
        #expect(isClose(mask.convertTime(3, from: nil), (3 - 1) * 2))
    }

    @Test @MainActor func layerTimingValuesAreValidated() {
        let layer = CALayer()
        layer.speed = 2
        let reports = Diagnostics.capture {
            layer.speed = .nan
            layer.beginTime = .infinity
            layer.timeOffset = .nan
            layer.duration = -1
        }
        #expect(reports.map(\.code) == Array(repeating: .invalidTiming, count: 4))
        #expect(layer.speed == 2 && layer.beginTime == 0 && layer.timeOffset == 0 && layer.duration == 0)
    }
}
