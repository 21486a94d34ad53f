import Foundation
@testable import OpenUIKit

/// The gallery's `VCCustomTransitioning` without its flying image (the gallery's push-pop-custom ports it
/// whole): one animator for push and pop (the type comes from the operation); a pop inserts the
/// destination's view at the back of the container. It fades the arriving view in over 0.5 s, linearly,
/// and logs `animationEnded`.
@MainActor
final class FadeInAnimator: UIViewControllerAnimatedTransitioning {
    enum TransitionType { case push, pop }

    let type: TransitionType
    var log: LoggingController.Log?

    init(type: TransitionType) {
        self.type = type
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let toVC = transitionContext.viewController(forKey: .to)!
        if type == .pop {
            containerView.insertSubview(toVC.view, at: 0)
        } else {
            containerView.addSubview(toVC.view)
        }
        toVC.view.frame = transitionContext.finalFrame(for: toVC)
        toVC.view.alpha = 0
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
            animations: {
                toVC.view.alpha = 1
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log?.lines.append("animator animationEnded(\(transitionCompleted))")
    }
}
