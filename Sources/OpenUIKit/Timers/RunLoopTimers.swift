import OpenQuartzCore

/// The timers of the application's run loop (the main run loop's timers on iOS), on the media clock.
///
/// The run loop holds its timers strongly until they are invalidated, as Foundation documents. Each pass
/// of the run loop at time t fires the timers scheduled before the pass whose fire date is t or earlier,
/// by fire date and then in the order they were scheduled; a timer scheduled during a pass with a fire date
/// already reached (`perform(_:afterDelay: 0)` in a completion) waits for the next pass. Between frames the
/// run loop wakes at the next fire date (`nextFireTime(after:)`).
@MainActor
package enum RunLoopTimers {
    private static var timers: [Timer] = []
    private static var nextOrder = 0

    /// Adds `timer` (a timer already scheduled, or invalid, is left alone, as `CFRunLoopAddTimer` does).
    static func schedule(_ timer: Timer) {
        guard timer.isValid, timer.scheduleOrder == nil else { return }
        timer.scheduleOrder = nextOrder
        nextOrder += 1
        timers.append(timer)
    }

    /// Lets `timer` go (it was invalidated).
    static func unschedule(_ timer: Timer) {
        guard timer.scheduleOrder != nil else { return }
        timer.scheduleOrder = nil
        timers.removeAll { $0 === timer }
    }

    /// Fires the timers due at the pass at `time`: those scheduled before the pass with a fire date at or
    /// before `time`, by fire date, then in the order scheduled.
    package static func fireDue(at time: CFTimeInterval) {
        let scheduledBefore = nextOrder
        let due =
            timers
            .filter { $0.fireTime <= time && ($0.scheduleOrder ?? .max) < scheduledBefore }
            .sorted { ($0.fireTime, $0.scheduleOrder ?? 0) < ($1.fireTime, $1.scheduleOrder ?? 0) }
        for timer in due where timer.isValid && timer.scheduleOrder != nil && timer.fireTime <= time {
            timer.fireOnSchedule(at: time)
        }
    }

    /// The earliest fire date strictly after `time`, the time of the run loop's last pass.
    package static func nextFireTime(after time: CFTimeInterval) -> CFTimeInterval? {
        timers.lazy.map(\.fireTime).filter { $0 > time }.min()
    }

    /// The earliest fire date of any timer (infinity when none is scheduled): no pass before it fires one.
    package static var earliestFireTime: CFTimeInterval {
        timers.lazy.map(\.fireTime).min() ?? .infinity
    }

    /// Whether a non-repeating timer (or a delayed perform) is waiting: the run loop is busy until it has
    /// fired. Repeating timers do not count, or `runUntilIdle` would never end while one is scheduled.
    package static var hasPendingWork: Bool {
        timers.contains { $0.timeInterval == 0 }
    }

    /// Invalidates every timer and forgets the delayed performs (`UIApplication.reset()`).
    package static func reset() {
        for timer in timers { timer.invalidate() }
        timers = []
        nextOrder = 0
        NSObject.DelayedPerformRequests.reset()
    }
}
