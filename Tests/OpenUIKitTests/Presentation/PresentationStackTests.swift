import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Presentations on presentations, and dismissing several at once.
@MainActor
@Suite(.freshApplication) struct PresentationStackTests {
    @Test func dismissingFromTheBottomTakesTheWholeStackAndOnlyTheTopAnimates() {
        let s = PresentationSetup(style: .fullScreen)
        s.present(animated: false)
        let c = s.controller("C")
        c.modalPresentationStyle = .fullScreen
        s.presented.present(c, animated: false)
        #expect(c.presentingViewController === s.presented)
        #expect(s.root.view.window == nil && s.presented.view.window == nil)
        s.log.lines.removeAll()
        s.root.dismiss(animated: true) { s.log.lines.append("dismiss completion") }
        #expect(c.isBeingDismissed && s.presented.isBeingDismissed)
        #expect(c.view.window === s.window)
        UIApplication.shared.advance(by: ModalTransitionMetrics.coverVerticalDuration / 2)
        // C slides down over A; B is gone already.
        #expect(PresentationSetup.shownFrame(c.view).minY > 0)
        #expect(s.presented.view.window == nil)
        UIApplication.shared.runUntilIdle()
        #expect(
            s.lines == [
                "C viewWillDisappear(true)", "A viewWillAppear(true)", "A viewDidAppear(true)",
                "C viewDidDisappear(true)", "dismiss completion",
            ])
        #expect(s.root.presentedViewController == nil)
        #expect(s.presented.presentedViewController == nil)
        #expect(c.presentingViewController == nil)
        #expect(s.window.subviews.map { $0 } == [s.root.view])
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func anOverFullScreenMiddleControllerDisappearsAtOnceWhenTheStackGoes() {
        let s = PresentationSetup(style: .overFullScreen)
        s.present(animated: false)
        let c = s.controller("C")
        c.modalPresentationStyle = .overFullScreen
        s.presented.present(c, animated: false)
        s.log.lines.removeAll()
        s.presented.dismiss(animated: true)
        // B presents C: dismissing on B dismisses C, not B.
        UIApplication.shared.runUntilIdle()
        #expect(s.lines == ["C viewWillDisappear(true)", "C viewDidDisappear(true)"])
        #expect(s.root.presentedViewController === s.presented)
        s.log.lines.removeAll()
        s.presented.present(c, animated: false)
        s.log.lines.removeAll()
        s.root.dismiss(animated: true)
        #expect(s.lines == ["B viewWillDisappear(false)", "B viewDidDisappear(false)", "C viewWillDisappear(true)"])
        UIApplication.shared.runUntilIdle()
        #expect(s.lines.last == "C viewDidDisappear(true)")
        #expect(s.root.presentedViewController == nil)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func aPresentationTracesItsCallsOnThePresentersTrace() {
        let s = PresentationSetup(style: .fullScreen)
        let trace = LifecycleTrace(recording: s.root)
        s.present()
        UIApplication.shared.runUntilIdle()
        #expect(
            trace.lines.filter { !$0.contains("LayoutSubviews") && !$0.contains("animation ") } == [
                "B loadView", "B viewDidLoad", "A present B began", "A viewWillDisappear(true)",
                "B viewWillAppear(true)",
                "A delegate presentationController presentationTransitionWillBegin",
                "A context.completeTransition(true)", "A present B completed",
                "A delegate presentationController presentationTransitionDidEnd(true)",
                "B viewDidAppear(true)", "A viewDidDisappear(true)",
            ])
    }
}
