import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Dismissing a stack of presentations whose upper ones live inside the containers of the ones below
/// (`.overCurrentContext` over a `.custom` presentation): the controllers between the dismissed one and the
/// top leave at once (UIViewController.h, `dismiss(animated:completion:)`: "the view controllers above it
/// are dismissed … only the top-most view is dismissed in an animated fashion"), the top one animates out
/// with balanced callbacks — its view moves to the dismissal's container before the containers around it
/// leave the window, so no window starts an appearance of its own.
@MainActor
@Suite(.freshApplication) struct ChainDismissalTests {
    @Test func theTopOfANestedChainAnimatesOutWithBalancedCallbacks() {
        let log = LoggingController.Log()
        let c0 = LoggingController("c0", log: log)
        let c2 = LoggingController("c2", log: log)
        let c1 = LoggingController("c1", log: log)
        let c3 = LoggingController("c3", log: log)
        let window = ControllerFixtures.window(root: c0)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        c2.modalPresentationStyle = .currentContext
        c0.present(c2, animated: false)
        c1.modalPresentationStyle = .custom
        c2.present(c1, animated: false)
        c3.modalPresentationStyle = .overCurrentContext
        c1.present(c3, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(c3.view.window === window)
        log.lines.removeAll()
        var completed = 0
        let reports = Diagnostics.capture {
            c0.dismiss(animated: true) { completed += 1 }
            UIApplication.shared.runUntilIdle()
        }
        #expect(reports == [])
        #expect(
            log.lines.filter { $0.contains("Appear") || $0.contains("Disappear") } == [
                "c2 viewWillDisappear(false)", "c2 viewDidDisappear(false)",
                "c1 viewWillDisappear(false)", "c1 viewDidDisappear(false)",
                "c3 viewWillDisappear(true)", "c0 viewWillAppear(true)",
                "c0 viewDidAppear(true)", "c3 viewDidDisappear(true)",
            ])
        #expect(completed == 1)
        #expect(c0.presentedViewController == nil)
        #expect([c1, c2, c3].map(\.appearanceState) == [.disappeared, .disappeared, .disappeared])
        #expect(c0.appearanceState == .appeared)
        #expect(window.subviews == [c0.view])
        #expect(LeftoverStateChecker.check(window) == [])
    }

    /// A controller presenting the controller that presents it — which would make the chain a loop — is
    /// refused as UIKit refuses presenting an active controller, and the chain still dismisses.
    @Test func presentingThePresenterOfThisControllerIsRefused() {
        let s = PresentationSetup()
        s.present(animated: false)
        let reports = Diagnostics.capture {
            s.presented.present(s.root, animated: false) { s.log.lines.append("refused completion") }
        }
        #expect(reports.map(\.message) == ["Application tried to present modally an active controller \(s.root)."])
        #expect(reports.map(\.severity) == [.exception])
        #expect(s.presented.presentedViewController == nil)
        #expect(s.root.presentingViewController == nil)
        var dismissed = 0
        s.root.dismiss(animated: false) { dismissed += 1 }
        #expect(dismissed == 1)
        #expect(s.root.presentedViewController == nil)
        #expect(!s.log.lines.contains("refused completion"))
    }
}
