import Foundation
import OpenCoreGraphics

/// UIKit's attribute keys (NSAttributedString.h in UIKit), with UIKit's raw values. Foundation on Linux does
/// not declare them, so OpenUIKit does; labels, text layers and string drawing read them.
extension NSAttributedString.Key {
    /// The font of the text (a `UIFont`; Helvetica 12 when absent in string drawing).
    public static let font = NSAttributedString.Key(AttributedText.KeyName.font)
    /// The colour of the text (a `UIColor`; black when absent).
    public static let foregroundColor = NSAttributedString.Key(AttributedText.KeyName.foregroundColor)
    /// The colour behind the text (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key(AttributedText.KeyName.backgroundColor)
    /// Points added after each character (a number).
    public static let kern = NSAttributedString.Key(AttributedText.KeyName.kern)
    /// How lines are placed (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key(AttributedText.KeyName.paragraphStyle)
    /// A line under the text (an `NSUnderlineStyle` raw value, or the style).
    public static let underlineStyle = NSAttributedString.Key(AttributedText.KeyName.underlineStyle)
    /// The underline's colour (a `UIColor`; the text's when absent).
    public static let underlineColor = NSAttributedString.Key(AttributedText.KeyName.underlineColor)
    /// A line through the text (an `NSUnderlineStyle` raw value, or the style).
    public static let strikethroughStyle = NSAttributedString.Key(AttributedText.KeyName.strikethroughStyle)
    /// The strikethrough's colour (a `UIColor`; the text's when absent).
    public static let strikethroughColor = NSAttributedString.Key(AttributedText.KeyName.strikethroughColor)
    /// A shadow under the text (an `NSShadow`).
    public static let shadow = NSAttributedString.Key(AttributedText.KeyName.shadow)
    /// Points the glyphs are raised above the baseline (a number).
    public static let baselineOffset = NSAttributedString.Key(AttributedText.KeyName.baselineOffset)
}
