import CCairo
import Foundation

extension CGContext {
    /// Intersects the clipping area with the current path's interior (open subpaths closed) and clears the
    /// path, as Apple's `clip(using:)`. The clip is part of the graphics state: `restoreGState()` undoes it.
    /// Edges are antialiased unless antialiasing is off, as in Core Graphics.
    public func clip(using rule: CGPathFillRule = .winding) {
        loadPath(into: cairo)
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        beginPath()
    }

    /// `clip(using: .evenOdd)`, as Apple's `eoClip()`.
    public func eoClip() {
        clip(using: .evenOdd)
    }

    /// Intersects the clipping area with `rect`, as Apple's `clip(to:)`. The current path is left alone.
    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clipping area with the union of `rects`, as Apple's `clip(to:)` with an array. The
    /// current path is left alone.
    public func clip(to rects: [CGRect]) {
        // The infinite rectangle contains everything: the clip is unchanged.
        if rects.contains(where: { $0.isInfinite }) { return }
        cairo_new_path(cairo)
        for rect in rects {
            let r = rect.standardized
            guard !r.isNull else { continue }
            cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        }
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
    }

    /// Removes all clipping, back to the whole context, as Apple's `resetClip()`.
    public func resetClip() {
        cairo_reset_clip(cairo)
        state.maskClips = []
    }

    /// The bounding box of the clipping area in user space, as Apple's `boundingBoxOfClipPath`. Without
    /// any clip this is the whole context, mapped into user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        guard x2 > x1, y2 > y1 else { return .zero }
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Intersects the clipping area with `mask`'s coverage (its alpha) stretched over `rect`, as Apple's
    /// `clip(to:mask:)` for images with alpha. Apple treats images without alpha as grayscale masks;
    /// OpenCoreGraphics images always have alpha, so the alpha is used. Cairo clips are geometric, so this
    /// clip lasts for the next painting calls until `restoreGState()`, and is applied by masking each of them.
    public func clip(to rect: CGRect, mask: CGImage) {
        state.maskClips.append(GraphicsState.MaskClip(image: mask, rect: rect, matrix: deviceMatrix))
    }
}
