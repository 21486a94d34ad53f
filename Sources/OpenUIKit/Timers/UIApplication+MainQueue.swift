import Foundation
import OpenQuartzCore

extension UIApplication {
    /// Runs the run loop over `duration` seconds of virtual time as `advance(by:)` does, and lets the main
    /// dispatch queue run after each turn — so `DispatchQueue.main.async` blocks queued by UIKit work (a
    /// completion, an action, a timer) run in order with it, as iOS's main run loop serves the main queue
    /// between its passes (Apple has no such call: iOS's run loop never waits for the caller).
    ///
    /// Each step: one frame of 1/60 s (the last one shorter) as `advance(by:)` runs it; then the main queue:
    /// the call awaits once, so every block queued so far (the main actor's other jobs among them, in the
    /// order they were queued) runs; then a pass at the same time commits what they changed (and runs the
    /// timers and next-turn work due). Blocks queued before the call run first, with a pass after them.
    /// Virtual time after the call is exactly its start + `duration`.
    ///
    /// Why it is async: on Linux the main actor *is* the main dispatch queue, and `swift test` and an async
    /// `main` drain it through `dispatchMain()`, so no code running on it can run the blocks queued behind it
    /// (Core Foundation's `_dispatch_main_queue_callback_4CF` refuses once `dispatchMain()` was called; the
    /// main actor then runs on a worker thread, where `RunLoop.main.run(until:)` leaves them queued). `advance(by:)`, synchronous, runs none of them; they
    /// run when the caller next awaits. `asyncAfter` deadlines stay on the wall clock: such a block runs at
    /// the first step after its real deadline.
    public func advanceRunningMainQueue(by duration: TimeInterval) async {
        guard duration.isFinite, duration >= 0 else {
            Diagnostics.report(
                .invalidTiming, .exception,
                "UIApplication.advanceRunningMainQueue(by:) needs a finite, non-negative duration; got \(duration)")
            return
        }
        let start = CACurrentMediaTime()
        await runMainQueue()
        var elapsed: TimeInterval = 0
        while elapsed < duration {
            elapsed = min(elapsed + CAMediaClock.frameDuration, duration)
            if duration - elapsed < 1e-12 { elapsed = duration }
            runTurn(over: start + elapsed - CACurrentMediaTime(), frameLength: CAMediaClock.frameDuration)
            await runMainQueue()
        }
    }

    /// Lets the blocks queued on the main queue so far run (the current job goes to the back of the queue),
    /// then runs a pass at the current time for what they changed.
    private func runMainQueue() async {
        await Task.yield()
        runTurn(over: 0, frameLength: CAMediaClock.frameDuration)
    }
}
