import Foundation

/// The built-in animated push and pop (UIKit's `_UINavigationParallaxTransition`; geometry and timing in
/// `NavigationTransitionStyle`). Like UIKit's on recent iOS it is a property animator, offered through
/// `interruptibleAnimator(using:)` — the same instance for the whole transition — so an interaction
/// controller scrubs it, and a cancel runs it back to the start. Its completion removes the dimming view and
/// completes the transition (`.end` completed, `.start` cancelled).
@MainActor
final class NavigationParallaxAnimator: UIViewControllerAnimatedTransitioning {
    private let operation: UINavigationController.Operation
    private var animator: UIViewPropertyAnimator?

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        NavigationTransitionStyle.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let animator = UIViewPropertyAnimator(
            duration: NavigationTransitionStyle.duration, timingParameters: NavigationTransitionStyle.timingParameters)
        self.animator = animator
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else { return animator }
        let bounds = container.bounds
        let parallax = bounds.offsetBy(
            dx: -(bounds.width * NavigationTransitionStyle.parallaxFraction).rounded(), dy: 0)
        let offscreen = bounds.offsetBy(dx: bounds.width, dy: 0)
        let dimming = UIView(frame: bounds)
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        UIView.performWithoutAnimation {
            if operation == .pop {
                toView.frame = parallax
                container.insertSubview(toView, belowSubview: fromView)
                dimming.alpha = NavigationTransitionStyle.dimmingAlpha
                container.insertSubview(dimming, belowSubview: fromView)
            } else {
                toView.frame = offscreen
                dimming.alpha = 0
                container.addSubview(dimming)
                container.addSubview(toView)
            }
        }
        let push = operation != .pop
        animator.addAnimations {
            toView.frame = bounds
            fromView.frame = push ? parallax : offscreen
            dimming.alpha = push ? NavigationTransitionStyle.dimmingAlpha : 0
        }
        animator.addCompletion { position in
            dimming.removeFromSuperview()
            transitionContext.completeTransition(position == .end)
        }
        return animator
    }
}
