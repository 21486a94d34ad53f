import Foundation

extension NSLayoutConstraint {
    /// The constraint as UIKit prints it (see `description`):
    /// `<NSLayoutConstraint:0x… 'identifier' UIView:0x….width == 0.5*UIView:0x….width + 10 @750   (active)>`
    /// — the identifier when there is one, the multiplier when it is not 1, the constant when it is not 0
    /// (always for a constant constraint), the priority when it is not required.
    var constraintDescription: String {
        var text = "<\(systemDescription?.className ?? "\(type(of: self))"):\(LayoutItemDescription.address(of: self))"
        if let identifier { text += " '\(identifier)'" }
        text += " " + (systemDescription?.text(LayoutItemDescription.describe(firstItem)) ?? equationDescription)
        text += "   (\(isActive || systemDescription != nil ? "active" : "inactive"))>"
        return text
    }

    /// The equation part of the description: `UIView:0x….width == 100`.
    var equationDescription: String {
        var text = "\(firstSource.name) \(relation)"
        if let secondSource {
            text += " "
            if multiplier != 1 { text += LayoutItemDescription.number(multiplier) + "*" }
            text += secondSource.name
            if constant != 0 {
                text += constant > 0 ? " + " : " - "
                text += LayoutItemDescription.number(abs(constant))
            }
        } else {
            text += " " + LayoutItemDescription.number(constant)
        }
        if priority != .required { text += " @" + LayoutItemDescription.number(CGFloat(priority.rawValue)) }
        return text
    }
}
