import Foundation

/// The built-in `flipHorizontal` animation: the container flips around its vertical axis from the
/// presenter's view to the presented view, right to left (`oglFlip` from the right, drawn in 3D with
/// perspective), and back from the left on dismissal. The view that leaves is taken into the container
/// first so the flip shows it turning away.
@MainActor
final class FlipHorizontalAnimator: UIViewControllerAnimatedTransitioning {
    private let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        ModalTransitionMetrics.flipDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        ModalTransitionAnimators.takeLeavingViewIntoContainer(of: transitionContext)
        CATransaction.flush()
        let options: UIView.AnimationOptions = [
            presenting ? .transitionFlipFromRight : .transitionFlipFromLeft, .curveEaseInOut,
        ]
        UIView.transition(
            with: container, duration: ModalTransitionMetrics.flipDuration, options: options,
            animations: {
                ModalTransitionAnimators.placeArrivingView(in: transitionContext, below: nil)
                fromView?.removeFromSuperview()
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
