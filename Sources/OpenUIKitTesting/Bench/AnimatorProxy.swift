import Foundation
import OpenUIKit

/// Stands in for the animator under test, keeping the context it is given and passing every call on; the
/// animator gets the context wrapped in a `BenchContext`, which watches `completeTransition(_:)`.
@MainActor
final class AnimatorProxy: UIViewControllerAnimatedTransitioning {
    let animator: any UIViewControllerAnimatedTransitioning
    private(set) var context: (any UIViewControllerContextTransitioning)?
    /// The wrapper the animator was handed, once it was.
    private(set) var benchContext: BenchContext?

    init(_ animator: any UIViewControllerAnimatedTransitioning) {
        self.animator = animator
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        animator.transitionDuration(using: transitionContext.map(wrap))
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        animator.animateTransition(using: wrap(transitionContext))
    }

    func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
        animator.interruptibleAnimator(using: wrap(transitionContext))
    }

    /// The one wrapper of `transitionContext` (UIKit asks for the interruptible animator and then may call
    /// `animateTransition(using:)` with the same context: the animator sees one object).
    private func wrap(_ transitionContext: any UIViewControllerContextTransitioning) -> BenchContext {
        context = transitionContext
        if let benchContext, benchContext.context === transitionContext { return benchContext }
        let wrapped = BenchContext(transitionContext)
        benchContext = wrapped
        return wrapped
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator.animationEnded(transitionCompleted)
    }
}
