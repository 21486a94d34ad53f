import Foundation

/// The animator of `transition(from:to:duration:options:animations:completion:)`: adds the arriving view
/// above the leaving one in their container and runs the caller's animations — or, with a transition option,
/// the transition effect on the container, which also removes the leaving view — then completes the
/// transition. `finished` keeps what the animations' completion was told, for the caller's completion.
@MainActor
final class ContainmentTransitionAnimator: UIViewControllerAnimatedTransitioning {
    private let duration: TimeInterval
    private let options: UIView.AnimationOptions
    private let animations: (() -> Void)?
    private(set) var finished = true

    init(duration: TimeInterval, options: UIView.AnimationOptions, animations: (() -> Void)?) {
        self.duration = duration
        self.options = options
        self.animations = animations
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let swapViews = {
            if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
        }
        let end: (Bool) -> Void = { [self] finished in
            self.finished = finished
            transitionContext.completeTransition(true)
        }
        if UIView.transitionEffect(of: options) != nil {
            UIView.transition(
                with: container, duration: duration, options: options,
                animations: { [animations] in
                    swapViews()
                    fromView.removeFromSuperview()
                    animations?()
                }, completion: end)
        } else {
            UIView.performWithoutAnimation(swapViews)
            UIView.animate(
                withDuration: duration, delay: 0, options: options, animations: { [animations] in animations?() },
                completion: end)
        }
    }
}
