import Foundation
import OpenUIKit

/// Turns what a bench saw — the diagnostics of the transition, the container afterwards, the leftover
/// checker's findings — into `AnimatorTestBench.Failure`s.
@MainActor
enum BenchFailureReader {
    static func failures(
        reports: [Diagnostic], context: BenchContext?, shown: UIViewController, window: UIWindow
    ) -> [AnimatorTestBench.Failure] {
        let container = context?.containerView
        var failures: [AnimatorTestBench.Failure] = []
        for report in reports {
            if report.message.contains("did not call completeTransition(_:)") {
                failures.append(.completeTransitionNotCalled)
            } else if report.message.hasPrefix("completeTransition(") && report.message.contains("called again") {
                if !failures.contains(.completeTransitionCalledTwice) {
                    failures.append(.completeTransitionCalledTwice)
                }
            } else {
                failures.append(.other("\(report.code): \(report.message)"))
            }
        }
        if let running = context?.animationsRunningAtCompletion, !running.isEmpty {
            failures.append(.animationsRunningAtCompletion(running))
        }
        if let container, container.window != nil {
            let others = container.subviews.filter { $0 !== shown.viewIfLoaded }
            let names = { (views: [UIView]) in views.map { String(describing: type(of: $0)) } }
            let stray = others.filter { !$0.isHidden }, hidden = others.filter(\.isHidden)
            if !stray.isEmpty { failures.append(.viewsLeftInContainer(names(stray))) }
            if !hidden.isEmpty { failures.append(.hiddenViewsLeftInContainer(names(hidden))) }
        }
        failures += placementFailures(of: shown, in: window, context: context)
        var disabled: [String] = []
        var pending: [UIView] = [window]
        while let view = pending.popLast() {
            if !view.isUserInteractionEnabled, view === container || view.next is UIViewController || view is UIWindow {
                disabled.append((view.next as? UIViewController)?.title ?? String(describing: type(of: view)))
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
        if !disabled.isEmpty { failures.append(.userInteractionLeftDisabled(disabled)) }
        for leftover in LeftoverStateChecker.check(window) {
            switch leftover {
            case .userInteractionDisabled, .viewLeftInTransitionContainer: continue
            default: failures.append(.other(leftover.description))
            }
        }
        return failures
    }

    /// The shown controller's view must be in the window, overlapping it, when the animator completes and
    /// at the end.
    private static func placementFailures(
        of shown: UIViewController, in window: UIWindow, context: BenchContext?
    ) -> [AnimatorTestBench.Failure] {
        guard let view = shown.viewIfLoaded, view.window === window else { return [.shownViewRemoved] }
        let frame = view.superview?.convert(view.frame, to: nil) ?? view.frame
        guard let context, context.animatorCompleted else {
            return frame.intersects(window.bounds) ? [] : [.shownViewOffScreen(frame)]
        }
        guard let atCompletion = context.shownFrameAtCompletion else { return [.shownViewRemoved] }
        for placed in [atCompletion, frame] where !placed.intersects(window.bounds) {
            return [.shownViewOffScreen(placed)]
        }
        return []
    }
}
