import Foundation

/// The built-in `coverVertical` animation (and the sheets'): the presented view slides up from below the
/// container to its final frame, and back down on dismissal (timing in `ModalTransitionMetrics`). Like
/// the built-in push it runs on a property animator offered through `interruptibleAnimator(using:)`, so a
/// percent-driven interaction (a sheet dragged down) scrubs it and a cancel runs it back.
@MainActor
final class CoverVerticalAnimator: PropertyAnimatorTransition {
    private let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init(
            duration: ModalTransitionMetrics.coverVerticalDuration, timing: ModalTransitionMetrics.coverVerticalTiming)
    }

    override func prepare(
        _ animator: UIViewPropertyAnimator, for transitionContext: any UIViewControllerContextTransitioning
    ) {
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
            animator.addCompletion { position in
                if position == .end { fromView.removeFromSuperview() }
            }
        }
        super.prepare(animator, for: transitionContext)
    }
}
