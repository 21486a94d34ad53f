import Foundation
import OpenUIKit

/// The navigation delegate of the interactive pop of “Playing with iOS Transitions”: for the pop the
/// detail page's pan drives (`isInteractive`), an animator and the article's `IntObject` as its interaction
/// controller; for everything else nil, so pushes and the edge swipe keep UIKit's built-in animation and
/// interaction (UIKit asks for the interaction controller only for the delegate's own animator).
@MainActor
final class PopNavigationDelegate: UINavigationControllerDelegate {
    let interaction = IntObject(.navigation)
    /// Whether the detail page's pan is popping, and so drives the pop with `interaction`.
    var isInteractive = false

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .pop && isInteractive ? SlideBackAnimator() : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}
