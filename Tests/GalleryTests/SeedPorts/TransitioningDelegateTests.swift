import Foundation
import OpenUIKit
import Testing

@testable import Gallery
@testable import OpenUIKit
import OpenUIKitTesting

/// Transitioning delegates and presentation controllers: who is asked what, in which order, what the
/// context answers, and the animations they run — with the ported `TransDelegate` and
/// `AniObject`.
@MainActor
@Suite(.freshApplication) struct TransitioningDelegateTests {
    /// The ported `TransDelegate`, with a dimming presentation controller for `.custom` presentations.
    final class DimmingTransDelegate: UIViewControllerTransitioningDelegate {
        let seed = TransDelegate()

        init(animatesDismissal: Bool) {
            seed.animatesDismissal = animatesDismissal
        }

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            seed.animationController(forPresented: presented, presenting: presenting, source: source)
        }

        func animationController(
            forDismissed dismissed: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            seed.animationController(forDismissed: dismissed)
        }

        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?,
            source: UIViewController
        ) -> UIPresentationController? {
            DimmingPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    @Test func aniObjectSlidesInFromTheRightAndTheDismissalKeepsTheBuiltInAnimation() throws {
        let s = SeedPresentation(style: .fullScreen)
        let delegate = TransDelegate()
        s.presented.transitioningDelegate = delegate
        s.present()
        #expect(s.lines == SeedPresentation.delegatePresentationBegan)
        let width = UIScreen.main.bounds.width
        UIApplication.shared.advance(by: 0)
        #expect(SeedPresentation.shownFrame(s.presented.view).minX == width)
        UIApplication.shared.advance(by: 1)
        // UIKit's easeInOut is symmetric: half the time is half the way.
        #expect(abs(SeedPresentation.shownFrame(s.presented.view).minX - width / 2) < 1e-4)
        UIApplication.shared.runUntilIdle()
        #expect(abs(CACurrentMediaTime() - 2) < 1e-9)
        #expect(s.lines.suffix(2) == ["B viewDidAppear(true)", "A viewDidDisappear(true)"])
        #expect(s.completions == ["present completion"])
        s.removeAll()
        s.dismiss()
        #expect(
            s.lines == [
                "A delegate transitioning animationController(forDismissed:)", "B viewWillDisappear(true)",
                "A viewWillAppear(true)", "A delegate presentationController dismissalTransitionWillBegin",
            ])
        let coordinator = try #require(s.presented.transitionCoordinator)
        // UIKit's cover-vertical dismissal lasts half a second.
        #expect(coordinator.transitionDuration == 0.5)
        UIApplication.shared.runUntilIdle()
        #expect(s.lines.suffix(2) == ["A viewDidAppear(true)", "B viewDidDisappear(true)"])
        #expect(s.completions == ["dismiss completion"])
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func aCustomPresentationControllerDimsAlongsideAndKeepsThePresenter() throws {
        let s = SeedPresentation(style: .custom)
        let delegate = DimmingTransDelegate(animatesDismissal: true)
        s.presented.transitioningDelegate = delegate
        s.present()
        #expect(
            s.lines == [
                "A delegate transitioning presentationController(forPresented:)", "B loadView", "B viewDidLoad",
                "A delegate transitioning animationController(forPresented:)",
                "A delegate transitioning interactionControllerForPresentation", "B viewWillAppear(true)",
                "A delegate presentationController presentationTransitionWillBegin",
            ])
        let presenting = try #require(s.presented.transitionCoordinator)
        #expect(presenting.view(forKey: .from) == nil)
        #expect(presenting.presentationStyle == .custom)
        let controller = try #require(s.presented.presentationController as? DimmingPresentationController)
        UIApplication.shared.advance(by: 1)
        #expect(abs((controller.dimmingView.layer.presentation()?.opacity ?? 0) - 0.25) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(
            s.lines.suffix(2) == [
                "A delegate presentationController presentationTransitionDidEnd(true)", "B viewDidAppear(true)",
            ])
        #expect(s.completions == ["present completion"])
        let bounds = s.window.bounds
        #expect(
            s.presented.view.frame == CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        )
        #expect(s.root.appearanceState == .appeared)
        #expect(controller.containerView?.superview === s.window)
        s.removeAll()
        s.dismiss()
        #expect(try #require(s.presented.transitionCoordinator).view(forKey: .to) == nil)
        UIApplication.shared.advance(by: 1)
        #expect(abs((controller.dimmingView.layer.presentation()?.opacity ?? 0) - 0.25) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(
            s.lines == [
                "A delegate transitioning animationController(forDismissed:)",
                "A delegate transitioning interactionControllerForDismissal", "B viewWillDisappear(true)",
                "A delegate presentationController dismissalTransitionWillBegin",
                "A delegate presentationController dismissalTransitionDidEnd(true)", "B viewDidDisappear(true)",
            ])
        #expect(s.completions == ["dismiss completion"])
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
        let s = SeedPresentation(style: .fullScreen)
        let delegate = Bad()
        s.presented.transitioningDelegate = delegate
        var reports = Diagnostics.capture { s.present() }
        #expect(reports.map(\.code) == [.invalidTransition])
        #expect(s.presented.transitionCoordinator?.transitionDuration == 0.5)
        UIApplication.shared.runUntilIdle()
        reports = Diagnostics.capture { s.dismiss() }
        #expect(reports.count == 1)
        UIApplication.shared.runUntilIdle()
        #expect(s.completions == ["present completion", "dismiss completion"])
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
        let s = SeedPresentation(style: .custom)
        let delegate = Delegate()
        s.presented.transitioningDelegate = delegate
        let reports = Diagnostics.capture { s.present(animated: false) }
        #expect(reports.map(\.code) == [.invalidGeometry])
        #expect(s.presented.view.frame == s.window.bounds)
        s.dismiss(animated: false)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func theContainersLayoutPassesReachThePresentationController() throws {
        let s = SeedPresentation(style: .custom)
        let delegate = DimmingTransDelegate(animatesDismissal: false)
        s.presented.transitioningDelegate = delegate
        s.present(animated: false)
        let container = try #require(s.container)
        // The window grows (a new screen size): the container follows, lays out, and the presentation
        // controller puts the presented view in the lower half again.
        s.window.frame = CGRect(x: 0, y: 0, width: 400, height: 1000)
        UIApplication.shared.advance(by: 0)
        #expect(container.frame == CGRect(x: 0, y: 0, width: 400, height: 1000))
        #expect(s.presented.view.frame == CGRect(x: 0, y: 500, width: 400, height: 500))
        s.dismiss(animated: false)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }
}
