import Foundation
import OpenUIKit

/// The `AniObject` of “Playing with iOS Transitions”, ported line by line: the presented view starts one screen width
/// to the right of its final frame, is added to the container, and slides in over `transitionDuration` (the seed's 2 s)
/// with UIKit's default ease-in-out curve, then completes. The seed gives only the presentation (its dismissal is
/// UIKit's default, or driven by its own `IntObject`); dismissing, this one slides the leaving view out to the right
/// the same way, over the presenter put back below it — the animation a `UIPercentDrivenInteractiveTransition` scrubs,
/// as the article's last paragraph requires.
@MainActor
final class AniObject: UIViewControllerAnimatedTransitioning {
    /// The length of the animation.
    let duration: TimeInterval
    /// Whether the animator runs a dismissal.
    let dismissing: Bool

    init(duration: TimeInterval = 2, dismissing: Bool = false) {
        self.duration = duration
        self.dismissing = dismissing
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if dismissing {
            let fromView = transitionContext.view(forKey: .from)!
            if let toView = transitionContext.view(forKey: .to) {
                transitionContext.containerView.insertSubview(toView, at: 0)
            }
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: {
                    fromView.frame = fromView.frame.offsetBy(dx: UIScreen.main.bounds.size.width, dy: 0)
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            return
        }
        // The presented controller.
        let toVC = transitionContext.viewController(forKey: .to)!
        // Its final place.
        let finalRect = transitionContext.finalFrame(for: toVC)
        // Its first place.
        toVC.view.frame = finalRect.offsetBy(dx: UIScreen.main.bounds.size.width, dy: 0)
        // Into the container.
        transitionContext.containerView.addSubview(toVC.view)
        // The animation.
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toVC.view.frame = finalRect
            },
            completion: { finished in
                // Done.
                transitionContext.completeTransition(true)
            })
    }
}
