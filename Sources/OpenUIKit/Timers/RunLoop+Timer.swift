import Foundation

extension RunLoop {
    /// Schedules OpenUIKit's `Timer` on the application's run loop (Foundation's `add(_:forMode:)`), on the
    /// media clock: `RunLoop.main.add(Timer(timeInterval: 1, repeats: true) { _ in … }, forMode: .common)`.
    /// Adding a timer that is scheduled already, or invalid, does nothing, as Core Foundation does.
    ///
    /// Deliberate difference: the headless run loop has one mode, so every mode (`.default`, `.common`,
    /// UIKit's tracking mode) is that one, and every run loop (`RunLoop.current` on any thread) is the main
    /// one — the timer's block is main-actor.
    @MainActor
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        RunLoopTimers.schedule(timer)
    }
}
