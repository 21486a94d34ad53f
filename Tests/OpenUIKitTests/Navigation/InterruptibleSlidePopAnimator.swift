import Foundation
@testable import OpenUIKit

/// The same slide as a property animator offered through `interruptibleAnimator(using:)` (the same one
/// every call), so a percent-driven interaction scrubs the animator.
@MainActor
final class InterruptibleSlidePopAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.4
    private var animator: UIViewPropertyAnimator?
    private(set) var requests = 0

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
        requests += 1
        if let animator { return animator }
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let width = container.bounds.width
        toView.frame = container.bounds
        container.insertSubview(toView, belowSubview: fromView)
        let animator = UIViewPropertyAnimator(duration: Self.duration, curve: .linear) {
            fromView.frame = container.bounds.offsetBy(dx: width, dy: 0)
        }
        animator.addCompletion { position in
            transitionContext.completeTransition(position == .end)
        }
        self.animator = animator
        return animator
    }
}
