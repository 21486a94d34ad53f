import Foundation

/// How the status bar changes when it is shown or hidden (UIKit's `UIStatusBarAnimation`, with its raw
/// values), which a view controller asks for with `preferredStatusBarUpdateAnimation`.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// The status bar fades in or out.
    case fade = 1
    /// The status bar slides in or out.
    case slide = 2
}
