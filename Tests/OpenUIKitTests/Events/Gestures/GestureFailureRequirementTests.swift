import Testing
@testable import OpenUIKit

/// A recognizer's delegate naming itself required to fail by another.
@MainActor
@Suite struct GestureFailureRequirementTests {
    @MainActor final class RequiredToFail: UIGestureRecognizerDelegate {
        weak var waiting: UIGestureRecognizer?
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer
        ) -> Bool {
            other === waiting
        }
    }

    @Test func shouldBeRequiredToFailByMakesTheOtherWait() {
        UIApplication.shared.reset()
        let window = makeTouchWindow()
        var log: [String] = []
        let pan = UIPanGestureRecognizer { log.append("pan \($0.state)") }
        let swipe = UISwipeGestureRecognizer { _ in log.append("swipe") }
        let delegate = RequiredToFail()
        delegate.waiting = pan  // the pan waits for the swipe to fail
        swipe.delegate = delegate
        window.addGestureRecognizer(pan)
        window.addGestureRecognizer(swipe)
        UIApplication.shared.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)  // a swipe
        UIApplication.shared.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), duration: 0.1)  // down: the swipe fails at 50 pt
        #expect(log == ["swipe", "pan began", "pan changed", "pan ended"])
    }
}
