import Foundation

/// What a window's controllers last decided for the status bar: its content's style and whether it is
/// hidden. A window keeps it until UIKit would ask its controllers again (see
/// `UIViewController.setNeedsStatusBarAppearanceUpdate()`); `UIStatusBarManager` and hosts that draw a status
/// bar read it.
package struct StatusBarAppearance: Equatable, Sendable {
    /// The content's style.
    package var style: UIStatusBarStyle
    /// Whether the status bar is hidden.
    package var isHidden: Bool
    /// How the last change of `isHidden` is animated (a host that draws the status bar may follow it).
    package var animation: UIStatusBarAnimation

    /// An appearance with the given style, visibility and animation.
    package init(style: UIStatusBarStyle = .default, isHidden: Bool = false, animation: UIStatusBarAnimation = .fade) {
        self.style = style
        self.isHidden = isHidden
        self.animation = animation
    }
}
