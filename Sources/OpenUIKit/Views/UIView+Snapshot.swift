import Foundation
import OpenQuartzCore

extension UIView {
    /// Draws the view and its subviews into the current graphics context, scaled to fill `rect`; returns
    /// false when there is no current context.
    ///
    /// With `afterScreenUpdates` true, pending changes are committed first (as UIKit renders the screen
    /// first), so the drawing shows every change made so far. With false, the view is drawn as it was last
    /// rendered: the values and subviews of the last commit with the animations running since, without the
    /// changes made after that commit, and nothing is committed.
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
        if afterUpdates { layer.render(in: context) } else { layer.renderCommittedState(in: context) }
        context.restoreGState()
        return true
    }

    /// A view showing a picture of this view as it is now: its layer's contents are an image of the view
    /// at the screen's scale. Nil for an empty view.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        return snapshotView(of: bounds, frame: frame, afterScreenUpdates: afterUpdates)
    }

    /// A view showing a picture of the part `rect` (in this view's coordinates) of the view, which stretches
    /// when the snapshot is resized except for its caps: `capInsets` from each edge keep their size (the
    /// layer's `contentsCenter`). The snapshot's frame is `rect` in the superview's coordinates (in the
    /// view's own when it has no superview). Nil when `rect` is empty or not finite. Insets that are
    /// negative, not finite, or wider or taller than `rect` are reported and ignored (the whole picture
    /// stretches).
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
        withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        let rect = rect.standardized
        guard !rect.isNull, rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0 else {
            return nil
        }
        let origin = superview.map { convert(rect, to: $0).origin } ?? rect.origin
        let snapshot = snapshotView(
            of: rect, frame: CGRect(origin: origin, size: rect.size), afterScreenUpdates: afterUpdates)
        let edges = [capInsets.top, capInsets.left, capInsets.bottom, capInsets.right]
        guard edges.allSatisfy({ $0.isFinite && $0 >= 0 }), capInsets.left + capInsets.right <= rect.width,
            capInsets.top + capInsets.bottom <= rect.height
        else {
            Diagnostics.report(
                .invalidArgument, .warning,
                "resizableSnapshotView: cap insets \(capInsets) don't fit in \(rect.size); ignored")
            return snapshot
        }
        UIView.performWithoutAnimation {
            snapshot.layer.contentsCenter = CGRect(
                x: capInsets.left / rect.width, y: capInsets.top / rect.height,
                width: (rect.width - capInsets.left - capInsets.right) / rect.width,
                height: (rect.height - capInsets.top - capInsets.bottom) / rect.height)
        }
        return snapshot
    }

    /// A plain view of `frame` whose contents are a picture of `rect` of this view at the screen's scale.
    private func snapshotView(of rect: CGRect, frame: CGRect, afterScreenUpdates afterUpdates: Bool) -> UIView {
        let image = UIGraphicsImageRenderer(size: rect.size).image { _ in
            let placement = CGRect(
                x: bounds.minX - rect.minX, y: bounds.minY - rect.minY, width: bounds.width, height: bounds.height)
            drawHierarchy(in: placement, afterScreenUpdates: afterUpdates)
        }
        let snapshot = UIView(frame: frame)
        snapshot.isSnapshot = true
        snapshot.layer.contents = image.cgImage
        snapshot.layer.contentsScale = image.scale
        return snapshot
    }
}
