import CCairo
import Foundation

/// The one path every painting operation takes: blend modes, global alpha (folded into each source by the
/// callers), shadows and RGBA memory synchronisation.
extension CGContext {
    /// Draws with `render` — which sets its source (with the global alpha applied) and paints on the cairo
    /// context it is given, without touching the operator — applying the blend mode and shadow.
    ///
    /// `coverage`, when given, paints just the operation's shape (with whatever source is set), which is
    /// what confines cairo's unbounded operators to the shape; without it the whole clip counts as the
    /// shape. Both closures may be called more than once (the shadow is rendered separately).
    /// `inkBounds`, when known, bounds what `render` paints in cairo device space; it keeps the shadow's
    /// scratch surface (and so the blur's cost) down to the drawing's size rather than the clip's.
    package func paint(
        coverage: ((OpaquePointer) -> Void)? = nil, inkBounds: CGRect? = nil, render: (OpaquePointer) -> Void
    ) {
        beginPainting()
        defer { endPainting() }
        guard !state.maskClips.isEmpty else {
            paintUnmasked(coverage: coverage, inkBounds: inkBounds, render: render)
            return
        }
        // Image-mask clips: paint on a copy of the destination, then lay the result in through the masks.
        let destination = cairo_get_group_target(cairo)!
        cairo_push_group(cairo)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, destination, 0, 0)
        cairo_paint(cairo)
        cairo_restore(cairo)
        paintUnmasked(coverage: coverage, inkBounds: inkBounds, render: render)
        let result = cairo_pop_group(cairo)!
        let mask = maskClipPattern()
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source(cairo, result)
        cairo_mask(cairo, mask)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        cairo_pattern_destroy(mask)
        cairo_pattern_destroy(result)
    }

    private func paintUnmasked(
        coverage: ((OpaquePointer) -> Void)?, inkBounds: CGRect?, render: (OpaquePointer) -> Void
    ) {
        let mode = state.blendMode
        if let shadow = state.shadow, shadow.color.alpha > 0 {
            paintWithShadow(shadow, mode: mode, inkBounds: inkBounds, render: render)
        } else if mode.isUnboundedInCairo {
            cairo_push_group(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            render(cairo)
            let content = cairo_pop_group(cairo)!
            composite(content, mode: mode, coverage: coverage)
            cairo_pattern_destroy(content)
        } else {
            cairo_set_operator(cairo, mode.cairoOperator)
            render(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        }
        cairo_new_path(cairo)
    }

    /// The product of the image-mask clips' alphas, as an alpha group pattern at the current CTM.
    private func maskClipPattern() -> OpaquePointer {
        var combined: OpaquePointer?
        for clip in state.maskClips {
            // One mask: the image's alpha inside its rectangle (edge pixels extended, not faded), 0 outside.
            cairo_push_group_with_content(cairo, CAIRO_CONTENT_ALPHA)
            let surface = CairoSupport.makeSurface(from: clip.image)
            let pattern = cairo_pattern_create_for_surface(surface)!
            cairo_surface_destroy(surface)
            CairoSupport.setPatternMatrix(pattern, CGContext.imageTransform(for: clip.image, in: clip.rect).inverted())
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_save(cairo)
            CairoSupport.setMatrix(cairo, clip.matrix)
            let r = clip.rect.standardized
            cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
            cairo_clip(cairo)
            cairo_set_source(cairo, pattern)
            cairo_paint(cairo)
            cairo_restore(cairo)
            cairo_pattern_destroy(pattern)
            let single = cairo_pop_group(cairo)!
            guard let previous = combined else {
                combined = single
                continue
            }
            // Intersect: multiply the alphas.
            cairo_push_group_with_content(cairo, CAIRO_CONTENT_ALPHA)
            cairo_set_source(cairo, previous)
            cairo_paint(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source(cairo, single)
            cairo_paint(cairo)
            combined = cairo_pop_group(cairo)
            cairo_pattern_destroy(previous)
            cairo_pattern_destroy(single)
        }
        return combined!
    }

    /// Composites `content` (a group pattern made at the current CTM) onto the target with `mode`, changing
    /// only the pixels under `coverage` — Core Graphics' behaviour, where blend modes act within the
    /// painted shape. For bounded cairo operators that is a plain paint; for unbounded ones the result of
    /// the operator is computed on a copy of the destination and then laid in through the coverage mask.
    package func composite(_ content: OpaquePointer, mode: CGBlendMode, coverage: ((OpaquePointer) -> Void)?) {
        guard mode.isUnboundedInCairo else {
            cairo_set_operator(cairo, mode.cairoOperator)
            cairo_set_source(cairo, content)
            cairo_paint(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            return
        }
        // The shape's coverage, as an alpha-only group.
        cairo_push_group_with_content(cairo, CAIRO_CONTENT_ALPHA)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        cairo_set_source_rgba(cairo, 0, 0, 0, 1)
        if let coverage { coverage(cairo) } else { cairo_paint(cairo) }
        let mask = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(mask) }

        // Work in device space from here: group patterns then line up with identity matrices.
        let destination = cairo_get_group_target(cairo)!
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        var identity = CairoSupport.matrix(.identity)
        cairo_pattern_set_matrix(content, &identity)
        cairo_pattern_set_matrix(mask, &identity)

        // The operator's result everywhere: a copy of the destination, then the content with the operator.
        cairo_push_group(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, destination, 0, 0)  // cairo applies its device offset
        cairo_paint(cairo)
        cairo_set_operator(cairo, mode.cairoOperator)
        cairo_set_source(cairo, content)
        cairo_paint(cairo)
        let result = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(result) }
        cairo_pattern_set_matrix(result, &identity)

        // SOURCE through a mask interpolates between destination and result by the mask: bounded.
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source(cairo, result)
        cairo_mask(cairo, mask)
        cairo_restore(cairo)
    }

    /// Paints `render`'s drawing over its blurred, tinted, offset shadow (see `setShadow(offset:blur:color:)`).
    private func paintWithShadow(
        _ shadow: GraphicsState.Shadow, mode: CGBlendMode, inkBounds: CGRect?, render: (OpaquePointer) -> Void
    ) {
        // Offset and blur are in base space; convert them to device pixels.
        let offset = shadow.offset.applying(baseMatrix)
        let baseScale = abs(baseMatrix.a * baseMatrix.d - baseMatrix.b * baseMatrix.c).squareRoot()
        let sigma = GaussianBlur.sigma(forBlur: shadow.blur * baseScale)
        let spread = GaussianBlur.extent(sigma: sigma)

        // The device area that can show shadow (the clip), and the area of drawing that can cast into it.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        cairo_restore(cairo)
        var left = Int((x1 - Double(offset.width)).rounded(.down)) - spread - 1
        var top = Int((y1 - Double(offset.height)).rounded(.down)) - spread - 1
        var right = Int((x2 - Double(offset.width)).rounded(.up)) + spread + 1
        var bottom = Int((y2 - Double(offset.height)).rounded(.up)) + spread + 1
        if let ink = inkBounds?.standardized, !ink.isNull, ink.minX.isFinite, ink.maxX.isFinite, ink.minY.isFinite,
            ink.maxY.isFinite
        {
            let limit = CGFloat(Int32.max / 4)
            left = max(left, Int(max(-limit, ink.minX).rounded(.down)) - spread - 1)
            top = max(top, Int(max(-limit, ink.minY).rounded(.down)) - spread - 1)
            right = min(right, Int(min(limit, ink.maxX).rounded(.up)) + spread + 1)
            bottom = min(bottom, Int(min(limit, ink.maxY).rounded(.up)) + spread + 1)
        }
        let shadowMask = renderShadowMask(
            left: left, top: top, width: right - left, height: bottom - top, sigma: sigma, render: render)

        cairo_push_group(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        if let shadowMask {
            cairo_save(cairo)
            cairo_identity_matrix(cairo)
            let color = shadow.color
            cairo_set_source_rgba(
                cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
            cairo_mask_surface(
                cairo, shadowMask, Double(left) + Double(offset.width), Double(top) + Double(offset.height))
            cairo_restore(cairo)
            cairo_surface_destroy(shadowMask)
        }
        render(cairo)
        let content = cairo_pop_group(cairo)!
        composite(content, mode: mode, coverage: { cr in cairo_mask(cr, content) })
        cairo_pattern_destroy(content)
    }

    /// Renders the drawing into a scratch surface covering the device rectangle given, and returns its
    /// alpha, blurred, as an A8 surface (nil when the area is empty or too large to be worth it).
    private func renderShadowMask(
        left: Int, top: Int, width: Int, height: Int, sigma: CGFloat, render: (OpaquePointer) -> Void
    ) -> OpaquePointer? {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else { return nil }
        let scratch = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(scratch) }
        cairo_surface_set_device_offset(scratch, Double(-left), Double(-top))
        let cr = cairo_create(scratch)!
        copyDrawingState(to: cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        render(cr)
        cairo_destroy(cr)
        let alpha = GaussianBlur.blurredAlpha(of: scratch, sigma: sigma)
        guard alpha.count == width * height else { return nil }

        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        cairo_surface_flush(mask)
        guard let maskPixels = cairo_image_surface_get_data(mask) else {
            cairo_surface_destroy(mask)
            return nil
        }
        let maskStride = Int(cairo_image_surface_get_stride(mask))
        for y in 0..<height {
            for x in 0..<width {
                maskPixels[y * maskStride + x] = UInt8(min(255, (alpha[y * width + x] * 255).rounded()))
            }
        }
        cairo_surface_mark_dirty(mask)
        return mask
    }

    /// Gives `cr` this context's transform and stroke/fill attributes, so closures draw on it the same way.
    package func copyDrawingState(to cr: OpaquePointer) {
        CairoSupport.setMatrix(cr, deviceMatrix)
        cairo_set_line_width(cr, cairo_get_line_width(cairo))
        cairo_set_line_cap(cr, cairo_get_line_cap(cairo))
        cairo_set_line_join(cr, cairo_get_line_join(cairo))
        cairo_set_miter_limit(cr, cairo_get_miter_limit(cairo))
        cairo_set_fill_rule(cr, cairo_get_fill_rule(cairo))
        cairo_set_antialias(cr, cairo_get_antialias(cairo))
        cairo_set_tolerance(cr, cairo_get_tolerance(cairo))
        let dashCount = Int(cairo_get_dash_count(cairo))
        if dashCount > 0 {
            var dashes = [Double](repeating: 0, count: dashCount)
            var phase = 0.0
            cairo_get_dash(cairo, &dashes, &phase)
            cairo_set_dash(cr, dashes, Int32(dashCount), phase)
        }
    }

    /// Sets `cr`'s source to `color` with the global alpha applied.
    package func setSource(_ cr: OpaquePointer, color: CGColor) {
        cairo_set_source_rgba(
            cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha * state.alpha))
    }
}
