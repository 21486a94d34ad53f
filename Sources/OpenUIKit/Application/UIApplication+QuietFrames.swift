import Foundation
import OpenQuartzCore

/// The run loop's part in frame jumps (see `advance(by:)`).
extension UIApplication {
    /// What the run loop itself has due: work queued for the next pass now; otherwise the earliest of the
    /// timers' fire dates, the recognizers' timers and the deadlines of transitions waiting for their
    /// animator. A pass at a time before all of them, with nothing queued, does nothing of UIKit's.
    func makeQuietFrames() -> QuietFrames {
        QuietFrames(
            nextDueTime: { [unowned self] in
                guard !hasQueuedWork else { return -.infinity }
                return min(
                    RunLoopTimers.earliestFireTime, touchDispatcher.nextTimerTime,
                    ControllerTransition.earliestDeadline)
            },
            isQuiet: { [unowned self] time in
                !hasQueuedWork && RunLoopTimers.earliestFireTime > time && !touchDispatcher.hasTimerDue(at: time)
                    && ControllerTransition.earliestDeadline > time
            })
    }
}
