import Foundation

/// Scales fonts and values for Dynamic Type (UIKit's `UIFontMetrics`). OpenUIKit's content size category
/// is always the default (Large), at which UIKit's scaling is the identity: fonts keep their size (capped by
/// `maximumPointSize`) and values are returned unchanged.
public struct UIFontMetrics: Sendable {
    /// The text style whose scaling curve this follows.
    public let textStyle: UIFont.TextStyle

    /// Metrics for `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// Metrics for the body style.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// `font` at the current category's size for this style (its own size at Large).
    public func scaledFont(for font: UIFont) -> UIFont { font }

    /// `font` scaled, at most `maximumPointSize` points (0: no maximum).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        maximumPointSize > 0 && font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }

    /// `value` scaled for the current category (itself at Large).
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}
