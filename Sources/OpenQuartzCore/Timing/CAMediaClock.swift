import Foundation

/// Steps the virtual media clock for code that uses Core Animation without UIKit (Apple has no such type:
/// on iOS the render server and the display drive time).
///
/// `advance(by:)` first commits what is pending at the current time, then moves time in frames of 1/60 s
/// (the last one shorter if needed). Each frame fires display links, advances animations (start and stop
/// callbacks, removal on completion, transaction completion blocks) and commits. After `advance(by: d)` the
/// clock reads exactly its start + d. UIKit's run loop (`UIApplication.shared.advance(by:)`) runs the same
/// frame steps with its own work in between.
@preconcurrency @MainActor
public enum CAMediaClock {
    /// The length of one frame: 1/60 s.
    public static let frameDuration: CFTimeInterval = 1.0 / 60.0

    /// The current media time (the same value as ``CACurrentMediaTime()``).
    public static var currentTime: CFTimeInterval { CACurrentMediaTime() }

    /// Commits pending changes, then runs frames over `duration` seconds of virtual time.
    /// A negative, NaN or infinite duration is reported and ignored.
    public static func advance(by duration: TimeInterval) {
        guard duration.isFinite, duration >= 0 else {
            Diagnostics.report(
                .invalidTiming, .exception,
                "CAMediaClock.advance(by:) needs a finite, non-negative duration; got \(duration)")
            return
        }
        runFrames(over: duration, frameWork: { _ in }, afterCommit: {}, jumpingWith: .nothingDue)
    }

    /// How many frames the frame loop has run since the process started (frames a jump left out do not
    /// count).
    package private(set) static var framesRun = 0

    /// Runs the frame loop: commit now, then for each frame of at most `frameLength` seconds (1/60 s unless
    /// a host paces frames itself, as the live host does with the real time between its frames) move the
    /// clock, call `frameStart` (UIKit delivers queued touches there), fire display links, call `frameWork`
    /// (UIKit's work queued for the next turn), update animations and commit. The work that waits for a
    /// commit (UIKit's window-driven `viewDidAppear`) runs through `afterCommit`, right after each commit.
    ///
    /// Between frames the loop also wakes at the times `nextWakeUp` gives (UIKit's timers): asked with the
    /// time of the last pass, it answers the next time strictly after it that needs a pass, or nil. A time
    /// before the next frame gets a pass of its own at exactly that time (``runWakeUp(at:frameStart:frameWork:afterCommit:)``);
    /// a time at or after it is left to the frame.
    ///
    /// With `host` (the headless hosts), frames in which nothing would happen are jumped over (see
    /// `CAMediaClock+FrameJumps`): the frames that run are those stepping runs that do something, at the
    /// same times, and the last one.
    package static func runFrames(
        over duration: TimeInterval, frameLength: TimeInterval = frameDuration,
        frameStart: (CFTimeInterval) -> Void = { _ in },
        frameWork: (CFTimeInterval) -> Void, afterCommit: () -> Void,
        nextWakeUp: (CFTimeInterval) -> CFTimeInterval? = { _ in nil },
        jumpingWith host: QuietFrames? = nil
    ) {
        CATransaction.commitPendingTransaction()
        afterCommit()
        AnimationEngine.update()
        let start = CACurrentMediaTime()
        var lastPass = start
        var elapsed: TimeInterval = 0
        while elapsed < duration {
            if let host,
                let jumped = jump(
                    from: start, elapsed: elapsed, duration: duration, frameLength: frameLength, host: host)
            {
                elapsed = jumped
                lastPass = start + jumped
            }
            elapsed = nextFrameElapsed(after: elapsed, duration: duration, frameLength: frameLength)
            let now = start + elapsed
            while let wakeUp = nextWakeUp(lastPass), wakeUp > lastPass, wakeUp < now {
                setTime(wakeUp)
                runWakeUp(at: wakeUp, frameStart: frameStart, frameWork: frameWork, afterCommit: afterCommit)
                lastPass = wakeUp
            }
            setTime(now)
            runFrame(at: now, frameStart: frameStart, frameWork: frameWork, afterCommit: afterCommit)
            lastPass = now
        }
    }

    /// A pass of the run loop between frames (a timer woke it, as a run loop wakes for a timer's fire date
    /// on iOS): the host's frame start (events, timers), its work, a commit and the work after it. No
    /// display link fires and animations do not advance: those happen on frames.
    package static func runWakeUp(
        at time: CFTimeInterval, frameStart: (CFTimeInterval) -> Void,
        frameWork: (CFTimeInterval) -> Void, afterCommit: () -> Void
    ) {
        frameStart(time)
        frameWork(time)
        CATransaction.commitPendingTransaction()
        afterCommit()
    }

    /// One frame at the current time: the host's frame start (events), display links, host work, animations,
    /// commit, work after the commit.
    package static func runFrame(
        at time: CFTimeInterval, frameStart: (CFTimeInterval) -> Void = { _ in },
        frameWork: (CFTimeInterval) -> Void, afterCommit: () -> Void
    ) {
        framesRun += 1
        frameStart(time)
        CADisplayLink.fireAll(at: time)
        frameWork(time)
        AnimationEngine.update()
        CATransaction.commitPendingTransaction()
        afterCommit()
        AnimationEngine.update()
    }

    /// Sets the clock. Time only moves forwards in the frame loop; ``reset()`` returns it to 0.
    package static func setTime(_ time: CFTimeInterval) {
        MediaClockStorage.time.withLock { $0 = time }
    }

    /// Returns Core Animation to a clean state: the clock at 0, no open transaction, no display links,
    /// no tracked animations. Use it at the start of a test for isolation.
    public static func reset() {
        CATransaction.resetAll()
        CADisplayLink.invalidateAll()
        AnimationEngine.reset()
        setTime(0)
    }
}
