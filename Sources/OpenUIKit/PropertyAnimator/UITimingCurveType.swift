import Foundation

/// The kind of timing a `UITimingCurveProvider` describes (UIKit's `UITimingCurveType`).
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's named curves (`UIView.AnimationCurve`).
    case builtin = 0
    /// A cubic Bézier curve given by two control points.
    case cubic = 1
    /// A damped spring.
    case spring = 2
    /// Both a cubic curve and a spring.
    case composed = 3
}
