import Foundation
import OpenUIKit

/// Stands in for the animator under test, keeping the context it is given and passing every call on.
@MainActor
final class AnimatorProxy: UIViewControllerAnimatedTransitioning {
    let animator: any UIViewControllerAnimatedTransitioning
    private(set) var context: (any UIViewControllerContextTransitioning)?

    init(_ animator: any UIViewControllerAnimatedTransitioning) {
        self.animator = animator
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        if let transitionContext { context = transitionContext }
        return animator.transitionDuration(using: transitionContext)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        animator.animateTransition(using: transitionContext)
    }

    func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
        context = transitionContext
        return animator.interruptibleAnimator(using: transitionContext)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator.animationEnded(transitionCompleted)
    }
}
