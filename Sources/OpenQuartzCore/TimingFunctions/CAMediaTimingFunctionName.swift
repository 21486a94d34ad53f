import Foundation

/// The names of Core Animation's predefined timing curves (Core Animation's `CAMediaTimingFunctionName`).
///
/// Apple's type is a string-backed struct whose raw values are the names below; ours is the same.
/// The control points each name stands for are listed on ``CAMediaTimingFunction/init(name:)``.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The string that names the curve, e.g. `"easeInEaseOut"`.
    public let rawValue: String

    /// Wraps a raw name. Any string is accepted, as in Apple's API; names that are not one of the five
    /// predefined ones make ``CAMediaTimingFunction/init(name:)`` fall back to the linear curve.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Same as ``init(rawValue:)`` (Apple's Swift overlay offers both spellings).
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Linear pacing: control points (0,0) and (1,1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")

    /// Ease-in pacing (slow start): control points (0.42,0) and (1,1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")

    /// Ease-out pacing (slow end): control points (0,0) and (0.58,1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")

    /// Ease-in-ease-out pacing: control points (0.42,0) and (0.58,1). UIKit's `curveEaseInOut` uses this one.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")

    /// The system default curve used by implicit layer animations: control points (0.25,0.1) and (0.25,1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
