import Foundation
import Testing
@testable import OpenUIKit

/// The engine's deadline for every kind of transition: an animator whose duration is not a duration
/// (NaN, infinite, negative) when the running transition's context asks it — UIKit documents no such
/// answer — is reported once and counts as zero (for the context, the coordinator's companion animations
/// and the deadline), so a missing `completeTransition(_:)` is still
/// reported and the transition completed `ControllerTransition.completionTimeout` seconds later (a NaN
/// deadline would never come).
@MainActor
@Suite(.freshApplication) struct TransitionDeadlineTests {
    /// An animator that answers a usable duration when asked without a context (as the engine checks a
    /// delegate's animator before choosing it) and `running` with one; it puts the arriving view in place and
    /// never completes.
    final class ContextDependentAnimator: UIViewControllerAnimatedTransitioning {
        let running: TimeInterval

        init(running: TimeInterval) { self.running = running }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            transitionContext == nil ? 0.3 : running
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let to = transitionContext.viewController(forKey: .to)!
            let toView = transitionContext.view(forKey: .to)!
            toView.frame = transitionContext.finalFrame(for: to)
            transitionContext.containerView.addSubview(toView)
        }
    }

    nonisolated static let unusableDurations: [TimeInterval] = [.nan, .infinity, -0.5]

    private func durationReport(
        _ animator: ContextDependentAnimator, from: UIViewController, to: UIViewController
    ) -> String {
        "\(animator) answered transitionDuration \(animator.running) during the transition from \(from) to \(to), which is not a duration; the transition uses 0"
    }

    private func timeoutReport(
        _ animator: ContextDependentAnimator, from: UIViewController, to: UIViewController
    ) -> String {
        "\(animator) did not call completeTransition(_:) within 4.0 s of the end of the transition from \(from) to \(to); the transition is completed for it"
    }

    @Test(arguments: unusableDurations)
    func aPushWhoseAnimatorNeverCompletesEndsAtTheTimeout(duration: TimeInterval) {
        let s = NavigationSetup()
        let animator = ContextDependentAnimator(running: duration)
        s.delegate.animator = { _ in animator }
        let b = s.controller("B")
        let started = Diagnostics.capture { s.nav.pushViewController(b, animated: true) }
        #expect(started.map(\.message) == [durationReport(animator, from: s.root, to: b)])
        #expect(started.map(\.code) == [.invalidTransition])
        let waiting = Diagnostics.capture {
            UIApplication.shared.advance(by: ControllerTransition.completionTimeout - 0.1)
        }
        #expect(waiting == [])
        #expect(s.nav.transitionCoordinator?.transitionDuration == 0)
        let ended = Diagnostics.capture { UIApplication.shared.advance(by: 0.2) }
        #expect(ended.map(\.message) == [timeoutReport(animator, from: s.root, to: b)])
        #expect(s.nav.transitionCoordinator == nil)
        #expect(s.nav.viewControllers == [s.root, b])
        #expect(b.appearanceState == .appeared)
        #expect(s.root.appearanceState == .disappeared)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test(arguments: unusableDurations)
    func aTabSwitchWhoseAnimatorNeverCompletesEndsAtTheTimeout(duration: TimeInterval) {
        let s = TabSetup()
        let animator = ContextDependentAnimator(running: duration)
        s.delegate.animator = { _, _ in animator }
        let started = Diagnostics.capture { s.tabs.selectedIndex = 1 }
        #expect(started.map(\.message) == [durationReport(animator, from: s.a, to: s.b)])
        #expect(s.tabs.selectedIndex == 1)
        let waiting = Diagnostics.capture {
            UIApplication.shared.advance(by: ControllerTransition.completionTimeout - 0.1)
        }
        #expect(waiting == [])
        #expect(s.tabs.transitionCoordinator != nil)
        let ended = Diagnostics.capture { UIApplication.shared.advance(by: 0.2) }
        #expect(ended.map(\.message) == [timeoutReport(animator, from: s.a, to: s.b)])
        #expect(s.tabs.transitionCoordinator == nil)
        #expect(s.b.appearanceState == .appeared)
        #expect(s.a.appearanceState == .disappeared)
        #expect(s.tabs.transitionView.subviews == [s.b.view])
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    /// The engine's record of the running switch is the tab bar controller's: a second switch waits for the
    /// first to end.
    @Test func aSecondSwitchWhileTheFirstRunsIsRefused() {
        let s = TabSetup()
        let animator = ContextDependentAnimator(running: 0.3)
        s.delegate.animator = { _, _ in animator }
        s.tabs.selectedIndex = 1
        let reports = Diagnostics.capture { s.tabs.selectedIndex = 2 }
        #expect(
            reports.map(\.message) == [
                "selectedIndex = 2 on \(s.tabs) while a tab switch is in progress; the selection is unchanged"
            ])
        #expect(s.tabs.selectedIndex == 1)
        let ended = Diagnostics.capture {
            UIApplication.shared.advance(by: 0.3 + ControllerTransition.completionTimeout + 0.1)
        }
        #expect(ended.map(\.code) == [.invalidTransition])
        s.delegate.animator = nil
        s.tabs.selectedIndex = 2
        #expect(s.tabs.selectedIndex == 2)
        #expect(s.c.appearanceState == .appeared)
    }
}
