import Foundation

/// The delegate of a bar that asks it where the bar is (UIKit's `UIBarPositioningDelegate`, the base of
/// `UINavigationBarDelegate` and `UIToolbarDelegate`).
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// Where `bar` is. A navigation bar whose delegate answers `.topAttached` draws its background up to the
    /// top of the screen, behind the status bar. UIKit's method is optional; the default here answers `.any`,
    /// which leaves the bar at its own default position.
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// `.any`: the bar keeps its own default position (as when UIKit's optional method is not implemented).
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}
