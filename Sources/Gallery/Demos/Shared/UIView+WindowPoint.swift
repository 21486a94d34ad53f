import Foundation
import OpenUIKit

extension UIView {
    /// `point` (in the view's coordinates) in its window's coordinates, where a scripted finger touches it;
    /// nil while the view is in no window.
    func pointInWindow(_ point: CGPoint) -> CGPoint? {
        guard window != nil else { return nil }
        return convert(point, to: nil)
    }

    /// The view's centre in its window's coordinates; nil while the view is in no window.
    var centerInWindow: CGPoint? { pointInWindow(CGPoint(x: bounds.midX, y: bounds.midY)) }
}
