import Foundation

/// The state of an animator (UIKit's `UIViewAnimatingState`), with UIKit's raw values.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: the animations have not been made yet, or have been removed.
    case inactive = 0
    /// Started, paused or being scrubbed: the animations are on the layers.
    case active = 1
    /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped = 2
}
