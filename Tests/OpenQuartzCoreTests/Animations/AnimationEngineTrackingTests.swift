import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// The animation engine follows animated layers without retaining them: a layer released while animating
/// takes its animations with it (their delegates hear `finished == false` at the next pass, once), the other
/// layers' animations go on, and layers made afterwards — at the addresses of released ones, often — are
/// followed afresh. Sibling layers share their parent's time, worked out once for each parent in a pass.
@Suite("Animation engine: following layers", .freshApplication)
struct AnimationEngineTrackingTests {
    /// Three layers fade for 1 s; the middle one is released at 0.5 s. Its delegate hears the stop,
    /// unfinished, at the next pass and only once; the others stop finished at 1 s.
    @Test @MainActor func aLayerReleasedWhileAnimatingEndsItsAnimationsUnfinishedOnce() {
        let log = EventLog()
        let first = makeCommittedLayer()
        var middle: CALayer? = makeCommittedLayer()
        let last = makeCommittedLayer()
        for (name, layer) in [("first", first), ("middle", middle!), ("last", last)] {
            fade(layer, for: 1, reportingAs: name, to: log)
        }
        CAMediaClock.advance(by: 0.5)
        #expect(log.entries == ["start first", "start middle", "start last"])
        middle = nil
        #expect(AnimationEngine.hasRunningAnimations)
        CAMediaClock.advance(by: 1.0 / 60)
        #expect(log.entries == ["start first", "start middle", "start last", "stop middle false"])
        CAMediaClock.advance(by: 1)
        #expect(
            log.entries == [
                "start first", "start middle", "start last", "stop middle false", "stop first true", "stop last true",
            ])
        #expect(!AnimationEngine.hasRunningAnimations)
    }

    /// Forty layers released mid-animation, then forty new ones animated (the allocator hands out the
    /// released layers' memory again): each delegate hears one start and one stop, the released ones'
    /// unfinished, the new ones' finished at their end.
    @Test @MainActor func layersMadeAfterReleasedOnesAreFollowedAfresh() {
        let log = EventLog()
        var released: [CALayer] = (0..<40).map { _ in makeCommittedLayer() }
        for (index, layer) in released.enumerated() {
            fade(layer, for: 1, reportingAs: "old\(index)", to: log)
        }
        CAMediaClock.advance(by: 0.25)
        released = []
        let fresh: [CALayer] = (0..<40).map { _ in makeCommittedLayer() }
        for (index, layer) in fresh.enumerated() {
            fade(layer, for: 0.5, reportingAs: "new\(index)", to: log)
        }
        CAMediaClock.advance(by: 1)
        let expected =
            (0..<40).map { "start old\($0)" } + (0..<40).map { "stop old\($0) false" }
            + (0..<40).map { "start new\($0)" } + (0..<40).map { "stop new\($0) true" }
        #expect(log.entries.sorted() == expected.sorted())
        #expect(log.entries.prefix(40) == ArraySlice((0..<40).map { "start old\($0)" }))
        #expect(log.entries.suffix(40) == ArraySlice((0..<40).map { "stop new\($0) true" }))
        #expect(!AnimationEngine.hasRunningAnimations)
        withExtendedLifetime(fresh) {}
    }

    /// Two children of a parent at speed 2 and one child of a parent at speed 1, interleaved in the order
    /// animated: each pass switches parents between layers, and each layer runs on its own parent's clock —
    /// 1 s animations end at 0.5 s under the fast parent and at 1 s under the other. The next event the frame
    /// jumps aim at is the fast children's end, in media time.
    @Test @MainActor func siblingsRunOnTheirOwnParentsClock() {
        let log = EventLog()
        let fast = makeCommittedLayer(), slow = makeCommittedLayer()
        fast.speed = 2
        let children = [CALayer(), CALayer(), CALayer()]
        fast.addSublayer(children[0])
        slow.addSublayer(children[1])
        fast.addSublayer(children[2])
        CATransaction.flush()
        let start = CACurrentMediaTime()
        for (index, child) in children.enumerated() {
            fade(child, for: 1, reportingAs: "child\(index)", to: log)
        }
        CAMediaClock.advance(by: 0)
        #expect(abs(AnimationEngine.nextEventTime(after: start) - (start + 0.5)) < 1e-9)
        CAMediaClock.advance(by: 0.5)
        #expect(
            log.entries == ["start child0", "start child1", "start child2", "stop child0 true", "stop child2 true"])
        #expect(abs(AnimationEngine.nextEventTime(after: CACurrentMediaTime()) - (start + 1)) < 1e-9)
        CAMediaClock.advance(by: 0.5)
        #expect(log.entries.suffix(1) == ["stop child1 true"])
    }

    /// A paused parent (speed 0, its time offset where it stopped) freezes its children: nothing of theirs is
    /// running for the run loop, no event is ahead, and resuming carries on from the offset.
    @Test @MainActor func aPausedParentFreezesItsChildren() {
        let log = EventLog()
        let parent = makeCommittedLayer()
        let child = CALayer()
        parent.addSublayer(child)
        CATransaction.flush()
        fade(child, for: 1, reportingAs: "child", to: log)
        CAMediaClock.advance(by: 0.25)
        let pausedAt = parent.convertTime(CACurrentMediaTime(), from: nil)
        parent.speed = 0
        parent.timeOffset = pausedAt
        #expect(!AnimationEngine.hasRunningAnimations)
        #expect(AnimationEngine.nextEventTime(after: CACurrentMediaTime()) == .infinity)
        CAMediaClock.advance(by: 5)
        #expect(log.entries == ["start child"])
        parent.speed = 1
        parent.timeOffset = 0
        parent.beginTime = parent.convertTime(CACurrentMediaTime(), from: nil) - pausedAt
        CAMediaClock.advance(by: 0.75)
        #expect(log.entries == ["start child", "stop child true"])
    }

    /// Fades `layer` in over `duration` under the key "fade", its delegate logging as `name`.
    @MainActor private func fade(
        _ layer: CALayer, for duration: CFTimeInterval, reportingAs name: String, to log: EventLog
    ) {
        let animation = basicAnimation("opacity", from: 0, to: 1, duration: duration)
        animation.delegate = RecordingAnimationDelegate(name, log: log)
        layer.add(animation, forKey: "fade")
    }
}
