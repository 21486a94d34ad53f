import Foundation

/// The area text is laid out in: a width to wrap at (unbounded when infinite or
/// `.greatestFiniteMagnitude`), a height below which lines are dropped, a line limit (0: none) and, as
/// UILabel's `lineBreakMode` does, a line-break mode that overrides the paragraphs' own. Without
/// `wrapsLines` (a text layer's `isWrapped` off) each paragraph is one line, ellipsized at the width by the
/// truncating modes and otherwise running past it.
package struct TextContainer: Sendable, Hashable {
    package var width: CGFloat
    package var height: CGFloat
    package var maximumNumberOfLines: Int
    package var lineBreak: TextParagraphStyle.LineBreak?
    /// Whether the fonts' line gap is added to each line, as TextKit's default line height (`UIFont.lineHeight`)
    /// has it; `boundingRect` leaves it out without `NSStringDrawingOptions.usesFontLeading`.
    package var usesFontLeading: Bool
    package var wrapsLines: Bool

    package init(
        width: CGFloat = .infinity, height: CGFloat = .infinity, maximumNumberOfLines: Int = 0,
        lineBreak: TextParagraphStyle.LineBreak? = nil, usesFontLeading: Bool = true, wrapsLines: Bool = true
    ) {
        self.width = width.isNaN ? .infinity : max(0, width)
        self.height = height.isNaN ? .infinity : max(0, height)
        self.maximumNumberOfLines = max(0, maximumNumberOfLines)
        self.lineBreak = lineBreak
        self.usesFontLeading = usesFontLeading
        self.wrapsLines = wrapsLines
    }

    /// Whether lines wrap at ``width``.
    package var hasWidth: Bool { width.isFinite && width < .greatestFiniteMagnitude / 2 }
    /// Whether lines below ``height`` are dropped.
    package var hasHeight: Bool { height.isFinite && height < .greatestFiniteMagnitude / 2 }
}
