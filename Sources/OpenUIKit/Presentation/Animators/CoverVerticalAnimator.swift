import Foundation

/// The built-in `coverVertical` animation (and the sheets'): the presented view slides up from below the
/// container to its final frame, and back down on dismissal (timing in `ModalTransitionMetrics`). Like
/// the built-in push it runs on a property animator offered through `interruptibleAnimator(using:)`, so a
/// percent-driven interaction (a sheet dragged down) scrubs it and a cancel runs it back.
@MainActor
final class CoverVerticalAnimator: UIViewControllerAnimatedTransitioning {
    private let presenting: Bool
    private var animator: UIViewPropertyAnimator?

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        ModalTransitionMetrics.coverVerticalDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let animator = UIViewPropertyAnimator(
            duration: ModalTransitionMetrics.coverVerticalDuration,
            timingParameters: ModalTransitionMetrics.coverVerticalTiming)
        self.animator = animator
        let container = transitionContext.containerView
        let drop = container.bounds.height
        if presenting {
            if let toView = transitionContext.view(forKey: .to),
                let toController = transitionContext.viewController(forKey: .to)
            {
                let final = transitionContext.finalFrame(for: toController)
                UIView.performWithoutAnimation {
                    toView.frame = final.offsetBy(dx: 0, dy: drop)
                    container.addSubview(toView)
                }
                animator.addAnimations { toView.frame = final }
            }
        } else if let fromView = transitionContext.view(forKey: .from) {
            ModalTransitionAnimators.placeArrivingView(in: transitionContext, below: fromView)
            let start = fromView.frame
            animator.addAnimations { fromView.frame = start.offsetBy(dx: 0, dy: drop) }
        }
        let presenting = self.presenting
        animator.addCompletion { position in
            if !presenting, position == .end { transitionContext.view(forKey: .from)?.removeFromSuperview() }
            transitionContext.completeTransition(position == .end)
        }
        return animator
    }
}
