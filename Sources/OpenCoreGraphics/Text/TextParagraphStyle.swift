import Foundation

/// How the lines of a paragraph are placed (what UIKit's `NSParagraphStyle` resolves to).
package struct TextParagraphStyle: Sendable, Hashable {
    /// Horizontal alignment; `.natural` is left for left-to-right text and right for right-to-left.
    package enum Alignment: Sendable, Hashable {
        case left, center, right, justified, natural
    }

    /// How lines wrap and where text that does not fit is cut (UIKit's `NSLineBreakMode`).
    package enum LineBreak: Sendable, Hashable {
        case wordWrapping, charWrapping, clipping, truncatingHead, truncatingTail, truncatingMiddle
    }

    package var alignment = Alignment.natural
    package var lineBreak = LineBreak.wordWrapping
    /// Extra space between the lines of a paragraph, in points.
    package var lineSpacing: CGFloat = 0
    /// Extra space after the paragraph, in points.
    package var paragraphSpacing: CGFloat = 0
    /// Extra space before the paragraph, in points.
    package var paragraphSpacingBefore: CGFloat = 0
    /// The natural line height is multiplied by this when positive.
    package var lineHeightMultiple: CGFloat = 0
    /// The least line height when positive.
    package var minimumLineHeight: CGFloat = 0
    /// The greatest line height when positive.
    package var maximumLineHeight: CGFloat = 0
    /// The first line's indent from the leading edge.
    package var firstLineHeadIndent: CGFloat = 0
    /// The other lines' indent from the leading edge.
    package var headIndent: CGFloat = 0
    /// The trailing edge: positive from the leading edge, zero or negative from the container's trailing edge.
    package var tailIndent: CGFloat = 0

    package init() {}
}
