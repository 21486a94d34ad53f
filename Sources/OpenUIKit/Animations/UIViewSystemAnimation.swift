import Foundation

extension UIView {
    /// An animation UIKit performs on a set of views (`UIView.SystemAnimation`), with UIKit's raw value.
    public enum SystemAnimation: UInt, Sendable {
        /// Animates the views out (they fade and shrink) and removes them from their superviews.
        case delete = 0
    }
}
