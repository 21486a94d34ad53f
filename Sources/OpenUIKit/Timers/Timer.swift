import Foundation
import OpenQuartzCore

/// A timer on the run loop of the application (Foundation's `Timer`, as UIKit code uses it), on the media
/// clock: headless it fires during `UIApplication.shared.advance(by:)` at exact virtual times, in the live
/// window on the real clock the live host moves the media clock by.
///
/// `import OpenUIKit` declares this `Timer`, so in a file that imports OpenUIKit (and not Foundation by
/// name) `Timer` is this class and `Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in … }`
/// runs on the virtual clock. A file that also writes `import Foundation` sees Foundation's `Timer` under
/// that name (Swift prefers the directly imported module's type); add `import class OpenUIKit.Timer` there,
/// or write `OpenUIKit.Timer`. `Foundation.Timer` keeps the wall clock and, in a program whose main actor
/// runs on the main dispatch queue (an async `main`, `swift test`), fires only where a thread runs its run
/// loop — nothing runs `RunLoop.main` there.
///
/// When it fires: a timer fires at the first pass of the run loop at or after its fire date, as Foundation
/// documents. The run loop wakes at each fire date (as iOS's sleeps until the next timer), so a pass runs
/// at exactly that time even between frames, and `CACurrentMediaTime()` inside the block reads the fire
/// date exactly; a fire date on a frame's time fires in that frame, after the queued touches and before
/// the display links. Timers due at the same time fire in the order they were scheduled. A repeating
/// timer fires at its first fire date + k × `timeInterval` (computed, so it does not drift) and, when a
/// pass comes so late that several of those times have passed, fires once and goes on from the next one
/// still ahead, as Foundation's timers do.
///
/// Deliberate differences: run-loop modes are not modelled (every mode is the one mode of the headless
/// run loop, so a `.default` timer also fires while a scroll view tracks a finger); `tolerance` is kept
/// but ignored; the timer and its block are main-actor (the run loop is the main one), where Foundation's
/// block is `@Sendable` and runs on the thread whose run loop the timer is in.
@preconcurrency @MainActor
open class Timer: NSObject {
    /// The smallest interval: Foundation uses 0.0001 s when an interval is 0 or negative.
    static let minimumInterval: TimeInterval = 0.0001

    private var action: ((Timer) -> Void)?
    private let interval: TimeInterval
    private let repeats: Bool
    /// The fire date on the media clock, and the fire date the repeats count from.
    private(set) var fireTime: CFTimeInterval
    private var anchorTime: CFTimeInterval
    /// When the run loop took the timer (its place among timers due at the same time), nil when not scheduled.
    var scheduleOrder: Int?

    /// Whether the timer can still fire: true from creation until `invalidate()`, or until a
    /// non-repeating timer has fired.
    public private(set) var isValid: Bool

    /// The object given to the initializer, if any.
    public let userInfo: Any?

    /// Leeway the system may take when firing: kept as set, and ignored (the virtual clock fires exactly).
    public var tolerance: TimeInterval = 0

    /// Makes a timer that runs `block` after `interval` seconds, and every `interval` seconds if `repeats`
    /// (an interval of 0 or less is 0.0001 s, as Foundation documents). Add it to a run loop with
    /// `RunLoop.main.add(_:forMode:)`; the fire date counts from now. A NaN or infinite interval is
    /// reported and gives a timer that is not valid.
    public convenience init(
        timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void
    ) {
        self.init(
            interval: interval, call: "Timer(timeInterval:repeats:block:)", firstFire: nil, repeats: repeats,
            userInfo: nil, action: block)
    }

    /// Makes a timer that first fires at `date` (read against `Date()` now, so `Date() + 2` is two seconds
    /// of the media clock from now) and then every `interval` seconds if `repeats`.
    public convenience init(
        fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void
    ) {
        self.init(
            interval: interval, call: "Timer(fire:interval:repeats:block:)", firstFire: Timer.mediaTime(of: date),
            repeats: repeats, userInfo: nil, action: block)
    }

    /// Makes a timer that calls `selector` — a typed method reference taking the timer, standing in for a
    /// selector (`Timer(timeInterval: 1, target: self, selector: Clock.tick, userInfo: nil, repeats: true)`
    /// with `func tick(_ timer: Timer)`) — on `target`. The timer holds `target` strongly until it is
    /// invalidated, as Foundation documents.
    public convenience init<Target: AnyObject>(
        timeInterval interval: TimeInterval, target: Target, selector: @escaping @MainActor (Target) -> (Timer) -> Void,
        userInfo: Any?, repeats: Bool
    ) {
        self.init(
            interval: interval, call: "Timer(timeInterval:target:selector:userInfo:repeats:)", firstFire: nil,
            repeats: repeats, userInfo: userInfo, action: { timer in selector(target)(timer) })
    }

    /// The one initializer the public ones share: `interval` checked for `call` (a non-finite one is reported
    /// and makes a timer that is not valid), the first fire date at `firstFire` or one interval from now.
    private init(
        interval: TimeInterval, call: String, firstFire: CFTimeInterval?, repeats: Bool, userInfo: Any?,
        action: @escaping @MainActor (Timer) -> Void
    ) {
        let checked = Timer.checkedInterval(interval, in: call)
        self.interval = checked ?? Timer.minimumInterval
        self.repeats = repeats
        fireTime = firstFire ?? CACurrentMediaTime() + self.interval
        anchorTime = fireTime
        isValid = checked != nil
        self.userInfo = userInfo
        self.action = action
        super.init()
    }

    /// Makes a timer that calls a method of `target` that takes no argument.
    public convenience init<Target: AnyObject>(
        timeInterval interval: TimeInterval, target: Target, selector: @escaping @MainActor (Target) -> () -> Void,
        userInfo: Any?, repeats: Bool
    ) {
        self.init(
            timeInterval: interval, target: target, selector: { target in { _ in selector(target)() } },
            userInfo: userInfo, repeats: repeats)
    }

    /// Makes a timer as `init(timeInterval:repeats:block:)` does and schedules it on the main run loop. (The
    /// `scheduledTimer` methods are static rather than class methods: methods taking main-actor closures stay out
    /// of the class's dispatch table, see docs/ARCHITECTURE.md, invariant 6.)
    @discardableResult
    public static func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void
    ) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        RunLoopTimers.schedule(timer)
        return timer
    }

    /// Makes a timer that calls `selector` on `target` and schedules it on the main run loop.
    @discardableResult
    public static func scheduledTimer<Target: AnyObject>(
        timeInterval interval: TimeInterval, target: Target, selector: @escaping @MainActor (Target) -> (Timer) -> Void,
        userInfo: Any?, repeats: Bool
    ) -> Timer {
        let timer = Timer(
            timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoopTimers.schedule(timer)
        return timer
    }

    /// Makes a timer that calls a method of `target` taking no argument and schedules it on the main run
    /// loop.
    @discardableResult
    public static func scheduledTimer<Target: AnyObject>(
        timeInterval interval: TimeInterval, target: Target, selector: @escaping @MainActor (Target) -> () -> Void,
        userInfo: Any?, repeats: Bool
    ) -> Timer {
        let timer = Timer(
            timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoopTimers.schedule(timer)
        return timer
    }

    /// The interval between firings of a repeating timer; 0 for a non-repeating one, as Foundation
    /// documents.
    public var timeInterval: TimeInterval { repeats ? interval : 0 }

    /// The date at which the timer fires next, as a date against `Date()`: `fireDate.timeIntervalSinceNow`
    /// is the media time left until it fires. Setting it moves the next firing (and the repeats after it).
    public var fireDate: Date {
        get { Date(timeIntervalSinceNow: fireTime - CACurrentMediaTime()) }
        set { setFireTime(Timer.mediaTime(of: newValue)) }
    }

    /// Fires the timer now without changing its schedule; a non-repeating timer is invalidated after it,
    /// even before its fire date (Foundation's `fire()`). An invalid timer does nothing.
    open func fire() {
        guard isValid else { return }
        action?(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer: it never fires again and the run loop lets it go, with its block or target. A
    /// second call does nothing.
    open func invalidate() {
        guard isValid else { return }
        isValid = false
        action = nil
        RunLoopTimers.unschedule(self)
    }

    /// Fires the timer for the run loop's pass at `time`: the action, then the next fire date of a repeating
    /// timer (the first of its fire dates after `time`) or the end of a non-repeating one.
    func fireOnSchedule(at time: CFTimeInterval) {
        action?(self)
        guard isValid else { return }
        guard repeats else { return invalidate() }
        guard fireTime <= time else { return }  // the block moved the fire date itself
        var count = ((time - anchorTime) / interval).rounded(.down) + 1
        while anchorTime + count * interval <= time { count += 1 }
        fireTime = anchorTime + count * interval
    }

    /// Moves the next firing (and the repeats after it) to `time` on the media clock.
    func setFireTime(_ time: CFTimeInterval) {
        guard time.isFinite else {
            return Diagnostics.report(.invalidTiming, .exception, "Timer.fireDate needs a finite date; got \(time)")
        }
        fireTime = time
        anchorTime = time
    }

    private static func mediaTime(of date: Date) -> CFTimeInterval {
        CACurrentMediaTime() + date.timeIntervalSinceNow
    }

    /// The interval Foundation uses (0.0001 s for 0 or less), or nil — reported — when it is NaN or infinite.
    private static func checkedInterval(_ interval: TimeInterval, in call: String) -> TimeInterval? {
        guard interval.isFinite else {
            Diagnostics.report(.invalidTiming, .exception, "\(call) needs a finite interval; got \(interval)")
            return nil
        }
        return interval > 0 ? interval : minimumInterval
    }
}
