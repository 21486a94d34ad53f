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

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        log.lines.append("delegate willShow \(viewController.title ?? "?") (\(animated))")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        log.lines.append("delegate didShow \(viewController.title ?? "?") (\(animated))")
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log.lines.append("delegate animationControllerFor \(operation) \(fromVC.title ?? "?") → \(toVC.title ?? "?")")
        return animator?(operation)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        log.lines.append("delegate interactionControllerFor")
        return interaction
    }
}
