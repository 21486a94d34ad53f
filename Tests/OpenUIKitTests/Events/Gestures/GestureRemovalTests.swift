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
}
