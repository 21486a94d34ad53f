import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Containment code from notes on child controllers, run as written (translated to Swift): the delayed
/// addSubview-before-addChild while the parent appears in an animated transition, and a child removed right
/// after a flip between children starts.
@MainActor
@Suite(.freshApplication) struct ContainmentNotesTests {
    /// The seed's `addSubViewController`: addSubview, then addChild, then didMove.
    private func addSubViewController(to parent: UIViewController, log: LoggingController.Log) -> LoggingController {
        let ttvc = LoggingController("TT", log: log)
        parent.view.addSubview(ttvc.view)
        parent.addChild(ttvc)
        ttvc.didMove(toParent: parent)
        return ttvc
    }

    @Test func addingTheChild0point26sIntoAnAnimatedAppearanceDeliversViewDidAppearTwice() {
        // `dispatch_after(0.26 s)` from viewDidLoad lands while the parent is still appearing (here a 1 s
        // transition between two children of a container, standing in for an animated push).
        let log = LoggingController.Log()
        let container = UIViewController()
        let a = LoggingController("A", log: log)
        let b = LoggingController("B", log: log)
        ControllerFixtures.window(root: container).makeKeyAndVisible()
        container.addChild(a)
        container.view.addSubview(a.view)
        a.didMove(toParent: container)
        UIApplication.shared.advance(by: 0)
        a.willMove(toParent: nil)
        container.addChild(b)
        b.view.alpha = 0
        container.transition(from: a, to: b, duration: 1, options: [.curveLinear], animations: { b.view.alpha = 1 }) {
            _ in
            a.removeFromParent()
            b.didMove(toParent: container)
        }
        UIApplication.shared.advance(by: 0.26)
        log.lines.removeAll()
        var reports: [Diagnostic] = []
        reports += Diagnostics.capture {
            _ = addSubViewController(to: b, log: log)
            UIApplication.shared.runUntilIdle()
        }
        #expect(
            log.lines.filter { $0.contains("ppear") } == [
                "TT viewWillAppear(false)", "TT viewDidAppear(false)",
                "A viewDidDisappear(true)", "B viewDidAppear(true)", "TT viewDidAppear(true)",
            ])
        #expect(reports.map(\.code) == [.duplicateAppearance])
    }

    @Test func theThirdExampleRemovesTheNewChildRightAfterTheFlipStarts() throws {
        // 【三】: three children, the third shown, a 4 s flipFromLeft to the first — and then, immediately,
        // the seed's removal lines on `currentViewController` (now the first).
        let log = LoggingController.Log()
        let parent = UIViewController()
        let window = ControllerFixtures.window(root: parent)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        let first = LoggingController("First", log: log)
        let second = LoggingController("Second", log: log)
        let third = LoggingController("Third", log: log)
        parent.addChild(first)
        parent.addChild(second)
        parent.addChild(third)
        third.view.frame = parent.view.bounds
        parent.view.addSubview(third.view)
        third.didMove(toParent: parent)
        UIApplication.shared.advance(by: 0)
        log.lines.removeAll()
        var currentViewController: UIViewController = third
        var completed: [Bool] = []
        parent.transition(
            from: currentViewController, to: first, duration: 4, options: .transitionFlipFromLeft,
            animations: {}, completion: { completed.append($0) })
        currentViewController = first
        currentViewController.willMove(toParent: nil)
        currentViewController.view.removeFromSuperview()
        currentViewController.removeFromParent()
        UIApplication.shared.runUntilIdle()
        #expect(
            log.lines.filter { !$0.contains("Layout") } == [
                "First loadView", "First viewDidLoad", "First viewWillAppear(true)", "Third viewWillDisappear(true)",
                "First willMove(toParent: nil)", "First viewWillDisappear(false)", "First viewDidDisappear(false)",
                "First didMove(toParent: nil)", "Third viewDidDisappear(true)",
            ])
        #expect(completed == [true])
        #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(second), ObjectIdentifier(third)])
        #expect(LeftoverStateChecker.check(window) == [])
    }
}
