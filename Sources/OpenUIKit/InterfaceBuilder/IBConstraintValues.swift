import Foundation

/// The constraint values Interface Builder writes: attribute and relation names, and multipliers given
/// as a number or a ratio (`16:9`).
enum IBConstraintValues {
    /// A `firstAttribute`/`secondAttribute` name.
    static func attribute(_ name: String) -> NSLayoutConstraint.Attribute? {
        switch name {
        case "left": .left
        case "right": .right
        case "top": .top
        case "bottom": .bottom
        case "leading": .leading
        case "trailing": .trailing
        case "width": .width
        case "height": .height
        case "centerX": .centerX
        case "centerY": .centerY
        case "lastBaseline", "baseline": .lastBaseline
        case "firstBaseline": .firstBaseline
        case "leftMargin": .leftMargin
        case "rightMargin": .rightMargin
        case "topMargin": .topMargin
        case "bottomMargin": .bottomMargin
        case "leadingMargin": .leadingMargin
        case "trailingMargin": .trailingMargin
        case "centerXWithinMargins": .centerXWithinMargins
        case "centerYWithinMargins": .centerYWithinMargins
        default: nil
        }
    }

    /// A `relation` name (absent: equal).
    static func relation(_ name: String) -> NSLayoutConstraint.Relation? {
        switch name {
        case "lessThanOrEqual": .lessThanOrEqual
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "equal": .equal
        default: nil
        }
    }

    /// A `multiplier`: a number, or `a:b` for a / b.
    static func multiplier(_ text: String) -> CGFloat? {
        let parts = text.split(separator: ":")
        guard parts.count == 2 else { return Double(text).map { CGFloat($0) } }
        guard let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 else { return nil }
        return CGFloat(numerator / denominator)
    }
}
