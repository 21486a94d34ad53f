import Foundation

/// Core Animation's hierarchical timing protocol, adopted by `CALayer` and `CAAnimation`.
///
/// Every conformer maps its parent's time to its own through the one evaluator, ``MediaTiming``:
/// `t = (tParent − beginTime) × speed + timeOffset`, then (animations only) repeat and autoreverse fold `t`
/// into `[0, duration]`.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// The start, in the parent's time space.
    var beginTime: CFTimeInterval { get set }
    /// The basic duration; 0 on an animation means the transaction's duration (0.25 s by default).
    var duration: CFTimeInterval { get set }
    /// The rate of local time relative to the parent's; 0 freezes time, negative runs it backwards.
    var speed: Float { get set }
    /// An offset added to local time after `speed` is applied.
    var timeOffset: CFTimeInterval { get set }
    /// Number of repetitions (fractional allowed; `.greatestFiniteMagnitude` repeats forever).
    var repeatCount: Float { get set }
    /// Total repeating time, as an alternative to `repeatCount`.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each repetition plays forwards then backwards.
    var autoreverses: Bool { get set }
    /// What shows outside the active interval.
    var fillMode: CAMediaTimingFillMode { get set }
}

extension CAMediaTiming {
    /// The conformer's timing as one value for the evaluator.
    package var mediaTiming: MediaTiming {
        MediaTiming(
            beginTime: beginTime, duration: duration, speed: Double(speed), timeOffset: timeOffset,
            repeatCount: Double(repeatCount), repeatDuration: repeatDuration, autoreverses: autoreverses,
            fillMode: fillMode)
    }
}
