import CCairo
import Foundation

extension CGContext {
    /// Draws `string` for labels (an OpenCoreGraphics addition; Apple draws text with Core Text) with
    /// cairo's toy text API in a DejaVu font resolved from `fontName` (see `TextFont`; `weight` follows
    /// UIFont.Weight's raw values), `fontSize` user-space units high, in `color`.
    ///
    /// `point` is the top-left corner of the first line's box (ascent + descent high), as for UIKit's
    /// `NSString.draw(at:)`. Glyphs are drawn upright on the device whichever way user space points: in a
    /// y-up context the box extends downward on screen from `point` too. Lines split at "\n" follow each
    /// other at ascent + descent. Metrics and outlines are unhinted, so scaled or moving text does not
    /// jitter. Global alpha, blend mode, clip and shadow apply.
    package func drawText(
        _ string: String, fontName: String?, fontSize: CGFloat, color: CGColor, at point: CGPoint, weight: CGFloat = 0
    ) {
        let font = TextFont(name: fontName, size: fontSize, weight: weight)
        guard font.size > 0, !string.isEmpty else { return }
        let matrix = deviceMatrix
        let yDown = matrix.a * matrix.d - matrix.b * matrix.c > 0
        let lines = string.components(separatedBy: "\n")
        let alpha = state.alpha
        let show: (OpaquePointer, Bool) -> Void = { cr, opaque in
            cairo_save(cr)
            font.apply(to: cr)
            let (ascent, descent) = font.lineMetrics(cr)
            if !yDown {
                var flipped = cairo_matrix_t(xx: Double(font.size), yx: 0, xy: 0, yy: -Double(font.size), x0: 0, y0: 0)
                cairo_set_font_matrix(cr, &flipped)
            }
            let direction: CGFloat = yDown ? 1 : -1
            cairo_set_source_rgba(
                cr, Double(color.red), Double(color.green), Double(color.blue), opaque ? 1 : Double(color.alpha * alpha)
            )
            for (index, line) in lines.enumerated() where !line.isEmpty {
                let baseline = point.y + direction * (ascent + CGFloat(index) * (ascent + descent))
                cairo_move_to(cr, Double(point.x), Double(baseline))
                cairo_text_path(cr, line)
            }
            cairo_fill(cr)
            cairo_restore(cr)
        }
        // A generous box for the shadow's scratch surface: the measured lines plus a font size all round
        // for overhanging glyphs.
        let measured = CGContext.measureText(string, fontName: fontName, fontSize: fontSize, weight: weight)
        let box = CGRect(
            x: point.x, y: yDown ? point.y : point.y - measured.height, width: measured.width, height: measured.height
        )
        .insetBy(dx: -font.size, dy: -font.size).applying(matrix)
        paint(coverage: { cr in show(cr, true) }, inkBounds: box) { cr in show(cr, false) }
    }

    /// The size of `string`'s text as `drawText` draws it: the widest line's advance width by the number of
    /// lines × (ascent + descent), in font-size units. An OpenCoreGraphics addition for label layout.
    package static func measureText(
        _ string: String, fontName: String?, fontSize: CGFloat, weight: CGFloat = 0
    ) -> CGSize {
        let font = TextFont(name: fontName, size: fontSize, weight: weight)
        guard font.size > 0 else { return .zero }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        font.apply(to: cr)
        let (ascent, descent) = font.lineMetrics(cr)
        let lines = string.components(separatedBy: "\n")
        let width = lines.map { font.advance(of: $0, cr) }.max() ?? 0
        return CGSize(width: width, height: CGFloat(lines.count) * (ascent + descent))
    }
}
