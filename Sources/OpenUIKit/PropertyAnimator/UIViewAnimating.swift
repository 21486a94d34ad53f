import Foundation

/// The control of a running animation (UIKit's `UIViewAnimating`): start, pause, scrub, stop and finish.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// Inactive, active or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animator is active and not paused.
    var isRunning: Bool { get }
    /// Whether the animations run towards their start values.
    var isReversed: Bool { get set }
    /// How far the animation has got, 0…1; settable while paused or inactive.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes the animations.
    func startAnimation()
    /// Starts or resumes the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are: `true` ends the animator at once without completions,
    /// `false` leaves it stopped, waiting for ``finishAnimation(at:)``.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animator at `finalPosition`, running its completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}
