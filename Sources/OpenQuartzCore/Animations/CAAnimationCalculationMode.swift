import Foundation

/// How a keyframe animation computes values between keyframes (Core Animation's
/// `CAAnimationCalculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight interpolation between keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each keyframe's value holds until the next keyframe time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even pace over the whole distance; `keyTimes` and `timingFunctions` are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A Kochanek–Bartels spline through the keyframes, shaped by tension, continuity and bias.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The cubic spline at an even pace.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether an object moving along a path turns to its tangent (Core Animation's `CAAnimationRotationMode`).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Rotate to the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Rotate to the tangent plus 180°.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
