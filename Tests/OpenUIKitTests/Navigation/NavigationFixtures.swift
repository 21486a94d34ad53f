import Foundation
@testable import OpenUIKit

/// A navigation delegate that logs its calls into a shared log and answers the animators it is given.
@MainActor
final class LoggingNavigationDelegate: UINavigationControllerDelegate {
    let log: LoggingController.Log
    var animator: ((UINavigationController.Operation) -> (any UIViewControllerAnimatedTransitioning)?)?
    var interaction: (any UIViewControllerInteractiveTransitioning)?

    init(log: LoggingController.Log) {
        self.log = log
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.lines.append("delegate willShow \(viewController.title ?? "?") (\(animated))")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.lines.append("delegate didShow \(viewController.title ?? "?") (\(animated))")
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.lines.append("delegate animationControllerFor \(operation) \(fromVC.title ?? "?") → \(toVC.title ?? "?")")
        return animator?(operation)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        log.lines.append("delegate interactionControllerFor")
        return interaction
    }
}

/// A shown navigation controller titled "Nav" with root "A", its log and delegate.
@MainActor
struct NavigationSetup {
    let window: UIWindow
    let nav: UINavigationController
    let root: LoggingController
    let log: LoggingController.Log
    let delegate: LoggingNavigationDelegate

    init() {
        UIApplication.shared.reset()
        log = LoggingController.Log()
        root = LoggingController("A", log: log)
        nav = UINavigationController(rootViewController: root)
        nav.title = "Nav"
        delegate = LoggingNavigationDelegate(log: log)
        nav.delegate = delegate
        window = ControllerFixtures.window(root: nav)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        log.lines.removeAll()
    }

    /// A new logging controller sharing the log.
    func controller(_ title: String) -> LoggingController {
        LoggingController(title, log: log)
    }

    /// The log without the layout pair (which may repeat, fact 67).
    var lines: [String] {
        log.lines.filter { !$0.hasSuffix("LayoutSubviews") }
    }

    /// The x of `view`'s layer on screen (its presentation frame's origin).
    static func shownX(_ view: UIView) -> CGFloat {
        (view.layer.presentation() ?? view.layer).frame.minX
    }
}

/// Controller stacks compare by identity (controllers are not Equatable, as in UIKit).
@MainActor
func == (lhs: [UIViewController], rhs: [UIViewController]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}

/// An optional stack (a pop's answer) against the expected one.
@MainActor
func == (lhs: [UIViewController]?, rhs: [UIViewController]) -> Bool {
    lhs.map { $0 == rhs } ?? false
}

/// Subviews compare by identity with the views expected (`controller.view` is implicitly unwrapped).
@MainActor
func == (lhs: [UIView], rhs: [UIView?]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}
