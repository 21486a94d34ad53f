import Foundation

/// A vertical position — top, bottom, centre Y, the baselines and the margin forms — to make constraints
/// from (UIKit's `NSLayoutYAxisAnchor`).
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The distance from this anchor down to `otherAnchor`, as a dimension to constrain.
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(source: AnchorSource(from: source, to: otherAnchor.source))
    }

    /// `self == anchor + multiplier × system spacing`: this anchor the standard spacing (8 points) below
    /// `anchor`.
    public func constraint(
        equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(
            .equal, anchor, constant: multiplier * NSLayoutConstraint.systemSpacing,
            caller: "constraintEqualToSystemSpacingBelowAnchor:multiplier:")
    }

    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(
            .greaterThanOrEqual, anchor, constant: multiplier * NSLayoutConstraint.systemSpacing,
            caller: "constraintGreaterThanOrEqualToSystemSpacingBelowAnchor:multiplier:")
    }

    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(
            .lessThanOrEqual, anchor, constant: multiplier * NSLayoutConstraint.systemSpacing,
            caller: "constraintLessThanOrEqualToSystemSpacingBelowAnchor:multiplier:")
    }
}
