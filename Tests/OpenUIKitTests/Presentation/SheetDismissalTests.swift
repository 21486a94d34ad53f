import Foundation
import Testing
@testable import OpenUIKit

/// A page sheet dragged down: dismissed past half-way, returned below, refused when modal, and the
/// adaptive delegate's calls in order.
@MainActor
@Suite struct SheetDismissalTests {
    final class SheetDelegate: UIAdaptivePresentationControllerDelegate {
        let log: LoggingController.Log
        var allows = true
        init(log: LoggingController.Log) { self.log = log }

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            log.lines.append("delegate shouldDismiss")
            return allows
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            log.lines.append("delegate willDismiss")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            log.lines.append("delegate didDismiss")
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            log.lines.append("delegate didAttemptToDismiss")
        }
    }

    private func presentedSheet() -> (PresentationSetup, SheetDelegate) {
        let s = PresentationSetup(style: .pageSheet)
        let delegate = SheetDelegate(log: s.log)
        // Set before presenting, as apps do.
        s.presented.presentationController?.delegate = delegate
        s.present(animated: true)
        UIApplication.shared.runUntilIdle()
        s.log.lines.removeAll()
        return (s, delegate)
    }

    /// Drags down from the card's top area by `fraction` of the card's height, slowly (0.8 s).
    private func dragDown(_ s: PresentationSetup, by fraction: CGFloat) {
        let card = s.presented.view.frame
        UIApplication.shared.drag(from: CGPoint(x: 200, y: card.minY + 40), to: CGPoint(x: 200, y: card.minY + 40 + card.height * fraction),
                                  duration: 0.8)
    }

    @Test func draggedPastHalfWayTheSheetIsDismissed() {
        let (s, delegate) = presentedSheet()
        dragDown(s, by: 0.6)
        #expect(s.presented.isBeingDismissed)
        UIApplication.shared.runUntilIdle()
        #expect(s.lines == ["delegate shouldDismiss", "delegate willDismiss", "B viewWillDisappear(true)",
                            "B viewDidDisappear(true)", "delegate didDismiss"])
        #expect(s.root.presentedViewController == nil)
        #expect(s.root.view.transform == .identity)
        #expect(LeftoverStateChecker.check(s.window) == [])
        _ = delegate
    }

    @Test func draggedALittleTheSheetComesBack() {
        let (s, delegate) = presentedSheet()
        let card = s.presented.view.frame
        dragDown(s, by: 0.2)
        UIApplication.shared.runUntilIdle()
        #expect(s.lines == ["delegate shouldDismiss", "delegate willDismiss", "B viewWillDisappear(true)",
                            "B viewWillAppear(true)", "B viewDidAppear(true)"])
        #expect(s.root.presentedViewController === s.presented)
        #expect(s.presented.view.frame == card)
        let shrunk = SheetMetrics.presenterTransform(for: s.root.view.bounds)
        #expect(abs(s.root.view.transform.a - shrunk.a) < 1e-9 && abs(s.root.view.transform.ty - shrunk.ty) < 1e-9)
        #expect(LeftoverStateChecker.check(s.window) == [])
        _ = delegate
    }

    @Test func aModalSheetOnlyReportsTheAttempt() {
        let (s, delegate) = presentedSheet()
        s.presented.isModalInPresentation = true
        dragDown(s, by: 0.8)
        UIApplication.shared.runUntilIdle()
        #expect(s.lines == ["delegate didAttemptToDismiss"])
        #expect(s.root.presentedViewController === s.presented)
        s.presented.isModalInPresentation = false
        delegate.allows = false
        s.log.lines.removeAll()
        dragDown(s, by: 0.8)
        UIApplication.shared.runUntilIdle()
        #expect(s.lines == ["delegate shouldDismiss", "delegate didAttemptToDismiss"])
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func aDismissalInCodeCallsNoneOfTheDelegatesDismissCalls() {
        let (s, delegate) = presentedSheet()
        s.dismiss()
        UIApplication.shared.runUntilIdle()
        #expect(s.lines == ["B viewWillDisappear(true)", "B viewDidDisappear(true)", "dismiss completion"])
        _ = delegate
    }

    @Test func theSheetSlidesUpAsTheSpringOfTheBuiltInPushDoes() {
        let s = PresentationSetup(style: .pageSheet)
        s.present()
        let card = SheetMetrics.cardFrame(in: s.window.bounds)
        UIApplication.shared.advance(by: 0)
        #expect(PresentationSetup.shownFrame(s.presented.view).minY == card.minY + s.window.bounds.height)
        // The same timing run by a property animator on a view of its own gives the expected positions.
        let probe = UIView(frame: CGRect(x: 0, y: card.minY + s.window.bounds.height, width: 10, height: 10))
        s.window.addSubview(probe)
        let animator = UIViewPropertyAnimator(duration: ModalTransitionMetrics.coverVerticalDuration, timingParameters: UISpringTimingParameters(dampingRatio: 1))
        animator.addAnimations { probe.frame.origin.y = card.minY }
        animator.startAnimation()
        for _ in 0..<10 {
            UIApplication.shared.advance(by: 1.0 / 30)
            #expect(abs(PresentationSetup.shownFrame(s.presented.view).minY - PresentationSetup.shownFrame(probe).minY) < 1e-6)
        }
        UIApplication.shared.runUntilIdle()
        probe.removeFromSuperview()
        #expect(s.presented.view.frame == card)
    }
}
