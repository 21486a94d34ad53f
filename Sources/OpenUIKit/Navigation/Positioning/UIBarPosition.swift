import Foundation

/// Where a bar is (UIKit's `UIBarPosition`, with its raw values): what a bar's `barPosition` answers and its
/// delegate's `position(for:)` decides.
public enum UIBarPosition: Int, Sendable {
    /// The position is unspecified.
    case any = 0
    /// The bar is at the bottom of its containing view.
    case bottom = 1
    /// The bar is at the top of its containing view.
    case top = 2
    /// The bar is at the top of the screen as well as of its containing view: it abuts the status bar, and
    /// draws its background extended upwards behind it (Apple's `UIBarPosition.topAttached`).
    case topAttached = 3
}
