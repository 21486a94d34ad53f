import Foundation

/// The non-animated push and pop, and any push or pop of a navigation controller that is not on screen:
/// puts the arriving view in place and completes the transition at once (so the appearance callbacks,
/// with `animated == false`, all run inside the call).
@MainActor
final class NavigationImmediateAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to), let toController = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toController)
            transitionContext.containerView.addSubview(toView)
        }
        transitionContext.completeTransition(true)
    }
}
