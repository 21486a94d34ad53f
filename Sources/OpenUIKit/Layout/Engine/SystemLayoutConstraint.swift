import Foundation

extension NSLayoutConstraint {
    /// A constraint UIKit makes itself — from an autoresizing mask (`NSAutoresizingMaskLayoutConstraint`),
    /// an intrinsic size (`NSContentSizeLayoutConstraint`), a root's size, a system guide — as it appears in
    /// UIKit's conflict messages and in `constraintsAffectingLayout(for:)`: `className` and the equation
    /// `text` makes are what its description prints. It is never installed on a view.
    /// `attribute` and `constant` are what `firstAttribute` and `constant` answer (an autoresizing
    /// constraint fixes the view's `.left`, `.top`, `.width` or `.height` to a constant).
    ///
    /// `text` is given the item as UIKit prints it (`UILabel:0x…'Title'`) and is called only when the
    /// description is printed, as UIKit describes its constraints: the engine makes these constraints at
    /// every rebuild, and almost none of them is ever printed.
    static func system(
        _ item: AnyObject, className: String = "NSLayoutConstraint", identifier: String? = nil,
        attribute: Attribute = .notAnAttribute, constant: CGFloat = 0,
        text: @escaping @MainActor (_ item: String) -> String
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            first: AnchorSource(item: item, attribute: attribute), relation: .equal, second: nil,
            multiplier: 1, constant: constant, isValid: false)
        constraint.identifier = identifier
        constraint.systemDescription = (className, text)
        return constraint
    }
}
