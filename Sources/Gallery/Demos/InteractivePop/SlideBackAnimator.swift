import Foundation
import OpenUIKit

/// The pop animator the interaction object stands in for: it gives the duration; run on its own it slides
/// the current view off to the right over the destination.
@MainActor
final class SlideBackAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        toView.frame = container.bounds
        container.insertSubview(toView, belowSubview: fromView)
        UIView.animate(
            withDuration: 0.3,
            animations: {
                fromView.frame = container.bounds.offsetBy(dx: container.bounds.width, dy: 0)
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
