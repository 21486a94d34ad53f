import Foundation

/// The non-animated presentation and dismissal: puts the arriving view in place and completes at once (so
/// the appearance callbacks, with `animated == false`, all run inside the call).
@MainActor
final class ModalImmediateAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        ModalTransitionAnimators.placeArrivingView(in: transitionContext, below: nil)
        transitionContext.view(forKey: .from)?.removeFromSuperview()
        transitionContext.completeTransition(true)
    }
}
