import Foundation

/// An attribute value that stands for a font (UIKit's `UIFont`).
package protocol TextFontValue {
    var textFont: TextFont { get }
}

/// An attribute value that stands for a colour (UIKit's `UIColor`).
package protocol TextColorValue {
    var cgColor: CGColor { get }
}

/// An attribute value that stands for a paragraph style (UIKit's `NSParagraphStyle`).
package protocol TextParagraphStyleValue {
    var textParagraphStyle: TextParagraphStyle { get }
}

/// An attribute value that stands for a shadow (UIKit's `NSShadow`).
package protocol TextShadowValue {
    var textShadow: TextAttributes.Shadow? { get }
}
