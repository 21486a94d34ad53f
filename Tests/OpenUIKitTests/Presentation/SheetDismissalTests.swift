import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// A page sheet dragged down: dismissed past half-way, returned below, refused when modal, and the
/// adaptive delegate's calls in order.
@MainActor
@Suite(.freshApplication) struct SheetDismissalTests {
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
        UIApplication.shared.drag(
            from: CGPoint(x: 200, y: card.minY + 40), to: CGPoint(x: 200, y: card.minY + 40 + card.height * fraction),
            duration: 0.8)
    }

    @Test func draggedPastHalfWayTheSheetIsDismissed() {
        let (s, delegate) = presentedSheet()
        dragDown(s, by: 0.6)
        #expect(s.presented.isBeingDismissed)
        UIApplication.shared.runUntilIdle()
        #expect(
            s.lines == [
                "delegate shouldDismiss", "delegate willDismiss", "B viewWillDisappear(true)",
                "B viewDidDisappear(true)", "delegate didDismiss",
            ])
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
        #expect(
            s.lines == [
                "delegate shouldDismiss", "delegate willDismiss", "B viewWillDisappear(true)",
                "B viewWillAppear(true)", "B viewDidAppear(true)",
            ])
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

    /// A sheet dismissed along with the sheet it was presented over (`dismiss(animated:completion:)` on the
    /// controller below both) keeps no dismissal pan or shrunk presenter: presented again, a long drag down
    /// dismisses it.
    @Test func aSheetDismissedInAStackCanBeDraggedAwayWhenPresentedAgain() {
        let (s, delegate) = presentedSheet()
        let c = s.controller("C")
        c.modalPresentationStyle = .pageSheet
        s.presented.present(c, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(c.view.gestureRecognizers?.count == 1)
        #expect(s.presented.view.transform == SheetMetrics.presenterTransform(for: s.presented.view.bounds))
        s.root.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(s.root.presentedViewController == nil)
        #expect(c.view.gestureRecognizers == nil)
        #expect(s.presented.view.gestureRecognizers == nil)
        #expect(s.presented.view.transform == .identity)
        s.root.present(c, animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(c.view.gestureRecognizers?.count == 1)
        s.log.lines.removeAll()
        let card = c.view.frame
        UIApplication.shared.drag(
            from: CGPoint(x: 200, y: card.minY + 40), to: CGPoint(x: 200, y: card.minY + 40 + card.height * 0.7),
            duration: 0.4)
        UIApplication.shared.runUntilIdle()
        #expect(s.lines == ["C viewWillDisappear(true)", "C viewDidDisappear(true)"])
        #expect(s.root.presentedViewController == nil)
        #expect(c.view.gestureRecognizers == nil)
        #expect(LeftoverStateChecker.check(s.window) == [])
        _ = delegate
    }

    @Test func theSheetSlidesUpOnACriticallyDampedSpringFrameByFrame() {
        let s = PresentationSetup(style: .pageSheet)
        s.present()
        let card = SheetMetrics.cardFrame(in: s.window.bounds)
        UIApplication.shared.advance(by: 0)
        #expect(PresentationSetup.shownFrame(s.presented.view).minY == card.minY + s.window.bounds.height)
        // A critically damped spring from rest, fitted to be within 0.1 % of the target at the duration:
        // ω0·T solves e^(−x)(1 + x) = 0.001; the way covered at t is 1 − e^(−ω0·t)(1 + ω0·t).
        var low = 0.0, high = 100.0
        for _ in 0..<200 {
            let x = (low + high) / 2
            if exp(-x) * (1 + x) > 0.001 { low = x } else { high = x }
        }
        let omega = (low + high) / 2 / ModalTransitionMetrics.coverVerticalDuration
        let drop = Double(s.window.bounds.height)
        for frame in 1...29 {
            UIApplication.shared.advance(by: 1.0 / 60)
            let t = Double(frame) / 60
            let expected = Double(card.minY) + drop * exp(-omega * t) * (1 + omega * t)
            #expect(
                abs(Double(PresentationSetup.shownFrame(s.presented.view).minY) - expected) < 1e-3, "frame \(frame)")
        }
        UIApplication.shared.runUntilIdle()
        #expect(s.presented.view.frame == card)
    }
}
