import Foundation

/// Frame jumps: the headless loop leaves out the frames in which nothing would happen (Apple has no such
/// thing: on iOS the display drives every frame; here nothing can tell the difference).
///
/// A frame may be left out when a pass of the run loop at its time would do nothing: no implicit
/// transaction to commit, no animation to start or end (`AnimationEngine.isQuiet(at:)`), no scheduled,
/// unpaused display link other than those that only show the current time (a running property
/// animator's), and nothing of the host's due (UIKit: queued touches, keys and work, timers, recognizers'
/// timers, transitions' deadlines). The frames left out are those of the grid frame stepping would use,
/// before the earliest time any participant names (`QuietFrames.nextDueTime`), once the exact tests pass
/// at both ends of the jump; the frame after them runs as stepping runs it, at the same time,
/// so every callback keeps its order and its time. The last frame of a call always runs, so what the caller
/// sees afterwards is what stepping leaves.
extension CAMediaClock {
    /// Forces frame stepping (every frame of 1/60 s runs), to compare a run against the jumping one; set
    /// from the start when the environment variable `OPENUIKIT_STEP_EVERY_FRAME` is present.
    package static var stepsEveryFrame = ProcessInfo.processInfo.environment["OPENUIKIT_STEP_EVERY_FRAME"] != nil

    /// The elapsed time of the frame after the one at `elapsed` on the grid of `runFrames`: frames of
    /// `frameLength`, the last one shorter, ending at exactly `duration`.
    static func nextFrameElapsed(
        after elapsed: TimeInterval, duration: TimeInterval, frameLength: TimeInterval
    ) -> TimeInterval {
        let next = min(elapsed + frameLength, duration)
        return duration - next < 1e-12 ? duration : next
    }

    /// The elapsed time of the last frame of `runFrames` (started at `start`, now at `elapsed`) that a jump
    /// can leave out, or nil when the next frame must run (always while stepping is forced). Never the last
    /// frame of the call.
    static func jump(
        from start: CFTimeInterval, elapsed: TimeInterval, duration: TimeInterval, frameLength: TimeInterval,
        host: QuietFrames
    ) -> TimeInterval? {
        guard !stepsEveryFrame else { return nil }
        let horizon = quietHorizon(host)
        var last = elapsed
        var previous = elapsed
        while true {
            let next = nextFrameElapsed(after: last, duration: duration, frameLength: frameLength)
            guard next > last, next < duration, start + next < horizon else { break }
            previous = last
            last = next
        }
        return [last, previous].first { $0 > elapsed && isQuiet(through: start + $0, host) }
    }

    /// For a host that turns the loop one frame at a time until `end` (UIKit's `runUntilIdle`), each turn
    /// `min(frameDuration, end − now)` long: how many of the next turns a jump can leave out, with the
    /// time after them. Never the turn at which the host stops (the one reaching `end`, or its
    /// `turnsLeft`-th), so that one runs. Nil when the next turn must run, and always while stepping is
    /// forced.
    package static func jumpTurns(
        until end: CFTimeInterval, turnsLeft: Int, host: QuietFrames
    ) -> (time: CFTimeInterval, count: Int)? {
        guard !stepsEveryFrame else { return nil }
        let now = CACurrentMediaTime()
        let horizon = quietHorizon(host)
        var time = now
        var previous = now
        var count = 0
        while count + 1 < turnsLeft {
            let next = time + min(frameDuration, end - time)
            guard next > time, next < end, next < horizon else { break }
            previous = time
            time = next
            count += 1
        }
        let jump = [(time, count), (previous, count - 1)].first { $0.1 > 0 && isQuiet(through: $0.0, host) }
        if let jump { setTime(jump.0) }
        return jump
    }

    /// The earliest time a pass may do something: a hint that the exact test (`isQuiet(through:_:)`)
    /// confirms for the last frame before it, or, when rounding put the hint a little late, the one before.
    private static func quietHorizon(_ host: QuietFrames) -> CFTimeInterval {
        guard !CATransaction.hasPendingTransaction else { return -.infinity }
        let now = CACurrentMediaTime()
        var due = CADisplayLink.nextDueTime
        if due > now { due = min(due, host.nextDueTime()) }
        if due > now { due = min(due, AnimationEngine.nextEventTime(after: now)) }
        return due
    }

    /// Whether the passes from now through `time` would all do nothing: each participant's exact test at
    /// both ends, which, monotone in between, covers every pass there.
    private static func isQuiet(through time: CFTimeInterval, _ host: QuietFrames) -> Bool {
        let now = CACurrentMediaTime()
        return !CATransaction.hasPendingTransaction
            && host.isQuiet(now) && host.isQuiet(time)
            && CADisplayLink.areQuiet(at: now) && CADisplayLink.areQuiet(at: time)
            && AnimationEngine.isQuiet(at: now) && AnimationEngine.isQuiet(at: time)
    }
}
