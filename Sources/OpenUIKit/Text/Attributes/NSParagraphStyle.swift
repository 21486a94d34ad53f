import Foundation
import OpenCoreGraphics

/// How the lines of a paragraph are placed (UIKit's `NSParagraphStyle`, the value of `.paragraphStyle`);
/// `NSMutableParagraphStyle` makes the properties settable. Defaults are UIKit's: natural alignment, word
/// wrapping, no spacing or indents, line-height multiple and limits 0 (none).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, TextParagraphStyleValue {
    /// UIKit's values, in one place for the mutable subclass.
    struct Values: Equatable {
        var alignment = NSTextAlignment.natural
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
    }

    var values = Values()

    public override init() { super.init() }

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// The default style.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The lines' horizontal alignment.
    open var alignment: NSTextAlignment { values.alignment }
    /// How lines wrap, and how the last line shown is truncated.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Points between the lines of the paragraph.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Points after the paragraph.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Points before the paragraph (not before the first).
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// The natural line height is multiplied by this when positive.
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The least line height when positive.
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The greatest line height when positive.
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// The first line's indent.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The other lines' indent.
    open var headIndent: CGFloat { values.headIndent }
    /// Positive: the trailing edge from the leading edge; zero or negative: from the container's end.
    open var tailIndent: CGFloat { values.tailIndent }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values: values) }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(values: values) }

    /// Equal when every value is.
    open override func isEqual(_ object: Any?) -> Bool { (object as? NSParagraphStyle)?.values == values }

    open override var hash: Int { Int(values.lineSpacing * 1000) ^ values.alignment.rawValue }

    package var textParagraphStyle: TextParagraphStyle {
        var style = TextParagraphStyle()
        style.alignment = values.alignment.textAlignment
        style.lineBreak = values.lineBreakMode.textLineBreak
        let finite = { (value: CGFloat) in value.isFinite ? value : 0 }
        style.lineSpacing = max(0, finite(values.lineSpacing))
        style.paragraphSpacing = max(0, finite(values.paragraphSpacing))
        style.paragraphSpacingBefore = max(0, finite(values.paragraphSpacingBefore))
        style.lineHeightMultiple = max(0, finite(values.lineHeightMultiple))
        style.minimumLineHeight = max(0, finite(values.minimumLineHeight))
        style.maximumLineHeight = max(0, finite(values.maximumLineHeight))
        style.firstLineHeadIndent = max(0, finite(values.firstLineHeadIndent))
        style.headIndent = max(0, finite(values.headIndent))
        style.tailIndent = finite(values.tailIndent)
        return style
    }
}
