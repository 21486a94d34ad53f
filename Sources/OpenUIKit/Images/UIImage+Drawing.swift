import Foundation
import OpenCoreGraphics
import OpenQuartzCore

extension UIImage {
    /// Draws the image at its size in points with its top-left at `point`, in the current graphics context,
    /// as UIKit's `draw(at:)`.
    @MainActor public func draw(at point: CGPoint) {
        draw(at: point, blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its size with its top-left at `point`, with `blendMode` and `alpha`.
    @MainActor public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect` in the current graphics context, as UIKit's `draw(in:)`.
    @MainActor public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image in `rect` with `blendMode` and `alpha`, as UIKit's `draw(in:blendMode:alpha:)`: upright
    /// (its orientation applied), in its tint colour if `withTintColor(_:)` gave it one (a template image
    /// drawn this way keeps its own colours, as in UIKit), and — for a resizable image — with its caps at
    /// their natural size and the rest tiled or stretched. Without a current context it draws nothing.
    @MainActor public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(),
            let bitmap = displayedBitmap(tint: nil, automaticTemplate: false)
        else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        if isResizable {
            ContentsNineSlice.draw(
                bitmap, center: unitCenter, scale: scale, in: rect, context: context, tiled: resizingMode == .tile)
        } else {
            context.draw(bitmap, in: rect, topAtMinY: true)
        }
        context.restoreGState()
    }
}
