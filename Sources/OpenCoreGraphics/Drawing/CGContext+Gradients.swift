import CCairo
import Foundation

extension CGContext {
    /// Fills the clipping area with a linear gradient along the line from `start` to `end` (user space),
    /// as Apple's `drawLinearGradient(_:start:end:options:)`: colour is constant along lines perpendicular
    /// to it; before `start` and after `end` nothing is painted unless `options` ask for the end colours to
    /// be extended. Colours interpolate unpremultiplied, as in Core Graphics. A zero-length line paints
    /// nothing.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        let dx = end.x - start.x, dy = end.y - start.y
        let length = hypot(dx, dy)
        guard length > 0, length.isFinite else { return }
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        defer { cairo_pattern_destroy(pattern) }
        gradient.addStops(to: pattern, alpha: state.alpha)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        // With one side extended, pad both and cut the other side away with a half-plane clip.
        let ux = dx / length, uy = dy / length
        paint { cr in
            cairo_save(cr)
            if before != after {
                let reach = CGContext.userClipReach(cr, from: start) + length + 1
                let origin = before ? end : start
                let direction: CGFloat = before ? -1 : 1
                let ax = ux * direction * reach, ay = uy * direction * reach
                let px = -uy * reach, py = ux * reach
                cairo_new_path(cr)
                cairo_move_to(cr, Double(origin.x + px), Double(origin.y + py))
                cairo_line_to(cr, Double(origin.x - px), Double(origin.y - py))
                cairo_line_to(cr, Double(origin.x - px + ax), Double(origin.y - py + ay))
                cairo_line_to(cr, Double(origin.x + px + ax), Double(origin.y + py + ay))
                cairo_close_path(cr)
                cairo_clip(cr)
            }
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }

    /// Fills the clipping area with a radial gradient blending from the circle (`startCenter`,
    /// `startRadius`) to the circle (`endCenter`, `endRadius`), as Apple's
    /// `drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`. `options` extend the
    /// first colour inside the start circle and the last beyond the end circle. Negative radii count as 0.
    ///
    /// When one circle contains the other (the usual case) both extensions are exact; for the rare
    /// "cone" arrangement with a single extension the extended side is approximated by stretching the
    /// gradient far beyond the clip.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let r0 = max(0, startRadius), r1 = max(0, endRadius)
        let dc = hypot(endCenter.x - startCenter.x, endCenter.y - startCenter.y), dr = r1 - r0
        guard r0.isFinite, r1.isFinite, dc.isFinite, r0 > 0 || r1 > 0 else { return }
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        let startInsideEnd = dc + r0 <= r1, endInsideStart = dc + r1 <= r0
        let alpha = state.alpha

        if before == after || startInsideEnd || endInsideStart {
            let pattern = cairo_pattern_create_radial(
                Double(startCenter.x), Double(startCenter.y), Double(r0), Double(endCenter.x), Double(endCenter.y),
                Double(r1))!
            defer { cairo_pattern_destroy(pattern) }
            gradient.addStops(to: pattern, alpha: alpha)
            cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
            paint { cr in
                cairo_save(cr)
                if before != after {
                    // Nested circles: "before" is inside the start circle (or outside it, when the end
                    // circle is the inner one) and "after" the other way round; clip the unwanted side.
                    let cutStart = !before, inner = startInsideEnd
                    let center = cutStart ? startCenter : endCenter, radius = cutStart ? r0 : r1
                    // Outer circle cut: clip to it. Inner circle cut: clip to everything but it.
                    let cutInside = cutStart == inner
                    if radius > 0 || !cutInside {
                        cairo_new_path(cr)
                        if cutInside {
                            let reach = CGContext.userClipReach(cr, from: center) + 1
                            cairo_rectangle(
                                cr, Double(center.x - reach), Double(center.y - reach), Double(2 * reach),
                                Double(2 * reach))
                            cairo_new_sub_path(cr)
                        }
                        cairo_arc(cr, Double(center.x), Double(center.y), Double(radius), 0, 2 * .pi)
                        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                        cairo_clip(cr)
                    }
                }
                cairo_set_source(cr, pattern)
                cairo_paint(cr)
                cairo_restore(cr)
            }
            return
        }

        // Cone arrangement with one side extended: stretch the circles' interpolation to far-away t values
        // (or to the apex, where the radius reaches 0) and remap the stops into the original range.
        paint { cr in
            let reach = CGContext.userClipReach(cr, from: startCenter) + r0 + r1 + dc + 1
            let far = reach / max(abs(dr), dc, 1e-3)
            let tStart: CGFloat = before ? (dr > 0 ? -r0 / dr : -far) : 0
            let tEnd: CGFloat = after ? (dr < 0 ? r0 / -dr : 1 + far) : 1
            func circle(_ t: CGFloat) -> (CGPoint, CGFloat) {
                (
                    CGPoint(
                        x: startCenter.x + t * (endCenter.x - startCenter.x),
                        y: startCenter.y + t * (endCenter.y - startCenter.y)),
                    max(0, r0 + t * dr)
                )
            }
            let (c0, s0) = circle(tStart), (c1, s1) = circle(tEnd)
            let pattern = cairo_pattern_create_radial(
                Double(c0.x), Double(c0.y), Double(s0), Double(c1.x), Double(c1.y), Double(s1))!
            let span = tEnd - tStart
            gradient.addStops(to: pattern, offset: -tStart / span, scale: 1 / span, alpha: alpha)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
        }
    }

    /// Fills the clipping area with a conic ("angular") gradient around `center`, for CAGradientLayer's
    /// `.conic` type: location 0 lies along `startAngle` (radians from the x axis towards the y axis of user
    /// space — clockwise on screen in a flipped context) and locations increase with the angle through a
    /// full turn. Drawn as a cairo mesh of narrow sectors whose corner colours are sampled from the
    /// gradient (unpremultiplied interpolation), so colours vary smoothly with the angle.
    package func drawConicGradient(_ gradient: CGGradient, center: CGPoint, startAngle: CGFloat) {
        guard center.x.isFinite, center.y.isFinite, startAngle.isFinite else { return }
        let alpha = state.alpha
        paint { cr in
            let radius = CGContext.userClipReach(cr, from: center) + 2
            let sectors = 256
            let mesh = cairo_pattern_create_mesh()!
            defer { cairo_pattern_destroy(mesh) }
            let step = 2 * CGFloat.pi / CGFloat(sectors)
            let handle = radius * 4 / 3 * tan(step / 4)
            for index in 0..<sectors {
                let a0 = startAngle + step * CGFloat(index), a1 = a0 + step
                let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
                let p1 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
                let colour0 = gradient.color(at: CGFloat(index) / CGFloat(sectors))
                let colour1 = gradient.color(at: CGFloat(index + 1) / CGFloat(sectors))
                cairo_mesh_pattern_begin_patch(mesh)
                cairo_mesh_pattern_move_to(mesh, Double(center.x), Double(center.y))
                cairo_mesh_pattern_line_to(mesh, Double(p0.x), Double(p0.y))
                cairo_mesh_pattern_curve_to(
                    mesh, Double(p0.x - handle * sin(a0)), Double(p0.y + handle * cos(a0)),
                    Double(p1.x + handle * sin(a1)), Double(p1.y - handle * cos(a1)), Double(p1.x), Double(p1.y))
                cairo_mesh_pattern_line_to(mesh, Double(center.x), Double(center.y))
                for (corner, colour) in [(0, colour0), (1, colour0), (2, colour1), (3, colour1)] {
                    cairo_mesh_pattern_set_corner_color_rgba(
                        mesh, UInt32(corner), Double(colour.red), Double(colour.green), Double(colour.blue),
                        Double(colour.alpha * alpha))
                }
                cairo_mesh_pattern_end_patch(mesh)
            }
            cairo_set_source(cr, mesh)
            cairo_paint(cr)
        }
    }

    /// The distance from `point` to the farthest corner of `cr`'s clip extents, in user space.
    package static func userClipReach(_ cr: OpaquePointer, from point: CGPoint) -> CGFloat {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)]
        return corners.map { hypot(CGFloat($0.0) - point.x, CGFloat($0.1) - point.y) }.max() ?? 0
    }
}
