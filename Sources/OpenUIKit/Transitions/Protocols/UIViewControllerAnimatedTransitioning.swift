import Foundation

/// The object that animates a controller transition (UIKit's `UIViewControllerAnimatedTransitioning`).
/// `transitionDuration(using:)` tells percent-driven interaction and companion animations how long the
/// transition runs; `animateTransition(using:)` makes the animations and calls the context's
/// `completeTransition(_:)` when they end.
///
/// The two optional methods of the header have defaults here: `animationEnded(_:)` does nothing, and
/// `interruptibleAnimator(using:)` answers "not offered" (an inert animator that the engine recognises).
/// An animator that offers one (a `UIViewPropertyAnimator`, say) must answer the same instance for the
/// whole transition, as the header asks; UIKit then drives interaction through it.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The transition's duration in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Performs the animations; calls `completeTransition(_:)` when they end.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// An interruptible animator for the transition (iOS 10), the same one every call.
    func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating
    /// Called after `completeTransition(_:)` with the same value.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Not offered: the transition is driven by `animateTransition(using:)` alone.
    public func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
        UnofferedInterruptibleAnimator(duration: 0, timingParameters: nil)
    }

    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
