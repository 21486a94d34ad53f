import Foundation

/// An animator whose animations come from closures of view changes (UIKit's `UIViewImplicitlyAnimating`).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds a closure of view changes to animate.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a closure of view changes that starts after `delayFactor` × the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a closure to run, with the final position, when the animations end.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animator with new timing (nil: the same timing); the rest takes
    /// `durationFactor` × the original duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
