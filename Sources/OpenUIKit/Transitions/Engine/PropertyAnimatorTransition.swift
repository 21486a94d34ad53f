import Foundation

/// A transition animator built on one property animator, as UIKit's own push, pop and cover-vertical are on
/// recent iOS: the animator is made once and offered through `interruptibleAnimator(using:)` — the same
/// instance for the whole transition, so an interaction controller scrubs it and a cancel runs it back —
/// and `animateTransition(using:)` starts it. Subclasses set up the views and add the animations and the
/// completion in `prepare(_:for:)`.
@MainActor
class PropertyAnimatorTransition: UIViewControllerAnimatedTransitioning {
    private let duration: TimeInterval
    private let timing: any UITimingCurveProvider
    private var animator: UIViewPropertyAnimator?

    init(duration: TimeInterval, timing: any UITimingCurveProvider) {
        self.duration = duration
        self.timing = timing
    }

    final func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    {
        duration
    }

    final func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    final func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: timing)
        self.animator = animator
        prepare(animator, for: transitionContext)
        return animator
    }

    /// Puts the views in place and adds the animations and the completion. This one only completes the
    /// transition when the animator ends (at the end: completed; back at the start: cancelled) — what
    /// subclasses fall back on when the context gives them no views to move.
    func prepare(_ animator: UIViewPropertyAnimator, for context: any UIViewControllerContextTransitioning) {
        animator.addCompletion { position in context.completeTransition(position == .end) }
    }
}
