import Foundation

/// A size — width or height, or a distance made by `anchorWithOffset(to:)` — to make constraints from
/// (UIKit's `NSLayoutDimension`). Dimensions may also equal a constant or a multiple of another dimension.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, nil, constant: c, caller: "constraintEqualToConstant:")
    }

    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c, caller: "constraintGreaterThanOrEqualToConstant:")
    }

    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c, caller: "constraintLessThanOrEqualToConstant:")
    }

    /// `self == m × anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0, caller: "constraintEqualToAnchor:multiplier:")
    }

    /// `self >= m × anchor`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(
            .greaterThanOrEqual, anchor, multiplier: m, constant: 0,
            caller: "constraintGreaterThanOrEqualToAnchor:multiplier:")
    }

    /// `self <= m × anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(
            .lessThanOrEqual, anchor, multiplier: m, constant: 0,
            caller: "constraintLessThanOrEqualToAnchor:multiplier:")
    }

    /// `self == m × anchor + c`.
    public func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c, caller: "constraintEqualToAnchor:multiplier:constant:")
    }

    /// `self >= m × anchor + c`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(
            .greaterThanOrEqual, anchor, multiplier: m, constant: c,
            caller: "constraintGreaterThanOrEqualToAnchor:multiplier:constant:")
    }

    /// `self <= m × anchor + c`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(
            .lessThanOrEqual, anchor, multiplier: m, constant: c,
            caller: "constraintLessThanOrEqualToAnchor:multiplier:constant:")
    }
}
