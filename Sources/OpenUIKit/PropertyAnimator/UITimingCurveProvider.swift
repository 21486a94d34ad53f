import Foundation

/// Timing for a property animator (UIKit's `UITimingCurveProvider`): a cubic curve, a spring, or both.
///
/// With `.composed`, UIKit's animator moves along the spring and uses the cubic curve for properties a
/// spring does not suit; OpenUIKit's animator uses the spring for every property of a composed provider
/// (a deliberate simplification), and the cubic curve when there is no spring.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// Which of the parameter sets below describe the timing.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}
