import Foundation

/// The object that supplies a presentation's animators, interaction controllers and presentation
/// controller (UIKit's `UIViewControllerTransitioningDelegate`), set on the presented controller's
/// `transitioningDelegate`. Every method is optional, as in UIKit: the defaults answer nil, which means the
/// built-in animation of `modalTransitionStyle`, no interaction, and the built-in presentation controller
/// of `modalPresentationStyle`.
///
/// UIKit asks the animator questions for every presentation style, and
/// `presentationController(forPresented:presenting:source:)` only for `.custom` presentations; the
/// interaction controller is asked for only when the delegate gave an animator.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator that presents `presented` (`presenting` is the controller whose presentation context
    /// is used, `source` the one `present(_:animated:completion:)` was called on).
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator that dismisses `dismissed`.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives the presentation with `animator`.
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The interaction controller that drives the dismissal with `animator`.
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation (iOS 8).
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    { nil }
    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    { nil }
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? { nil }
}
