import Foundation
import OpenUIKit

/// Turns what a bench saw — the diagnostics of the transition, the container afterwards, the leftover
/// checker's findings — into `AnimatorTestBench.Failure`s.
@MainActor
enum BenchFailureReader {
    static func failures(
        reports: [Diagnostic], container: UIView?, shown: UIViewController, window: UIWindow
    ) -> [AnimatorTestBench.Failure] {
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
        if let container, container.window != nil {
            let stray = container.subviews.filter { $0 !== shown.viewIfLoaded && !($0.isHidden) }
            if !stray.isEmpty { failures.append(.viewsLeftInContainer(stray.map { String(describing: type(of: $0)) })) }
        }
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
}
