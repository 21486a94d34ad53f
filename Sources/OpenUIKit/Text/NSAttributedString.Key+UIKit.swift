import Foundation

extension NSAttributedString.Key {
    /// The font of the text (UIKit's `NSFontAttributeName`; a `UIFont`). Foundation on Linux does not
    /// declare the UIKit keys, so OpenUIKit does, with UIKit's raw values.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text (UIKit's `NSForegroundColorAttributeName`; a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}
