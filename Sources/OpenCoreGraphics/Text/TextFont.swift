import CPango
import Foundation

/// A font as the text engine draws it: a family installed in ``FontSystem``, a weight, a slant and a size.
/// UIKit's `UIFont` and Core Animation's text layers resolve their fonts to this value; it is `Sendable` so
/// render values can carry it. Glyphs the family lacks fall back per glyph to ``FontSystem/fallbackFamilies``.
package struct TextFont: Sendable, Hashable {
    /// The family name, as fontconfig knows it ("Inter", "Liberation Sans", …).
    package var family: String
    /// UIKit's weight scale (`UIFont.Weight.rawValue`, −1 … 1; 0 regular, 0.4 bold).
    package var weight: CGFloat
    /// Whether the face is italic.
    package var italic: Bool
    /// The size in points (user-space units), never negative or non-finite.
    package var size: CGFloat
    /// Whether digits take the same width (OpenType `tnum`), as UIKit's monospaced-digit fonts.
    package var monospacedDigits: Bool

    /// A font of `family` at `size` (negative and non-finite sizes become 0).
    package init(
        family: String, size: CGFloat, weight: CGFloat = 0, italic: Bool = false, monospacedDigits: Bool = false
    ) {
        self.family = family
        self.size = size.isFinite ? max(0, size) : 0
        self.weight = weight
        self.italic = italic
        self.monospacedDigits = monospacedDigits
    }

    /// The CSS / OpenType weight (100 … 900) of a UIKit weight, at UIKit's named weights: ultraLight 100,
    /// thin 200, light 300, regular 400, medium 500, semibold 600, bold 700, heavy 800, black 900.
    package var openTypeWeight: Int32 {
        let steps: [(CGFloat, Int32)] = [
            (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700), (0.56, 800),
            (0.62, 900),
        ]
        return steps.min { abs($0.0 - weight) < abs($1.0 - weight) }!.1
    }

    /// A new Pango description of the font with its fallback families (`PangoFontDescription *`; the caller
    /// frees it).
    package func makeDescription() -> OpaquePointer {
        let description = pango_font_description_new()!
        let families = ([family] + FontSystem.fallbackFamilies.filter { $0 != family }).joined(separator: ",")
        pango_font_description_set_family(description, families)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(openTypeWeight)))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        // Pango takes a size of 0 as unset (its default size): the least size it has stands for it.
        pango_font_description_set_absolute_size(description, max(1, Double(size) * Double(PANGO_SCALE)))
        return description
    }

    /// The face's vertical metrics at this size, read from the font file the family resolves to.
    package var metrics: TextFontMetrics {
        TextFontMetrics.cache.value(for: self) {
            FontSystem.shared.perform { context in TextFontMetrics(font: self, context: context) }
        }
    }
}
