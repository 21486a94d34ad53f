import Foundation

/// The character attributes of a run of text, as the text engine draws them: what UIKit's attributed-string
/// keys (`.font`, `.foregroundColor`, `.backgroundColor`, `.kern`, `.underlineStyle`, `.strikethroughStyle`,
/// `.shadow`, `.baselineOffset`) resolve to.
package struct TextAttributes: Sendable, Hashable {
    /// A shadow under the glyphs (UIKit's `NSShadow`).
    package struct Shadow: Sendable, Hashable {
        package var offset: CGSize
        package var blurRadius: CGFloat
        package var color: CGColor

        package init(offset: CGSize, blurRadius: CGFloat, color: CGColor) {
            self.offset = offset
            self.blurRadius = blurRadius
            self.color = color
        }
    }

    /// A line under or through the glyphs: how many strokes, and whether thick (UIKit's
    /// `NSUnderlineStyle` pattern bits are not drawn: lines are solid).
    package enum Line: Sendable, Hashable {
        case single, thick, double
    }

    package var font: TextFont
    /// The glyphs' colour; nil draws them in the context's fill colour.
    package var foregroundColor: CGColor?
    package var backgroundColor: CGColor?
    /// Extra space after each character, in points.
    package var kern: CGFloat = 0
    package var underline: Line?
    package var underlineColor: CGColor?
    package var strikethrough: Line?
    package var strikethroughColor: CGColor?
    package var shadow: Shadow?
    /// How far the glyphs are raised above the baseline, in points.
    package var baselineOffset: CGFloat = 0

    package init(font: TextFont, foregroundColor: CGColor? = nil) {
        self.font = font
        self.foregroundColor = foregroundColor
    }
}
