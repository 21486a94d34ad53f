import Foundation

/// Where an animator's animations ended (UIKit's `UIViewAnimatingPosition`), with UIKit's raw values;
/// completions receive it.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// The end values: the animations ran to completion.
    case end = 0
    /// The start values: a reversed animator ran back, or `finishAnimation(at: .start)`.
    case start = 1
    /// Wherever the animations were when they were finished.
    case current = 2
}
