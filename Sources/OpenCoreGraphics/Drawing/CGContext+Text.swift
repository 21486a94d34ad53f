import Foundation

extension CGContext {
    /// Draws `string` on one line per "\n"-separated paragraph in `font` and `color` with the text engine
    /// (an OpenCoreGraphics addition; Apple draws text with Core Text), the first line's box's top-left
    /// corner at `point`, as UIKit's `NSString.draw(at:withAttributes:)`.
    package func drawText(_ string: String, font: TextFont, color: CGColor, at point: CGPoint) {
        let text = AttributedText(string: string, attributes: TextAttributes(font: font, foregroundColor: color))
        TextLayout.make(text, in: TextContainer()).draw(in: self, at: point)
    }

    /// The size `drawText(_:font:color:at:)` gives `string`: its widest line by its lines' heights.
    package static func measureText(_ string: String, font: TextFont) -> CGSize {
        TextLayout.make(AttributedText(string: string, attributes: TextAttributes(font: font)), in: TextContainer())
            .size
    }
}
