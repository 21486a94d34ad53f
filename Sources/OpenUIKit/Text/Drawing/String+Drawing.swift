import Foundation

/// Measuring and drawing plain strings with attributes (UIKit's NSString drawing additions, which Swift
/// strings get on iOS through bridging): each is the attributed string's method.
extension String {
    /// The size of the string drawn with `attrs` on lines broken at its newlines.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self, attributes: attrs).size()
    }

    /// The rectangle the string takes with `attributes` (see `NSAttributedString.boundingRect`).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(
            with: size, options: options, context: context)
    }

    /// Draws the string with `attrs`, its top-left corner at `point`, in the current context.
    @MainActor public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attrs).draw(at: point)
    }

    /// Draws the string with `attrs` wrapped in `rect`, in the current context.
    @MainActor public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attrs).draw(in: rect)
    }
}

/// The same methods on `NSString` (UIKit's NSStringDrawing.h).
extension NSString {
    /// The size of the string drawn with `attrs` on lines broken at its newlines.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attrs).size()
    }

    /// Draws the string with `attrs`, its top-left corner at `point`, in the current context.
    @MainActor public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(at: point)
    }

    /// Draws the string with `attrs` wrapped in `rect`, in the current context.
    @MainActor public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(in: rect)
    }
}
