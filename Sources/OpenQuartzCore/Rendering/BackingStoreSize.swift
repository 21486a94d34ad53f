import Foundation
import OpenCoreGraphics

/// The pixel size of a bitmap made for a layer: its backing store, a rasterisation, a shadow mask. One rule
/// for all of them: an extent that is empty, not finite, or larger than `maximumPixelArea` gets no bitmap.
/// A transform that turns a layer edge-on, or a `frame` set through such a transform (which UIKit documents as
/// undefined), can give bounds of 1e18 points: those are skipped, never converted to `Int`.
package enum BackingStoreSize {
    /// The largest bitmap made, in pixels (64 million: a 8,000 × 8,000 pixel layer; a device's largest screen
    /// at 3× is under 12 million). Apple does not publish Core Animation's limit.
    package static let maximumPixelArea: CGFloat = 64e6

    /// The bitmap's width and height in pixels for `extent` points at `scale`, or nil when there is nothing
    /// to draw or too much.
    package static func pixels(for extent: CGSize, scale: CGFloat) -> (width: Int, height: Int)? {
        let width = (extent.width * scale).rounded(.up), height = (extent.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width > 0, height > 0, width * height <= maximumPixelArea else {
            return nil
        }
        return (Int(width), Int(height))
    }

    /// `pixels(for:scale:)` for a layer about to display its content: a size too large (or not finite) is
    /// reported with Core Animation's console message, and the caller draws nothing.
    package static func pixels(forDisplaying layer: CALayer, scale: CGFloat) -> (width: Int, height: Int)? {
        let size = layer.bounds.size
        if let pixels = pixels(for: size, scale: scale) { return pixels }
        if !(size.width * scale > 0 && size.height * scale > 0) && size.width.isFinite && size.height.isFinite {
            return nil
        }
        Diagnostics.report(
            .invalidGeometry, .warning,
            "ignoring bogus layer size (\(size.width), \(size.height)), contentsScale \(scale), backing store size (\((size.width * scale).rounded(.up)), \((size.height * scale).rounded(.up))) of \(layer)"
        )
        return nil
    }
}
