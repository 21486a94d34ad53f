import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// A recognizer taken out of a gesture while it holds the view's delivery (`delaysTouchesEnded`): removed
/// from its view or disabled, it fails, and the view gets what was held once the run-loop turn ends.
@MainActor
@Suite(.freshApplication) struct GestureRemovalTests {
    enum Removal: CustomStringConvertible, CaseIterable {
        case removedFromItsView, disabled
        var description: String { self == .removedFromItsView ? "removed from its view" : "disabled" }
    }

    @Test(arguments: Removal.allCases)
    func aDoubleTapTakenOutWhileItHoldsATouchesEndReleasesIt(removal: Removal) {
        let (log, _, view) = makeBoxScene(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let pan = UIPanGestureRecognizer { log.append("pan \($0.state)") }
        let double = UITapGestureRecognizer { log.append("double \($0.state)") }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(double)
        UIApplication.shared.tap(at: CGPoint(x: 50, y: 50))
        // The double tap waits for a second tap: the view's touchesEnded is held (delaysTouchesEnded).
        #expect(log.lines == ["box began (50, 50)"])
        #expect(double.state == .possible)
        switch removal {
        case .removedFromItsView: view.removeGestureRecognizer(double)
        case .disabled: double.isEnabled = false
        }
        #expect(double.state == .failed)
        #expect(log.lines == ["box began (50, 50)"])
        UIApplication.shared.advance(by: 0)
        #expect(log.lines == ["box began (50, 50)", "box ended (50, 50)"])
        UIApplication.shared.runUntilIdle()
        #expect(log.lines == ["box began (50, 50)", "box ended (50, 50)"])
        #expect(double.state == .possible)
        #expect(!UIApplication.shared.isBusy)
    }

    /// A recognizer reset after the finger it followed lifted shares nothing with a pan that still lists that
    /// finger among its own: the pan recognizing later does not fail it (failed with no touch left, it would
    /// never be reset, and would take no touch again).
    @Test func aRecognizerResetAfterItsFingerLiftedIsNotFailedByAPanThatRecognizesLater() {
        let (log, _, view) = makeBoxScene(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let pan = UIPanGestureRecognizer { log.append("pan \($0.state)") }
        view.addGestureRecognizer(pan)
        let held = UIApplication.shared.touchDown(at: CGPoint(x: 100, y: 100))
        UIApplication.shared.advance(by: 0)
        let press = UILongPressGestureRecognizer { log.append("press \($0.state)") }
        view.addGestureRecognizer(press)
        // A second finger taps: the press follows it only, and fails as it lifts early, then resets.
        UIApplication.shared.tap(at: CGPoint(x: 100, y: 100))
        #expect(press.state == .possible)
        UIApplication.shared.touchMove(held, to: CGPoint(x: 85, y: 40))
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(pan.state == .began)
        #expect(press.state == .possible)
        UIApplication.shared.touchUp(held)
        UIApplication.shared.advance(by: 0)
        let finger = UIApplication.shared.touchDown(at: CGPoint(x: 50, y: 50))
        UIApplication.shared.advance(by: 0.6)
        UIApplication.shared.touchUp(finger)
        UIApplication.shared.advance(by: 0)
        #expect(
            log.lines.filter { $0.hasPrefix("pan") || $0.hasPrefix("press") } == [
                "pan began", "pan ended", "press began", "press ended",
            ])
    }
}
