import Foundation
import OpenUIKit

/// The navigation delegate of the transitions article's interactive pop: the push keeps the system animation (nil), the pop gets an
/// animator and, for it, the interaction object the script drives.
@MainActor
final class PopNavigationDelegate: UINavigationControllerDelegate {
    let interaction = IntObject(.navigation)

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .pop ? SlideBackAnimator() : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}
