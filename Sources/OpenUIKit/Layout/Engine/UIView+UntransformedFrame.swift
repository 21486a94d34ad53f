import Foundation

extension UIView {
    /// The view's frame as if its transform were the identity: its bounds' size placed about its centre by
    /// the layer's anchor point. Auto Layout works in this rectangle — UIKit's engine reads and sets `center`
    /// and `bounds`, so a transform never changes what it solves, and `frame` (undefined under a transform,
    /// Apple's documentation says) is never its input.
    var untransformedFrame: CGRect {
        let size = bounds.size
        let anchor = layer.anchorPoint
        return CGRect(
            x: center.x - anchor.x * size.width, y: center.y - anchor.y * size.height, width: size.width,
            height: size.height)
    }

    /// Gives the view `frame` as its untransformed frame: the frame itself under the identity transform; else
    /// the bounds' size and the centre the anchor point puts in it, the transform left as it is.
    func setUntransformedFrame(_ frame: CGRect) {
        guard transform != .identity else {
            self.frame = frame
            return
        }
        bounds = CGRect(origin: bounds.origin, size: frame.size)
        let anchor = layer.anchorPoint
        center = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    }
}
