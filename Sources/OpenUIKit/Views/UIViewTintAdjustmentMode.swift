import Foundation

extension UIView {
    /// Whether a view's tint colour shows as is or dimmed (UIKit's `UIView.TintAdjustmentMode`).
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` at the top of the hierarchy).
        case automatic
        /// The tint colour unmodified.
        case normal
        /// A desaturated, darker tint colour, as behind a modal presentation.
        case dimmed
    }
}
