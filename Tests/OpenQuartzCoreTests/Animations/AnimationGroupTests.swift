import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// CAAnimationGroup: children run in the group's time space (beginTime is an offset from the group's
/// start), are clipped to the group's duration, a child with duration 0 takes the group's, speeds
/// multiply, and children's delegates are ignored.
@Suite("CAAnimationGroup", .freshApplication)
struct AnimationGroupTests {
    @Test @MainActor func childrenRunInTheGroupTimeline() {
        let log = EventLog()
        let layer = makeCommittedLayer(frame: CGRect(x: -43, y: -43, width: 100, height: 100))  // position (7, 7)
        CAMediaClock.advance(by: 1)
        let offset = basicAnimation("position.x", from: 0, to: 100, duration: 1)
        offset.beginTime = 0.5
        offset.delegate = RecordingAnimationDelegate("child", log: log)
        let inherits = CABasicAnimation(keyPath: "opacity")
        inherits.fromValue = 1
        inherits.toValue = 0
        let clipped = basicAnimation("position.y", from: 0, to: 300, duration: 3)
        let group = CAAnimationGroup()
        group.animations = [offset, inherits, clipped]
        group.duration = 2
        group.delegate = RecordingAnimationDelegate("group", log: log)
        layer.add(group, forKey: "group")

        CAMediaClock.advance(by: 0.25)
        // Group time 0.25: the offset child has not begun (model x), the inheriting child is 1/8 through.
        #expect(isClose(presented(layer, "position.x"), 7))
        #expect(isClose(layer.presentation()?.opacity, 1 - 0.25 / 2))
        #expect(isClose(presented(layer, "position.y"), 300 * 0.25 / 3))
        CAMediaClock.advance(by: 0.75)
        // Group time 1: the offset child is half-way.
        #expect(isClose(presented(layer, "position.x"), 50))
        #expect(isClose(layer.presentation()?.opacity, 0.5))
        #expect(isClose(presented(layer, "position.y"), 100))
        CAMediaClock.advance(by: 0.5)
        // Group time 1.5: the offset child ended (no fill), the clipped child goes on.
        #expect(isClose(presented(layer, "position.x"), 7))
        #expect(isClose(presented(layer, "position.y"), 150))
        CAMediaClock.advance(by: 0.5)
        // Group time 2: the group ends and takes its children with it (the 3 s child is clipped at 2 s).
        #expect(isClose(presented(layer, "position.y"), 7))
        #expect(isClose(layer.presentation()?.opacity, 1))
        #expect(layer.animationKeys() == nil)
        #expect(log.entries == ["start group", "stop group true"])
    }

    @Test @MainActor func childWithDurationZeroTakesTheGroupDuration() throws {
        let layer = makeCommittedLayer()
        let child = CABasicAnimation(keyPath: "opacity")
        child.fromValue = 0
        child.toValue = 1
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 4
        layer.add(group, forKey: "group")
        let running = try #require(layer.animation(forKey: "group") as? CAAnimationGroup)
        #expect(running.animations?.first?.duration == 4)
        #expect(child.duration == 0)
        CAMediaClock.advance(by: 1)
        #expect(isClose(layer.presentation()?.opacity, 0.25))
    }

    @Test @MainActor func groupWithoutDurationTakesTheTransactionDuration() throws {
        let layer = makeCommittedLayer()
        let child = basicAnimation("opacity", from: 0, to: 1, duration: 0)
        let group = CAAnimationGroup()
        group.animations = [child]
        layer.add(group, forKey: "group")
        let running = try #require(layer.animation(forKey: "group") as? CAAnimationGroup)
        #expect(running.duration == 0.25)
        #expect(running.animations?.first?.duration == 0.25)
    }

    @Test @MainActor func speedsMultiplyThroughTheGroup() {
        // Speed 1.5 inside a group at speed 2 runs 3× fast.
        let layer = makeCommittedLayer()
        let child = basicAnimation("position.x", from: 0, to: 300, duration: 3)
        child.speed = 1.5
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 10
        group.speed = 2
        layer.add(group, forKey: "group")
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(presented(layer, "position.x"), 100 * 3 * 0.5))
        CAMediaClock.advance(by: 0.4)
        #expect(isClose(presented(layer, "position.x"), 100 * 3 * 0.9, 1e-9))
        CAMediaClock.advance(by: 0.2)
        // The child ended at 1 s of wall time; the group goes on for 5 s.
        #expect(isClose(presented(layer, "position.x"), 50))
        #expect(layer.animationKeys() == ["group"])
    }

    @Test @MainActor func groupRepeatsReplayTheChildren() {
        let layer = makeCommittedLayer()
        let child = basicAnimation("position.x", from: 0, to: 100, duration: 1)
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 1
        group.repeatCount = 2
        group.autoreverses = true
        layer.add(group, forKey: "group")
        CAMediaClock.advance(by: 0.25)
        #expect(isClose(presented(layer, "position.x"), 25))
        CAMediaClock.advance(by: 1)
        // Group time 1.25: on the way back, 0.75.
        #expect(isClose(presented(layer, "position.x"), 75))
        CAMediaClock.advance(by: 1)
        #expect(isClose(presented(layer, "position.x"), 25))
    }

    @Test @MainActor func invalidChildKeepsTheGroupOut() {
        let layer = makeCommittedLayer()
        let group = CAAnimationGroup()
        group.animations = [
            basicAnimation("opacity", from: 0, to: 1, duration: 1), CABasicAnimation(keyPath: "nonsense"),
        ]
        group.duration = 1
        let reports = Diagnostics.capture { layer.add(group, forKey: "group") }
        #expect(reports.map(\.code) == [.unknownKeyPath])
        #expect(layer.animationKeys() == nil)
    }
}
