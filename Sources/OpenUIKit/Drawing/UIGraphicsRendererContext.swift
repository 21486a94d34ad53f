import Foundation
import OpenCoreGraphics

/// The drawing environment a graphics renderer hands its drawing closure (UIKit's
/// `UIGraphicsRendererContext`): the Core Graphics context plus rectangle conveniences that use the
/// context's current colours.
@preconcurrency @MainActor
public class UIGraphicsRendererContext {
    /// The Core Graphics context: UIKit's orientation (origin top-left, y down), in points.
    public let cgContext: CGContext

    init(cgContext: CGContext) {
        self.cgContext = cgContext
    }

    /// Fills `rect` with the current fill colour (`UIColor.setFill()`), blending normally.
    public func fill(_ rect: CGRect) {
        fill(rect, blendMode: .normal)
    }

    /// Fills `rect` with the current fill colour, combined with what is there by `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Frames `rect` with the current stroke colour (`UIColor.setStroke()`): as UIKit (which draws it with
    /// `UIRectFrame`), a line 1 point wide just inside the rectangle, so it shows even when drawing is
    /// clipped to the rectangle.
    public func stroke(_ rect: CGRect) {
        stroke(rect, blendMode: .normal)
    }

    /// Frames `rect` as `stroke(_:)` does, combined with what is there by `blendMode`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect.standardized.insetBy(dx: 0.5, dy: 0.5), width: 1)
        cgContext.restoreGState()
    }

    /// Intersects the context's clipping area with `rect`; the closure's later drawing stays inside it.
    public func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}
