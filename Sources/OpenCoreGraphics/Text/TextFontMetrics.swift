import CPango
import Foundation

/// A font's vertical metrics in points, as UIKit's `UIFont` reports them: `ascender` above the baseline
/// (positive), `descender` below it (negative), `leading` (the line gap), `capHeight` and `xHeight`.
/// Ascender and descender are the extents HarfBuzz gives Pango (the font's hhea or typographic values),
/// so a line of the font is `ascender − descender` high in a layout.
package struct TextFontMetrics: Sendable, Hashable {
    package var ascender: CGFloat
    package var descender: CGFloat
    package var leading: CGFloat
    package var capHeight: CGFloat
    package var xHeight: CGFloat

    /// Ascender − descender + leading, UIKit's `lineHeight`.
    package var lineHeight: CGFloat { ascender - descender + leading }

    /// The metrics already read, by font.
    static let cache = TextCache<TextFont, TextFontMetrics>(capacity: 512)

    init(font: TextFont, context: OpaquePointer) {
        let description = font.makeDescription()
        defer { pango_font_description_free(description) }
        guard font.size > 0, let loaded = pango_context_load_font(context, description) else {
            self.init(ascender: 0, descender: 0, leading: 0, capHeight: 0, xHeight: 0)
            return
        }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        let hbFont = pango_font_get_hb_font(loaded)
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(hbFont, &extents)
        // Pango's HarfBuzz fonts are scaled to the size in Pango units.
        let unit = CGFloat(PANGO_SCALE)
        func position(_ tag: hb_ot_metrics_tag_t) -> CGFloat {
            var value: hb_position_t = 0
            hb_ot_metrics_get_position_with_fallback(hbFont, tag, &value)
            return CGFloat(value) / unit
        }
        self.init(
            ascender: CGFloat(extents.ascender) / unit, descender: CGFloat(extents.descender) / unit,
            leading: CGFloat(extents.line_gap) / unit, capHeight: position(HB_OT_METRICS_TAG_CAP_HEIGHT),
            xHeight: position(HB_OT_METRICS_TAG_X_HEIGHT))
    }

    package init(ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat, xHeight: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
        self.xHeight = xHeight
    }
}
