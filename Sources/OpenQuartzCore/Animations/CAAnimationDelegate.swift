import Foundation

/// Receives an animation's start and stop (Core Animation's `CAAnimationDelegate`). Both methods are
/// optional through default implementations. The animation retains its delegate strongly, as Apple
/// documents.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active time has begun.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran to the end of its active duration, false when it
    /// was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
