import Foundation

/// The built-in `crossDissolve` animation: the presented view fades in over the presenter, and out on
/// dismissal (the presenter's view back under it first when it had left the screen).
@MainActor
final class CrossDissolveAnimator: UIViewControllerAnimatedTransitioning {
    private let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        ModalTransitionMetrics.crossDissolveDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let fading = presenting ? toView : fromView
        if presenting {
            ModalTransitionAnimators.placeArrivingView(in: transitionContext, below: nil)
            UIView.performWithoutAnimation { toView?.alpha = 0 }
        } else {
            ModalTransitionAnimators.placeArrivingView(in: transitionContext, below: fromView)
        }
        let presenting = self.presenting
        UIView.animate(
            withDuration: ModalTransitionMetrics.crossDissolveDuration, delay: 0, options: [.curveEaseInOut],
            animations: { fading?.alpha = presenting ? 1 : 0 },
            completion: { _ in
                let completed = !transitionContext.transitionWasCancelled
                if !presenting, completed {
                    fromView?.removeFromSuperview()
                    fromView?.alpha = 1
                }
                transitionContext.completeTransition(completed)
            })
    }
}
