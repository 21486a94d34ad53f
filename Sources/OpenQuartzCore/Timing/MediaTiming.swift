import Foundation

/// The one CAMediaTiming evaluator: every layer, animation, group, UIView animation, property animator and
/// percent-driven transition maps time through these functions.
///
/// Stage 1 (active local time) is `(tParent − beginTime) × speed`. The active interval is
/// `[0, activeDuration)`; `timeOffset` is added after the interval test and wraps within the iterations, so
/// a 3 s animation with `timeOffset` 1 shows second 1 first, plays to the end, wraps and ends on second 1
/// (Rönnqvist's "cut away the first second and moved it to the end"). Stage 2 (basic local time) folds the
/// result into `[0, duration]` by repeat and autoreverse. Outside the interval the fill mode clamps to an
/// end or the object has no effect.
///
/// With a negative speed the active interval is played from its end: active time is
/// `activeDuration + (tParent − beginTime) × speed` (Apple does not document negative animation speeds;
/// this is the reading consistent with "a negative speed runs time backwards").
public struct MediaTiming: Sendable, Hashable {
    public var beginTime: Double
    public var duration: Double
    public var speed: Double
    public var timeOffset: Double
    public var repeatCount: Double
    public var repeatDuration: Double
    public var autoreverses: Bool
    public var fillMode: CAMediaTimingFillMode

    /// Tolerance for the end of the active interval, so that frames summing to a duration end it.
    package static let endTolerance = 1e-9

    public init(
        beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
        repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
        fillMode: CAMediaTimingFillMode = .removed
    ) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// Where a parent time falls relative to the active interval.
    public enum Phase: Sendable, Hashable {
        case before, active, after
    }

    // MARK: Layers: a plain affine clock, no folding

    /// Whether ``localTime(fromParent:)`` is the parent time itself: speed 1, no begin time or offset (a
    /// layer's usual timing).
    package var leavesTimeAsIs: Bool { speed == 1 && beginTime == 0 && timeOffset == 0 }

    /// A layer's local time for its parent's time: `(t − beginTime) × speed + timeOffset`.
    public func localTime(fromParent parentTime: Double) -> Double {
        (parentTime - beginTime) * speed + timeOffset
    }

    /// The parent time for a local time (the inverse of ``localTime(fromParent:)``); with speed 0 every
    /// parent time maps to the same local time, and `beginTime` is returned.
    public func parentTime(fromLocal localTime: Double) -> Double {
        speed == 0 ? beginTime : (localTime - timeOffset) / speed + beginTime
    }

    // MARK: Animations: active interval, repeat, autoreverse, fill

    /// One forward pass, or forward plus backward with autoreverse.
    public var cycleDuration: Double { duration * (autoreverses ? 2 : 1) }

    /// The whole active duration: `repeatDuration` when set, else `cycleDuration × repeatCount` (0 means 1);
    /// infinite for an infinite repeat count.
    public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? repeatCount : 1
        return count.isInfinite || count >= Double(Float.greatestFiniteMagnitude) ? .infinity : cycleDuration * count
    }

    /// The parent time at which the active interval ends (where ``phase(atParent:)`` turns `.after`, up to
    /// rounding); infinite for an endless animation or a speed of 0.
    package var activeEndTime: Double {
        beginTime + (activeDuration - MediaTiming.endTolerance) / abs(speed)
    }

    /// The active local time before the offset, and where it falls.
    /// With a negative speed the phase follows how far playback has got, `(tParent − beginTime) × |speed|`,
    /// so the animation is active from its begin time for its active duration (it shows the end first).
    public func activeTime(fromParent parentTime: Double) -> (time: Double, phase: Phase) {
        let active = activeDuration
        let played = (parentTime - beginTime) * abs(speed)
        let time = speed < 0 ? active - played : played
        if played < 0 { return (time, .before) }
        if played >= active - MediaTiming.endTolerance { return (time, .after) }
        return (time, .active)
    }

    /// The phase of the animation at a parent time.
    public func phase(atParent parentTime: Double) -> Phase {
        activeTime(fromParent: parentTime).phase
    }

    /// The basic local time in `[0, duration]` at a parent time, with the iteration it belongs to, or nil
    /// when the animation has no effect (outside its interval without a fill).
    public func basicTime(fromParent parentTime: Double) -> (time: Double, iteration: Int)? {
        let (rawTime, phase) = activeTime(fromParent: parentTime)
        let active = activeDuration
        let time: Double
        switch phase {
        case .before:
            // The first frame shown: the start, or the end when playing backwards.
            guard fillMode.fillsBackwards, speed >= 0 || active.isFinite else { return nil }
            time = speed < 0 ? active : 0
        case .after:
            // The last frame shown: the end, or the start when playing backwards.
            guard fillMode.fillsForwards, speed < 0 || active.isFinite else { return nil }
            time = speed < 0 ? 0 : active
        case .active:
            time = rawTime
        }
        return fold(time, atEnd: time >= active - MediaTiming.endTolerance && active.isFinite)
    }

    /// Folds an active time (plus `timeOffset`) into `[0, duration]` by repeat and autoreverse.
    private func fold(_ activeTime: Double, atEnd: Bool) -> (time: Double, iteration: Int) {
        guard duration > 0 else { return (0, 0) }
        let shifted = activeTime + timeOffset
        var iteration = (shifted / duration).rounded(.down)
        var local = shifted - iteration * duration
        if atEnd && local <= MediaTiming.endTolerance * duration && iteration > 0 {
            iteration -= 1
            local = duration
        }
        if autoreverses {
            let pass = Int(iteration)
            if pass % 2 != 0 { local = duration - local }
            return (local, pass / 2)
        }
        return (local, Int(iteration))
    }
}
