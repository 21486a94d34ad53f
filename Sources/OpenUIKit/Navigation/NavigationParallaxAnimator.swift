import Foundation

/// The built-in animated push and pop (UIKit's `_UINavigationParallaxTransition`; geometry and timing in
/// `NavigationTransitionStyle`). Like UIKit's on recent iOS it is a property animator, offered through
/// `interruptibleAnimator(using:)` — the same instance for the whole transition — so an interaction
/// controller scrubs it, and a cancel runs it back to the start (`PropertyAnimatorTransition`). Its completion
/// removes the dimming view, then completes the transition (`.end` completed, `.start` cancelled).
@MainActor
final class NavigationParallaxAnimator: PropertyAnimatorTransition {
    private let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init(duration: NavigationTransitionStyle.duration, timing: NavigationTransitionStyle.timingParameters)
    }

    override func prepare(
        _ animator: UIViewPropertyAnimator, for transitionContext: any UIViewControllerContextTransitioning
    ) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else { return super.prepare(animator, for: transitionContext) }
        let bounds = container.bounds
        let shift = (bounds.width * NavigationTransitionStyle.parallaxFraction).rounded()
        // The views' own frames (under the bar or below it), moved sideways.
        let toFrame = transitionContext.viewController(forKey: .to).map(transitionContext.finalFrame(for:)) ?? bounds
        let fromFrame =
            transitionContext.viewController(forKey: .from).map(transitionContext.initialFrame(for:)) ?? bounds
        let push = operation != .pop
        let covered = (push ? fromFrame : toFrame).offsetBy(dx: -shift, dy: 0)
        let offscreen = (push ? toFrame : fromFrame).offsetBy(dx: bounds.width, dy: 0)
        let dimming = UIView(frame: bounds)
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        UIView.performWithoutAnimation {
            if !push {
                toView.frame = covered
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
        animator.addAnimations {
            toView.frame = toFrame
            fromView.frame = push ? covered : offscreen
            dimming.alpha = push ? NavigationTransitionStyle.dimmingAlpha : 0
        }
        animator.addCompletion { _ in dimming.removeFromSuperview() }
        super.prepare(animator, for: transitionContext)
    }
}
