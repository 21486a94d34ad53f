import CCairo
import Foundation

/// A font for `CGContext`'s label text, resolved from a font name to one of the DejaVu families cairo's
/// toy text API can select through fontconfig (`/usr/share/fonts/truetype/dejavu`).
///
/// Names are matched loosely, so Apple font names work: anything with "Mono", "Courier" or "Menlo" is
/// DejaVu Sans Mono; "Serif" (not "Sans"), "Times", "Georgia", "Palatino" or "Baskerville" are DejaVu Serif;
/// everything else (nil, ".SFUI-…", "Helvetica", "Arial", …) is DejaVu Sans. A "Bold", "Semibold", "Heavy"
/// or "Black" in the name (e.g. "Helvetica-Bold"), or a weight of at least UIFont.Weight.semibold (0.3),
/// selects the bold face; "Italic" or "Oblique" the slanted one.
package struct TextFont: Sendable, Hashable {
    package var family: String
    package var bold: Bool
    package var italic: Bool
    package var size: CGFloat

    package init(name: String?, size: CGFloat, weight: CGFloat = 0) {
        let lower = (name ?? "").lowercased()
        if ["mono", "courier", "menlo"].contains(where: lower.contains) {
            family = "DejaVu Sans Mono"
        } else if (lower.contains("serif") && !lower.contains("sans"))
            || ["times", "georgia", "palatino", "baskerville"].contains(where: lower.contains)
        {
            family = "DejaVu Serif"
        } else {
            family = "DejaVu Sans"
        }
        bold = weight >= 0.3 || ["bold", "semibold", "heavy", "black"].contains(where: lower.contains)
        italic = lower.contains("italic") || lower.contains("oblique")
        self.size = size.isFinite ? max(0, size) : 0
    }

    /// Selects the font on `cr` (at `size`, upright in user space with y down) with unhinted metrics and
    /// outlines, so text scales smoothly, and greyscale antialiasing.
    package func apply(to cr: OpaquePointer) {
        cairo_select_font_face(
            cr, family, italic ? CAIRO_FONT_SLANT_OBLIQUE : CAIRO_FONT_SLANT_NORMAL,
            bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, Double(size))
        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }

    /// Ascent and descent (both positive, in font-size units scaled to `size`).
    package func lineMetrics(_ cr: OpaquePointer) -> (ascent: CGFloat, descent: CGFloat) {
        var extents = cairo_font_extents_t()
        cairo_font_extents(cr, &extents)
        return (CGFloat(extents.ascent), CGFloat(extents.descent))
    }

    /// The advance width of one line of text.
    package func advance(of line: String, _ cr: OpaquePointer) -> CGFloat {
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, line, &extents)
        return CGFloat(extents.x_advance)
    }
}
