import Foundation
import OpenQuartzCore

/// A cubic Bézier timing curve for a property animator (UIKit's `UICubicTimingParameters`): one of UIKit's
/// named curves, or a curve through (0, 0), `controlPoint1`, `controlPoint2` and (1, 1).
@preconcurrency @MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The named curve; `.easeInOut` for a curve given by control points (UIKit has no "custom" value).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    /// `.builtin` for a named curve, `.cubic` for one given by control points.
    public let timingCurveType: UITimingCurveType

    /// UIKit's default curve, easeInOut: Core Animation's `easeInEaseOut`, (0.42, 0) and (0.58, 1).
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of UIKit's named curves, with Core Animation's control points for it (easeInOut (0.42, 0)
    /// (0.58, 1), easeIn (0.42, 0) (1, 1), easeOut (0, 0) (0.58, 1), linear (0, 0) (1, 1)).
    public init(animationCurve curve: UIView.AnimationCurve) {
        let points = curve.timingFunction.controlPoints
        animationCurve = curve
        controlPoint1 = CGPoint(x: points.c1x, y: points.c1y)
        controlPoint2 = CGPoint(x: points.c2x, y: points.c2y)
        timingCurveType = .builtin
    }

    /// A custom curve. As in Core Animation, the x coordinates are clamped to 0…1 so that the curve is a
    /// function of time.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        timingCurveType = .cubic
    }

    /// The parameters themselves.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None: the timing is a cubic curve.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The Core Animation function of the curve (the named function for a named curve).
    var timingFunction: CAMediaTimingFunction {
        guard timingCurveType == .cubic else { return animationCurve.timingFunction }
        return CAMediaTimingFunction(
            controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
            Float(controlPoint2.x), Float(controlPoint2.y))
    }
}
