import CCairo
import Foundation

extension CGContext {
    /// Draws `image` scaled to fill `rect`, as Apple's `draw(_:in:)`.
    ///
    /// As in Core Graphics, the image is placed upright with respect to *user space with y up*: its top row
    /// lies along `rect.maxY`. In a y-up bitmap context it therefore appears upright; in a flipped (UIKit)
    /// context it appears upside down, exactly as `CGContext.draw` does on iOS (UIKit's `UIImage.draw(in:)`
    /// flips first). OpenQuartzCore and OpenUIKit can use `draw(_:in:topAtMinY:)` to skip that dance.
    /// Resampling follows `interpolationQuality`; the image's edges are not faded (edge pixels extend to
    /// the rectangle's border). Global alpha, blend mode, clip and shadow apply.
    public func draw(_ image: CGImage, in rect: CGRect) {
        drawImage(image, in: rect, topAtMinY: false, tiled: false)
    }

    /// Draws `image`, as `draw(_:in:)`, or — when `byTiling` is true — repeats it over the whole clipping
    /// area in tiles the size of `rect`, one of them at `rect`, as Apple's `draw(_:in:byTiling:)`.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        drawImage(image, in: rect, topAtMinY: false, tiled: byTiling)
    }

    /// Draws `image` in `rect` with its top row along `rect.minY` when `topAtMinY` is true — upright in a
    /// flipped (UIKit) context, as `UIImage.draw(in:)` and layer contents appear — or along `rect.maxY`
    /// when false (Core Graphics' `draw(_:in:)`).
    package func draw(_ image: CGImage, in rect: CGRect, topAtMinY: Bool) {
        drawImage(image, in: rect, topAtMinY: topAtMinY, tiled: false)
    }

    /// Draws `image` as `draw(_:in:topAtMinY:)`, repeated over the whole clipping area in tiles the size of
    /// `rect` when `tiled`.
    package func draw(_ image: CGImage, in rect: CGRect, topAtMinY: Bool, tiled: Bool) {
        drawImage(image, in: rect, topAtMinY: topAtMinY, tiled: tiled)
    }

    /// Image pixel space (x right, y down from the top row) → user space, for an image drawn in `rect`:
    /// the top row along `rect.maxY` (Core Graphics), or along `rect.minY` when `topAtMinY`.
    package static func imageTransform(
        for image: CGImage, in rect: CGRect, topAtMinY: Bool = false
    ) -> CGAffineTransform {
        let r = rect.standardized
        let sx = r.width / CGFloat(image.width), sy = r.height / CGFloat(image.height)
        return topAtMinY
            ? CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: r.minX, ty: r.minY)
            : CGAffineTransform(a: sx, b: 0, c: 0, d: -sy, tx: r.minX, ty: r.maxY)
    }

    private func drawImage(_ image: CGImage, in rect: CGRect, topAtMinY: Bool, tiled: Bool) {
        let r = rect.standardized
        guard !r.isNull, r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else { return }
        let surface = CairoSupport.makeSurface(from: image)
        let pattern = cairo_pattern_create_for_surface(surface)!
        cairo_surface_destroy(surface)
        defer { cairo_pattern_destroy(pattern) }
        CairoSupport.setPatternMatrix(
            pattern, CGContext.imageTransform(for: image, in: r, topAtMinY: topAtMinY).inverted())
        cairo_pattern_set_filter(pattern, state.interpolationQuality.cairoFilter)
        cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        let alpha = Double(state.alpha)
        let rectangle: (OpaquePointer) -> Void = { cr in
            cairo_new_path(cr)
            cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        }
        paint(
            coverage: tiled
                ? nil
                : { cr in
                    rectangle(cr); cairo_fill(cr)
                },
            inkBounds: tiled ? nil : r.applying(deviceMatrix).insetBy(dx: -1, dy: -1)
        ) { cr in
            cairo_set_source(cr, pattern)
            if tiled {
                cairo_paint_with_alpha(cr, alpha)
            } else if alpha >= 1 {
                rectangle(cr)
                cairo_fill(cr)
            } else {
                cairo_save(cr)
                rectangle(cr)
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, alpha)
                cairo_restore(cr)
            }
        }
    }
}
