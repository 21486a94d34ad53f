import Foundation

/// One laid-out line: its box (the line height from its top, as wide as its glyphs' advances), its baseline
/// (from the layout's top), and the UTF-16 range of the characters it shows.
package struct TextLine: Sendable, Hashable {
    package var frame: CGRect
    package var baseline: CGFloat
    package var location: Int
    package var length: Int
    /// The paragraph it belongs to, and its index in that paragraph.
    package var paragraph: Int
    package var indexInParagraph: Int
}
