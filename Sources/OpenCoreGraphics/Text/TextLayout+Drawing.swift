import CCairo
import CPango
import Foundation

extension TextLayout {
    /// Draws the lines with the layout's top-left corner at `origin`, through the context's one painting
    /// path (global alpha, blend mode, clip and the context's shadow apply). Glyphs without a foreground
    /// colour take the context's fill colour. Glyphs are upright on the device whichever way user space
    /// points: in a y-up context the lines run downward on screen from `origin` too.
    ///
    /// A paragraph with an `NSShadow` on any of its runs casts that shadow under all its glyphs (deliberate
    /// difference: UIKit shadows only the runs that carry it).
    package func draw(in context: CGContext, at origin: CGPoint) {
        guard !lines.isEmpty else { return }
        let matrix = context.deviceMatrix
        let yDown = matrix.a * matrix.d - matrix.b * matrix.c > 0
        let fill = context.state.fillColor
        let alpha = context.state.alpha
        for (index, paragraph) in paragraphs.enumerated() where paragraph.lineCount > 0 {
            let shown = lines.filter { $0.paragraph == index }
            let bounds = shown.reduce(CGRect.null) { $0.union($1.frame) }
            let overhang = shown.map(\.frame.height).max() ?? 0
            let box = CGRect(
                x: origin.x + bounds.minX, y: yDown ? origin.y + bounds.minY : origin.y - bounds.maxY,
                width: bounds.width, height: bounds.height
            ).insetBy(dx: -overhang, dy: -overhang).applying(matrix)
            let render: (OpaquePointer, Bool) -> Void = { cr, coverage in
                cairo_save(cr)
                cairo_translate(cr, Double(origin.x), Double(origin.y))
                if !yDown { cairo_scale(cr, 1, -1) }
                cairo_set_source_rgba(
                    cr, Double(fill.red), Double(fill.green), Double(fill.blue), coverage ? 1 : Double(fill.alpha))
                if !coverage && alpha < 1 { cairo_push_group(cr) }
                FontSystem.shared.perform { _ in
                    for line in shown {
                        guard
                            let pangoLine = pango_layout_get_line_readonly(
                                paragraph.layout, Int32(line.indexInParagraph))
                        else { continue }
                        let x = line.frame.minX - CGFloat(self.lineOffset(pangoLine, in: paragraph))
                        cairo_move_to(cr, Double(x), Double(line.baseline))
                        if coverage {
                            pango_cairo_layout_line_path(cr, pangoLine)
                        } else {
                            pango_cairo_show_layout_line(cr, pangoLine)
                        }
                    }
                }
                if coverage { cairo_fill(cr) }
                if !coverage && alpha < 1 {
                    cairo_pop_group_to_source(cr)
                    cairo_paint_with_alpha(cr, Double(alpha))
                }
                cairo_restore(cr)
            }
            let savedShadow = context.state.shadow
            if let shadow = paragraph.shadow {
                context.setShadow(offset: shadow.offset, blur: shadow.blurRadius, color: shadow.color)
            }
            context.paint(coverage: { render($0, true) }, inkBounds: box) { render($0, false) }
            context.state.shadow = savedShadow
        }
    }

    /// How far a Pango line's own extents start right of its origin (indents and alignment are in the
    /// line's frame already, which starts at the logical extents' left edge).
    private func lineOffset(_ line: UnsafeMutablePointer<PangoLayoutLine>, in paragraph: Paragraph) -> CGFloat {
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        return CGFloat(logical.x) / CGFloat(PANGO_SCALE)
    }
}
