import Foundation
import OpenQuartzCore

extension UIView {
    /// Draws the view and its subviews, as on screen, into the current graphics context, scaled to fill
    /// `rect`. With `afterScreenUpdates` pending changes are committed first. Returns false when there is
    /// no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        if afterUpdates { CATransaction.flush() }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        if bounds.width > 0, bounds.height > 0 {
            context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }

    /// A view showing a picture of this view as it is now: its layer's contents are an image of the view
    /// at the screen's scale. Nil for an empty view.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let image = UIGraphicsImageRenderer(size: bounds.size).image { _ in
            drawHierarchy(in: CGRect(origin: .zero, size: bounds.size), afterScreenUpdates: afterUpdates)
        }
        let snapshot = UIView(frame: frame)
        snapshot.isSnapshot = true
        snapshot.layer.contents = image.cgImage
        snapshot.layer.contentsScale = image.scale
        return snapshot
    }
}
