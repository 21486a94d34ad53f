import Foundation
import OpenCoreGraphics

/// A shadow for text (UIKit's `NSShadow`, the value of `.shadow`). Defaults are UIKit's: offset (0, −3),
/// no blur, and a nil colour, drawn as black at one-third alpha.
open class NSShadow: NSObject, TextShadowValue {
    /// The shadow's offset in points (positive height: down, in UIKit's coordinates).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius in points.
    open var shadowBlurRadius: CGFloat = 0
    /// The colour (a `UIColor`); nil draws black at one-third alpha.
    open var shadowColor: Any?

    public override init() { super.init() }

    package var textShadow: TextAttributes.Shadow? {
        let color =
            (shadowColor as? UIColor)?.cgColor ?? (shadowColor as? CGColor) ?? CGColor(gray: 0, alpha: 1.0 / 3.0)
        return TextAttributes.Shadow(
            offset: shadowOffset, blurRadius: shadowBlurRadius.isFinite ? max(0, shadowBlurRadius) : 0, color: color)
    }
}
