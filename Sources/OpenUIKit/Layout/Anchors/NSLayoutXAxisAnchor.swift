import Foundation

/// A horizontal position — left, right, leading, trailing, centre X and their margin forms — to make
/// constraints from (UIKit's `NSLayoutXAxisAnchor`).
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The distance from this anchor to `otherAnchor` (positive when `otherAnchor` is further right), as a
    /// dimension to constrain: `a.anchorWithOffset(to: b).constraint(equalTo: c.anchorWithOffset(to: d))`
    /// keeps two gaps equal.
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(source: AnchorSource(from: source, to: otherAnchor.source))
    }

    /// `self == anchor + multiplier × system spacing`: this anchor placed the standard spacing (8 points)
    /// after `anchor`.
    public func constraint(
        equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(
            .equal, anchor, constant: multiplier * NSLayoutConstraint.systemSpacing,
            caller: "constraintEqualToSystemSpacingAfterAnchor:multiplier:")
    }

    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(
            .greaterThanOrEqual, anchor, constant: multiplier * NSLayoutConstraint.systemSpacing,
            caller: "constraintGreaterThanOrEqualToSystemSpacingAfterAnchor:multiplier:")
    }

    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(
            .lessThanOrEqual, anchor, constant: multiplier * NSLayoutConstraint.systemSpacing,
            caller: "constraintLessThanOrEqualToSystemSpacingAfterAnchor:multiplier:")
    }
}
