import Testing
@testable import OpenUIKit

/// UILongPressGestureRecognizer on the virtual clock, and UIScreenEdgePanGestureRecognizer's edges.
@MainActor
@Suite struct LongPressAndEdgePanTests {
    @Test func aLongPressBeginsAfterHalfASecondThenFollowsTheFinger() {
        UIApplication.shared.reset()
        let window = makeTouchWindow()
        var log: [String] = []
        let press = UILongPressGestureRecognizer {
            log.append("\($0.state) at \(CACurrentMediaTime().formattedTime) x=\($0.location(in: nil).x.formatted)")
        }
        window.addGestureRecognizer(press)
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 100, y: 100))
        UIApplication.shared.advance(by: 0.4)
        UIApplication.shared.touchMove(touch, to: CGPoint(x: 108, y: 100))  // within 10 pt: still possible
        UIApplication.shared.advance(by: 0.2)
        UIApplication.shared.touchMove(touch, to: CGPoint(x: 150, y: 100))
        UIApplication.shared.advance(by: 0)
        UIApplication.shared.touchUp(touch)
        UIApplication.shared.advance(by: 0)
        #expect(log == ["began at 30/60 x=108", "changed at 36/60 x=150", "ended at 36/60 x=150"])
    }

    @Test func moving11PointsOrLiftingEarlyFailsAndATapCanComeFirst() {
        UIApplication.shared.reset()
        let window = makeTouchWindow()
        var log: [String] = []
        let press = UILongPressGestureRecognizer { log.append("\($0.state)") }
        window.addGestureRecognizer(press)
        UIApplication.shared.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 111, y: 100), duration: 0.1)
        let held = UIApplication.shared.touchDown(at: CGPoint(x: 100, y: 100))
        UIApplication.shared.advance(by: 0.3)
        UIApplication.shared.touchUp(held)
        UIApplication.shared.runUntilIdle()
        #expect(log.isEmpty)
        press.numberOfTapsRequired = 1
        let plain = UIApplication.shared.touchDown(at: CGPoint(x: 100, y: 100))  // no tap before: fails
        UIApplication.shared.advance(by: 0.6)
        UIApplication.shared.touchUp(plain)
        UIApplication.shared.advance(by: 1)
        UIApplication.shared.tap(at: CGPoint(x: 100, y: 100))
        let afterTap = UIApplication.shared.touchDown(at: CGPoint(x: 102, y: 100))
        UIApplication.shared.advance(by: 0.6)
        UIApplication.shared.touchUp(afterTap)
        UIApplication.shared.advance(by: 0)
        #expect(log == ["began", "ended"])
    }

    @Test func anEdgePanStartsOnlyNearItsEdgesAndMovingAwayFromThem() {
        UIApplication.shared.reset()
        let window = makeTouchWindow()
        var log: [String] = []
        let edge = UIScreenEdgePanGestureRecognizer { log.append("\($0.state) \($0.translation(in: nil).x.formatted)") }
        edge.edges = .left
        window.addGestureRecognizer(edge)
        UIApplication.shared.drag(from: CGPoint(x: 15, y: 400), to: CGPoint(x: 75, y: 400), duration: 0.1)  // within 20 pt
        #expect(log == ["began 0", "changed 10", "changed 20", "changed 30", "changed 40", "changed 50", "ended 50"])
        log = []
        UIApplication.shared.drag(from: CGPoint(x: 25, y: 400), to: CGPoint(x: 85, y: 400), duration: 0.1)  // 25 pt in
        UIApplication.shared.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 5, y: 460), duration: 0.1)  // along the edge
        UIApplication.shared.drag(from: CGPoint(x: 385, y: 400), to: CGPoint(x: 325, y: 400), duration: 0.1)  // the right edge
        #expect(log.isEmpty)
        edge.edges = [.left, .right]
        UIApplication.shared.drag(from: CGPoint(x: 385, y: 400), to: CGPoint(x: 325, y: 400), duration: 0.1)
        #expect(log.first == "began 0" && log.last == "ended -50")
    }
}
