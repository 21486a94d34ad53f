import Foundation

/// The live host's clock: the real, monotonic time between frames, turned into how far the one virtual
/// clock moves. Nothing else in OpenUIKit reads the real time; the host hands each step to the run loop,
/// so the media clock (`CACurrentMediaTime()`) stays the only clock animations see.
///
/// The simulator's controls act on the step, never by sleeping: with `slowAnimations` the clock moves at
/// 1/10 of the real speed (every animation 10× slower, as the iOS simulator's "Slow Animations"), and a
/// paused clock does not move at all (input is still delivered; animations hold where they are).
struct LiveClock {
    /// How many times slower the clock runs with `slowAnimations` on.
    static let slowAnimationFactor: Double = 10

    /// Whether the clock runs 10× slower.
    var slowAnimations = false
    /// Whether the clock stands still.
    var isPaused = false

    private let now: () -> TimeInterval
    private var lastReading: TimeInterval

    /// A clock reading `now` (the monotonic clock by default); the first step counts from this moment.
    init(now: @escaping () -> TimeInterval = LiveClock.monotonicTime) {
        self.now = now
        lastReading = now()
    }

    /// How far the virtual clock moves for the real time elapsed since the last step (or since the clock
    /// was made): that time, divided by 10 with slow animations, 0 while paused.
    mutating func step() -> TimeInterval {
        let reading = now()
        let elapsed = max(0, reading - lastReading)
        lastReading = reading
        if isPaused { return 0 }
        return slowAnimations ? elapsed / Self.slowAnimationFactor : elapsed
    }

    /// Seconds on the system's monotonic clock (`CLOCK_MONOTONIC`: never set back, not moved by changes of
    /// the wall-clock time).
    static func monotonicTime() -> TimeInterval {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return TimeInterval(spec.tv_sec) + TimeInterval(spec.tv_nsec) / 1e9
    }
}
