import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// A delegate's animator whose `transitionDuration(using:)` is not a duration (NaN, infinite, negative) is
/// reported and never run: the navigation controller slides with its built-in animation, the tab bar
/// switches at once, a presentation runs its style's animation — and each transition ends, instead of
/// waiting for a deadline that a NaN duration never reaches.
@MainActor
@Suite(.freshApplication) struct AnimatorDurationCheckTests {
    /// An animator that answers `duration` and records whether it was asked to animate.
    final class UnusableAnimator: UIViewControllerAnimatedTransitioning {
        let duration: TimeInterval
        var animated = false

        init(duration: TimeInterval) { self.duration = duration }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            duration
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            animated = true
            transitionContext.completeTransition(true)
        }
    }

    final class PresentingDelegate: UIViewControllerTransitioningDelegate {
        let animator: UnusableAnimator
        init(animator: UnusableAnimator) { self.animator = animator }

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    }

    nonisolated static let unusableDurations: [TimeInterval] = [.nan, .infinity, -0.5]

    private func expectReported(_ reports: [Diagnostic], _ animator: UnusableAnimator) {
        #expect(
            reports.map(\.message) == [
                "\(animator) answered transitionDuration \(animator.duration), which is not a duration; the built-in animation is used instead"
            ])
        #expect(reports.map(\.code) == [.invalidTransition])
        #expect(!animator.animated)
    }

    @Test(arguments: unusableDurations)
    func aPushRunsTheBuiltInSlide(duration: TimeInterval) {
        let s = NavigationSetup()
        let animator = UnusableAnimator(duration: duration)
        s.delegate.animator = { _ in animator }
        let b = s.controller("B")
        let reports = Diagnostics.capture {
            s.nav.pushViewController(b, animated: true)
            UIApplication.shared.advance(by: 0.1)
            // Mid-way through the built-in 0.35 s slide, the pushed view is still coming in from the right.
            #expect(NavigationSetup.shownX(b.view) > 0)
            UIApplication.shared.runUntilIdle()
        }
        expectReported(reports, animator)
        #expect(s.nav.viewControllers == [s.root, b])
        #expect(s.nav.contentView.subviews == [b.view])
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test(arguments: unusableDurations)
    func aTabSwitchHappensAtOnce(duration: TimeInterval) {
        let s = TabSetup()
        let animator = UnusableAnimator(duration: duration)
        s.delegate.animator = { _, _ in animator }
        let reports = Diagnostics.capture {
            UIApplication.shared.tap(at: s.itemCenter(1))
        }
        expectReported(reports, animator)
        #expect(s.tabs.selectedIndex == 1)
        #expect(s.b.view.window === s.window)
        #expect(s.a.viewIfLoaded?.window == nil)
        UIApplication.shared.runUntilIdle()
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test(arguments: unusableDurations)
    func aPresentationRunsItsStylesAnimation(duration: TimeInterval) {
        let s = PresentationSetup()
        let animator = UnusableAnimator(duration: duration)
        let delegate = PresentingDelegate(animator: animator)
        s.presented.transitioningDelegate = delegate
        let reports = Diagnostics.capture {
            s.present()
            UIApplication.shared.advance(by: 0.1)
            // Cover vertical: the presented view is still rising from below the screen.
            #expect(PresentationSetup.shownFrame(s.presented.view).minY > 0)
            UIApplication.shared.runUntilIdle()
        }
        expectReported(reports, animator)
        #expect(s.root.presentedViewController === s.presented)
        #expect(s.presented.view.frame == s.window.bounds)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }
}
