import Foundation
@testable import OpenUIKit

/// A pop animator made of one linear block animation (no interruptible animator): the current view slides
/// right by the container's width while the one below comes from −30 %. What a percent-driven interaction
/// scrubs by pausing the container layer.
@MainActor
final class SlidePopAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.4

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let width = container.bounds.width
        toView.frame = container.bounds.offsetBy(dx: -0.3 * width, dy: 0)
        container.insertSubview(toView, belowSubview: fromView)
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: [.curveLinear],
            animations: {
                fromView.frame = container.bounds.offsetBy(dx: width, dy: 0)
                toView.frame = container.bounds
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
