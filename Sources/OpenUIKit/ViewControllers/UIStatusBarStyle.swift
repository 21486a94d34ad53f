import Foundation

/// The look of the status bar's content (UIKit's `UIStatusBarStyle`, with its raw values), which a view
/// controller asks for with `preferredStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
    /// The system's choice by the interface style: dark content, as OpenUIKit's interface is always light.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
