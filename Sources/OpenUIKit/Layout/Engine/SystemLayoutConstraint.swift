import Foundation

extension NSLayoutConstraint {
    /// A constraint UIKit makes itself — from an autoresizing mask (`NSAutoresizingMaskLayoutConstraint`),
    /// an intrinsic size (`NSContentSizeLayoutConstraint`), a root's size, a system guide — as it appears in
    /// UIKit's conflict messages and in `constraintsAffectingLayout(for:)`: `className` and the equation
    /// `text` are what its description prints. It is never installed on a view.
    /// `attribute` and `constant` are what `firstAttribute` and `constant` answer (an autoresizing
    /// constraint fixes the view's `.left`, `.top`, `.width` or `.height` to a constant).
    static func system(
        _ item: AnyObject, _ text: String, className: String = "NSLayoutConstraint", identifier: String? = nil,
        attribute: Attribute = .notAnAttribute, constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            first: AnchorSource(item: item, attribute: attribute), relation: .equal, second: nil,
            multiplier: 1, constant: constant, isValid: false)
        constraint.identifier = identifier
        constraint.systemDescription = (className, text)
        return constraint
    }
}
