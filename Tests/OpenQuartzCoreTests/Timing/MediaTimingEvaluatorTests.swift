import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// The CAMediaTiming evaluator on its own (CAMediaTiming.h): active interval, repeat, autoreverse, speed,
/// timeOffset and fill, with expected local times computed from the formulas in each test.
@Suite("MediaTiming evaluator", .freshApplication)
struct MediaTimingEvaluatorTests {
    /// The basic local time at `t`, or nil when the timing has no effect there.
    private func basic(_ timing: MediaTiming, _ t: Double) -> Double? {
        timing.basicTime(fromParent: t)?.time
    }

    private func expectBasic(
        _ timing: MediaTiming, at t: Double, _ expected: Double?, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let value = basic(timing, t)
        if let expected {
            #expect(
                value.map { isClose($0, expected) } == true,
                "basic time at \(t) is \(String(describing: value)), expected \(expected)",
                sourceLocation: sourceLocation)
        } else {
            #expect(
                value == nil, "basic time at \(t) is \(String(describing: value)), expected no effect",
                sourceLocation: sourceLocation)
        }
    }

    @Test @MainActor func defaultsMatchTheHeader() {
        // CAMediaTiming.h's defaults: beginTime 0, duration 0, speed 1, timeOffset 0, repeatCount 0, repeatDuration 0,
        // autoreverses NO, fillMode removed — for the evaluator, animations and layers alike.
        let timing = MediaTiming()
        #expect(timing.beginTime == 0 && timing.duration == 0 && timing.speed == 1 && timing.timeOffset == 0)
        #expect(timing.repeatCount == 0 && timing.repeatDuration == 0 && !timing.autoreverses)
        #expect(timing.fillMode == .removed)
        let timed: [any CAMediaTiming] = [CABasicAnimation(), CAKeyframeAnimation(), CAAnimationGroup(), CALayer()]
        for object in timed {
            #expect(object.beginTime == 0 && object.duration == 0 && object.speed == 1 && object.timeOffset == 0)
            #expect(object.repeatCount == 0 && object.repeatDuration == 0 && !object.autoreverses)
            #expect(object.fillMode == .removed)
        }
        // Facts 16 and 18: removed on completion by default, no timing function (linear).
        let animation = CABasicAnimation()
        #expect(animation.isRemovedOnCompletion)
        #expect(animation.timingFunction == nil)
    }

    @Test @MainActor func activeLocalTimeIsParentMinusBeginTimesSpeedPlusOffset() {
        // CAMediaTiming.h, stage 1 for a layer clock: t = (tParent − beginTime) × speed + timeOffset, and its inverse.
        let timing = MediaTiming(beginTime: 2, speed: 1.5, timeOffset: 0.25)
        for parent in [0.0, 2.0, 3.5, 10.0] {
            let expected = (parent - 2) * 1.5 + 0.25
            #expect(isClose(timing.localTime(fromParent: parent), expected))
            #expect(isClose(timing.parentTime(fromLocal: expected), parent))
        }
        // Apple's convertTime(_:from:) example: speed 0.5, timeOffset 1 → parent time 0.5 is local 0.5 × 0.5 + 1 =
        // 1.25.
        let documented = MediaTiming(speed: 0.5, timeOffset: 1)
        #expect(isClose(documented.localTime(fromParent: 0.5), 1.25))
        #expect(isClose(documented.parentTime(fromLocal: 1.25), 0.5))
    }

    @Test @MainActor func fractionalRepeatCount() {
        // Duration 2, repeatCount 3.5 → active duration 7.
        let timing = MediaTiming(duration: 2, repeatCount: 3.5, fillMode: .forwards)
        #expect(isClose(timing.activeDuration, 2 * 3.5))
        expectBasic(timing, at: 6.5, 6.5 - 3 * 2)
        #expect(timing.basicTime(fromParent: 6.5)?.iteration == 3)
        #expect(timing.phase(atParent: 6.99) == .active)
        #expect(timing.phase(atParent: 7) == .after)
        // Filled forwards it holds half-way through the fourth pass: 7 − 3 × 2 = 1.
        expectBasic(timing, at: 20, 1)
    }

    @Test @MainActor func repeatCountWholeJumpsBackToTheStart() {
        // Duration 1.5, repeatCount 2 → 3 s; at 1.5 the time jumps from the end back to 0.
        let timing = MediaTiming(duration: 1.5, repeatCount: 2)
        #expect(isClose(timing.activeDuration, 3))
        expectBasic(timing, at: 1.5 - 1e-6, 1.5 - 1e-6)
        expectBasic(timing, at: 1.5, 0)
        #expect(timing.basicTime(fromParent: 1.5)?.iteration == 1)
        expectBasic(timing, at: 2.25, 0.75)
        expectBasic(timing, at: 3, nil)
    }

    @Test @MainActor func hugeRepeatCountRepeatsForever() {
        // CAMediaTiming.h: HUGE_VALF (and infinity) repeat forever.
        for count in [Double(Float.greatestFiniteMagnitude), Double.infinity] {
            let timing = MediaTiming(duration: 2, repeatCount: count)
            #expect(timing.activeDuration == .infinity)
            #expect(timing.phase(atParent: 1e9) == .active)
            let t = 1e6 + 0.5
            expectBasic(timing, at: t, t - 2 * (t / 2).rounded(.down))
        }
    }

    @Test @MainActor func repeatDurationCutsTheRun() {
        // Duration 1.5, repeatDuration 2 → one full pass, then the first 0.5 s of a second pass.
        let timing = MediaTiming(duration: 1.5, repeatDuration: 2, fillMode: .forwards)
        #expect(isClose(timing.activeDuration, 2))
        expectBasic(timing, at: 1.0, 1.0)
        expectBasic(timing, at: 1.75, 1.75 - 1.5)
        #expect(timing.phase(atParent: 2) == .after)
        // Filled, it stays at 2 − 1.5 = 0.5 s: one third of the pass.
        expectBasic(timing, at: 5, 0.5)
        // A repeatDuration shorter than the duration ends early.
        let short = MediaTiming(duration: 2, repeatDuration: 0.5, fillMode: .forwards)
        #expect(short.phase(atParent: 0.5) == .after)
        expectBasic(short, at: 1, 0.5)
    }

    @Test @MainActor func autoreversesDoublesEachIterationAndEndsOnTheStart() {
        // Duration 1.5 with autoreverses → 3 s in total, ending on fromValue.
        let timing = MediaTiming(duration: 1.5, autoreverses: true, fillMode: .forwards)
        #expect(isClose(timing.activeDuration, 3))
        func expected(_ t: Double) -> Double {
            let cycle = t.truncatingRemainder(dividingBy: 3)
            return cycle < 1.5 ? cycle : 3 - cycle
        }
        for t in [0.0, 0.75, 1.4, 1.6, 2.0, 2.25, 2.9] {
            expectBasic(timing, at: t, expected(t))
        }
        #expect(timing.phase(atParent: 3) == .after)
        expectBasic(timing, at: 3, 0)
        expectBasic(timing, at: 10, 0)
    }

    @Test @MainActor func repeatCountWithAutoreversesEndsOnTheEnd() {
        // Duration 0.5, repeatCount 2.5, autoreverses → 2.5 s; forward 0–0.5, back 0.5–1.0, forward
        // 1.0–1.5, back 1.5–2.0, forward 2.0–2.5; it ends on toValue.
        let timing = MediaTiming(duration: 0.5, repeatCount: 2.5, autoreverses: true, fillMode: .forwards)
        #expect(isClose(timing.activeDuration, 0.5 * 2 * 2.5))
        func expected(_ t: Double) -> Double {
            let pass = (t / 0.5).rounded(.down)
            let within = t - pass * 0.5
            return Int(pass) % 2 == 0 ? within : 0.5 - within
        }
        for t in [0.1, 0.4, 0.6, 0.9, 1.2, 1.6, 1.9, 2.2, 2.45] {
            expectBasic(timing, at: t, expected(t))
        }
        #expect(timing.phase(atParent: 2.5) == .after)
        expectBasic(timing, at: 2.5, 0.5)
    }

    @Test @MainActor func beginTimeTimeline() {
        // Duration 1.5, beginTime 1 → nothing for t < 1, running 1–2.5, removed after.
        let timing = MediaTiming(beginTime: 1, duration: 1.5)
        #expect(timing.phase(atParent: 0.5) == .before)
        expectBasic(timing, at: 0.5, nil)
        expectBasic(timing, at: 1, 0)
        expectBasic(timing, at: 2, 1)
        #expect(timing.phase(atParent: 2.5) == .after)
        expectBasic(timing, at: 2.6, nil)
    }

    @Test @MainActor func speedScalesAndNests() {
        // Duration 3 at speed 2 finishes in 1.5 s.
        let fast = MediaTiming(duration: 3, speed: 2)
        expectBasic(fast, at: 0.75, 0.75 * 2)
        #expect(fast.phase(atParent: 1.49) == .active)
        #expect(fast.phase(atParent: 1.5) == .after)
        // Speed 1.5 inside a group at speed 2 runs 3× fast.
        let group = MediaTiming(duration: 100, speed: 2)
        let child = MediaTiming(duration: 3, speed: 1.5)
        for t in [0.1, 0.5, 0.9] {
            let groupTime = basic(group, t) ?? .nan
            expectBasic(child, at: groupTime, 3 * t)
        }
        #expect(child.phase(atParent: basic(group, 1.0) ?? .nan) == .after)
        // Speed 3 on a layer at speed 0.5 runs 1.5× fast.
        let layer = MediaTiming(speed: 0.5)
        let animation = MediaTiming(duration: 3, speed: 3)
        for t in [0.4, 1.0, 1.9] {
            expectBasic(animation, at: layer.localTime(fromParent: t), 1.5 * t)
        }
        #expect(animation.phase(atParent: layer.localTime(fromParent: 2)) == .after)
    }

    @Test @MainActor func negativeSpeedRunsBackwards() {
        // Speed −1 runs time backwards. The engine plays the active interval from its end: the
        // animation is active from its begin time for its active duration and shows end → start.
        let timing = MediaTiming(duration: 1, speed: -1, fillMode: .both)
        #expect(timing.phase(atParent: -0.1) == .before)
        #expect(timing.phase(atParent: 0) == .active)
        expectBasic(timing, at: 0, 1)
        expectBasic(timing, at: 0.25, 1 - 0.25)
        expectBasic(timing, at: 0.75, 1 - 0.75)
        #expect(timing.phase(atParent: 1) == .after)
        // Filled: before the start it holds the first frame shown (the end), after the end the last (0).
        expectBasic(timing, at: -1, 1)
        expectBasic(timing, at: 5, 0)
    }

    @Test @MainActor func timeOffsetWrapsWithinTheDuration() {
        // Duration 3, timeOffset 1 → starts at 1 s, plays to the end, wraps and plays the first
        // second; still 3 s in total.
        let timing = MediaTiming(duration: 3, timeOffset: 1)
        expectBasic(timing, at: 0, 1)
        expectBasic(timing, at: 1.5, 2.5)
        expectBasic(timing, at: 2.5, 2.5 + 1 - 3)
        expectBasic(timing, at: 2.99, 2.99 + 1 - 3)
        #expect(timing.phase(atParent: 2.99) == .active)
        #expect(timing.phase(atParent: 3) == .after)
        // timeOffset is added after the speed: at speed 2, parent 0.5 → 0.5 × 2 + 1 = 2.
        let fast = MediaTiming(duration: 3, speed: 2, timeOffset: 1)
        expectBasic(fast, at: 0.5, 0.5 * 2 + 1)
        expectBasic(fast, at: 1.25, 1.25 * 2 + 1 - 3)
        #expect(fast.phase(atParent: 1.5) == .after)
    }

    @Test @MainActor func speedZeroFreezesAtTimeOffset() {
        // Speed 0 freezes local time at timeOffset; timeOffset 0 is stuck at the first frame.
        let scrubbed = MediaTiming(duration: 1, speed: 0, timeOffset: 0.4)
        for t in [0.0, 3.0, 1000.0] { expectBasic(scrubbed, at: t, 0.4) }
        let stuck = MediaTiming(duration: 1, speed: 0)
        for t in [0.0, 3.0] { expectBasic(stuck, at: t, 0) }
        // A layer clock at speed 0 reads timeOffset at every parent time.
        let layer = MediaTiming(beginTime: 7, speed: 0, timeOffset: 0.3)
        #expect(layer.localTime(fromParent: 100) == 0.3)
    }

    @Test @MainActor func fillModes() {
        // Apple's CAMediaTimingFillMode documentation: removed has no effect outside [1, 2); forwards holds the end;
        // backwards holds the start; both does both.
        func timing(_ fill: CAMediaTimingFillMode) -> MediaTiming {
            MediaTiming(beginTime: 1, duration: 1, fillMode: fill)
        }
        expectBasic(timing(.removed), at: 0.5, nil)
        expectBasic(timing(.removed), at: 2.5, nil)
        expectBasic(timing(.forwards), at: 0.5, nil)
        expectBasic(timing(.forwards), at: 2.5, 1)
        expectBasic(timing(.backwards), at: 0.5, 0)
        expectBasic(timing(.backwards), at: 2.5, nil)
        expectBasic(timing(.both), at: 0.5, 0)
        expectBasic(timing(.both), at: 2.5, 1)
        expectBasic(timing(.both), at: 1.5, 0.5)
    }

    @Test @MainActor func forwardsFillOfAnInfiniteRepeatHasNoEnd() {
        let timing = MediaTiming(duration: 1, repeatCount: .infinity, fillMode: .forwards)
        #expect(timing.phase(atParent: 1e12) == .active)
    }
}
