import Foundation

/// The non-animated transition of every container — a push or pop, a presentation or dismissal, a tab
/// switch — and any transition of a container that is not on screen: puts the arriving view at its final
/// frame in the container (on top, unless it is there already) and completes the transition at once, so the
/// appearance callbacks, with `animated == false`, all run inside the call. The container's end hook takes
/// the leaving view away.
@MainActor
final class ImmediateTransitionAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to),
            let toController = transitionContext.viewController(forKey: .to)
        {
            toView.frame = transitionContext.finalFrame(for: toController)
            if toView.superview !== transitionContext.containerView {
                transitionContext.containerView.addSubview(toView)
            }
        }
        transitionContext.completeTransition(true)
    }
}
