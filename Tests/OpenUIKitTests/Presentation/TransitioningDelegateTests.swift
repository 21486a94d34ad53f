import Foundation
import Testing
@testable import OpenUIKit

/// Transitioning delegates and presentation controllers: who is asked what, in which order, what the
/// context answers, and the animations they run.
@MainActor
@Suite struct TransitioningDelegateTests {
    @Test func seed004SlidesInFromTheRightAndDismissesWithTheBuiltInAnimation() throws {
        let s = PresentationSetup(style: .fullScreen)
        let delegate = SlideTransitionDelegate()
        delegate.log = s.log
        s.presented.transitioningDelegate = delegate
        s.present()
        #expect(
            s.lines == [
                "B loadView", "B viewDidLoad",
                "delegate animationController(forPresented: B, presenting: A, source: A)",
                "A viewWillDisappear(true)", "B viewWillAppear(true)",
            ])
        let width = UIScreen.main.bounds.width
        UIApplication.shared.advance(by: 0)
        #expect(PresentationSetup.shownFrame(s.presented.view).minX == width)
        UIApplication.shared.advance(by: 1)
        // UIKit's easeInOut is symmetric: half the time is half the way.
        #expect(abs(PresentationSetup.shownFrame(s.presented.view).minX - width / 2) < 1e-4)
        UIApplication.shared.runUntilIdle()
        #expect(abs(CACurrentMediaTime() - 2) < 1e-9)
        #expect(s.lines.suffix(3) == ["B viewDidAppear(true)", "A viewDidDisappear(true)", "present completion"])
        s.log.lines.removeAll()
        s.dismiss()
        #expect(
            s.lines == [
                "delegate animationController(forDismissed: B)", "B viewWillDisappear(true)", "A viewWillAppear(true)",
            ])
        let coordinator = try #require(s.presented.transitionCoordinator)
        #expect(coordinator.transitionDuration == ModalTransitionMetrics.coverVerticalDuration)
        UIApplication.shared.runUntilIdle()
        #expect(s.lines.suffix(3) == ["A viewDidAppear(true)", "B viewDidDisappear(true)", "dismiss completion"])
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func aCustomPresentationControllerDimsAlongsideAndKeepsThePresenter() throws {
        let s = PresentationSetup(style: .custom)
        let delegate = SlideTransitionDelegate()
        delegate.log = s.log
        delegate.makesPresentationController = true
        delegate.animatesDismissal = true
        s.presented.transitioningDelegate = delegate
        var fromViewDuringPresentation: UIView?? = .none
        var contextStyle: UIModalPresentationStyle?
        s.presented.onViewWillAppear = { controller in
            fromViewDuringPresentation = controller.transitionCoordinator?.view(forKey: .from)
            contextStyle = controller.transitionCoordinator?.presentationStyle
        }
        s.present()
        #expect(
            s.lines == [
                "delegate presentationController(forPresented:)", "B loadView", "B viewDidLoad",
                "delegate animationController(forPresented: B, presenting: A, source: A)",
                "B viewWillAppear(true)", "pc presentationTransitionWillBegin",
            ])
        #expect(fromViewDuringPresentation == .some(nil))
        #expect(contextStyle == .custom)
        let controller = try #require(s.presented.presentationController as? DimmingPresentationController)
        UIApplication.shared.advance(by: 1)
        #expect(abs((controller.dimmingView.layer.presentation()?.opacity ?? 0) - 0.25) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(
            s.lines.suffix(3) == [
                "pc presentationTransitionDidEnd(true)", "B viewDidAppear(true)", "present completion",
            ])
        let bounds = s.window.bounds
        #expect(
            s.presented.view.frame == CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        )
        #expect(s.root.appearanceState == .appeared)
        #expect(controller.containerView?.superview === s.window)
        s.log.lines.removeAll()
        var toViewDuringDismissal: UIView?? = .none
        s.presented.onViewWillDisappear = { controller in
            toViewDuringDismissal = controller.transitionCoordinator?.view(forKey: .to)
        }
        s.dismiss()
        #expect(toViewDuringDismissal == .some(nil))
        UIApplication.shared.advance(by: 1)
        #expect(abs((controller.dimmingView.layer.presentation()?.opacity ?? 0) - 0.25) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(
            s.lines == [
                "delegate animationController(forDismissed: B)", "delegate interactionControllerForDismissal",
                "B viewWillDisappear(true)", "pc dismissalTransitionWillBegin",
                "pc dismissalTransitionDidEnd(true)", "B viewDidDisappear(true)", "dismiss completion",
            ])
        #expect(controller.containerView == nil)
        #expect(s.window.subviews.count == 1)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func aDelegateAnimatorWithABadDurationIsReportedAndTheBuiltInOneRuns() {
        final class Bad: UIViewControllerTransitioningDelegate {
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController,
                source: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)? {
                AniObject(duration: .nan)
            }
            func animationController(
                forDismissed dismissed: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)? {
                AniObject(duration: -1, dismissing: true)
            }
        }
        let s = PresentationSetup(style: .fullScreen)
        let delegate = Bad()
        s.presented.transitioningDelegate = delegate
        var reports = Diagnostics.capture { s.present() }
        #expect(reports.map(\.code) == [.invalidTransition])
        #expect(s.presented.transitionCoordinator?.transitionDuration == ModalTransitionMetrics.coverVerticalDuration)
        UIApplication.shared.runUntilIdle()
        reports = Diagnostics.capture { s.dismiss() }
        #expect(reports.count == 1)
        UIApplication.shared.runUntilIdle()
        #expect(s.lines.last == "dismiss completion")
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func aPresentationControllerWithAnUnusableFrameIsReported() {
        final class Broken: UIPresentationController {
            override var frameOfPresentedViewInContainerView: CGRect {
                CGRect(x: 0, y: 0, width: CGFloat.nan, height: 0)
            }
        }
        final class Delegate: UIViewControllerTransitioningDelegate {
            func presentationController(
                forPresented presented: UIViewController, presenting: UIViewController?,
                source: UIViewController
            ) -> UIPresentationController? {
                Broken(presentedViewController: presented, presenting: presenting)
            }
        }
        let s = PresentationSetup(style: .custom)
        let delegate = Delegate()
        s.presented.transitioningDelegate = delegate
        let reports = Diagnostics.capture { s.present(animated: false) }
        #expect(reports.map(\.code) == [.invalidGeometry])
        #expect(s.presented.view.frame == s.window.bounds)
        s.dismiss(animated: false)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }
}
