import Foundation

/// Where a `contents` image of a given natural size goes inside the bounds, for each
/// `CALayerContentsGravity` (in UIKit's y-down layer coordinates, "top" is the minimum y).
enum ContentsGravityLayout {
    static func frame(for natural: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        switch gravity {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            guard natural.width > 0, natural.height > 0 else { return bounds }
            let ratios = (bounds.width / natural.width, bounds.height / natural.height)
            let factor = gravity == .resizeAspect ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
            let size = CGSize(width: natural.width * factor, height: natural.height * factor)
            return CGRect(
                x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
                height: size.height)
        default:
            let name = gravity.rawValue.lowercased()
            let x =
                name.contains("left")
                ? bounds.minX : name.contains("right") ? bounds.maxX - natural.width : bounds.midX - natural.width / 2
            let y =
                name.contains("top")
                ? bounds.minY
                : name.contains("bottom") ? bounds.maxY - natural.height : bounds.midY - natural.height / 2
            return CGRect(x: x, y: y, width: natural.width, height: natural.height)
        }
    }
}
