import Foundation
import OpenQuartzCore

/// The application object and its run loop (UIKit's `UIApplication`), headless: no window system, the
/// virtual media clock, and a run loop that turns only when asked.
///
/// `advance(by:)` runs the run loop over that much virtual time in frames of 1/60 s (the last one shorter if
/// needed): it first commits what is pending at the current time, then each frame moves the clock, fires
/// display links, runs the work queued for the next run-loop turn, advances animations (starts, stops,
/// completions), lays out and commits, then runs the work that waits for a commit (the `viewDidAppear` of
/// views that entered a window, then that of windows' root controllers). Touches injected with
/// `touchDown(at:in:)` and the other injection calls are delivered at the start of the next turn: first
/// thing in `advance(by:)` (so `advance(by: 0)` delivers them), and at the start of every frame, before
/// display links, for touches injected during the previous frame. Virtual time after `advance(by: d)` is
/// exactly its start + d. The application is the last responder of the chain (`next` is nil).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The one application object.
    public static let shared = UIApplication()

    /// When work queued for after the next commit runs within that step.
    package enum AfterCommitStage: CaseIterable {
        /// Appearance completions of controllers whose views entered a window through `addSubview`.
        case viewAppearance
        /// Appearance completions driven by a window itself (`makeKeyAndVisible`, a new root controller).
        case windowAppearance
    }

    private var nextTurnWork: [() -> Void] = []
    /// Injected touches waiting for the next turn, the touches down and the touch event (UIApplication+Touches).
    let touchDispatcher = TouchDispatcher()
    /// Injected key presses waiting for the next turn (UIApplication+Keys).
    let keyInputQueue = KeyInputQueue()
    private var afterCommitWork: [AfterCommitStage: [() -> Void]] = [:]
    /// The run loop's answers for frame jumps (UIApplication+QuietFrames).
    private(set) lazy var quietFrames = makeQuietFrames()

    /// The windows made visible that are still alive, visible or hidden since, in the order they were made
    /// visible. As on iOS, the application does not keep a window alive: a window nobody else references
    /// goes away and leaves this list — except the key window, which OpenUIKit keeps while it is key so that
    /// a window made key and visible and then forgotten still shows (a scene-based iOS app would lose it).
    public var windows: [UIWindow] { registeredWindows.map(\.window) }
    /// The windows made visible, not retained; a window's deinit takes it out (``unregister(_:)``).
    private var registeredWindows: [WindowEntry] = []

    /// The window that receives keyboard and other non-touch events (kept alive while it is key).
    public internal(set) var keyWindow: UIWindow?

    func register(_ window: UIWindow) {
        guard !registeredWindows.contains(where: { $0.window === window }) else { return }
        registeredWindows.append(WindowEntry(window: window))
        window.updateSafeAreaInsets()
    }

    /// Called by a window's deinit.
    func unregister(_ window: UIWindow) {
        registeredWindows.removeAll { $0.window === window }
    }

    /// A window in the list, not kept alive by it, and not held weakly either: a weak reference gives the
    /// window a side table of reference counts, which makes every retain and release of it (each view's
    /// walk up to its window) several times slower.
    private struct WindowEntry {
        unowned(unsafe) let window: UIWindow
    }

    override init() {
        super.init()
    }

    /// Runs the run loop over `duration` seconds of virtual time. A negative, NaN or infinite duration is
    /// reported and ignored.
    ///
    /// Frames in which nothing would happen are jumped over (OpenUIKit's, invisible to the app): while no
    /// touch, key or work is queued, no implicit transaction is pending and no display link runs other than
    /// a running property animator's, the loop goes from one due event to the next — an animation's start or
    /// end, a timer's fire date, a recognizer's timer, a transition's deadline — and runs the frame each falls
    /// in at the time stepping would: the first frame at or after it on the same grid of 1/60 s from the
    /// call's start (the last frame shorter). Callbacks keep their order and their times; the last frame
    /// always runs. The environment variable `OPENUIKIT_STEP_EVERY_FRAME` makes it step every frame.
    public func advance(by duration: TimeInterval) {
        guard duration.isFinite, duration >= 0 else {
            Diagnostics.report(
                .invalidTiming, .exception,
                "UIApplication.advance(by:) needs a finite, non-negative duration; got \(duration)")
            return
        }
        runTurn(over: duration, frameLength: CAMediaClock.frameDuration, jumpsQuietFrames: true)
    }

    /// The run loop's one seam, shared by the headless host (`advance(by:)`, frames of 1/60 s) and the live
    /// host (one frame per frame it shows, as long as the real time between them): delivers queued touches and keys,
    /// runs Core Animation's frame loop over `duration` seconds in frames of at most `frameLength` with
    /// UIKit's work in it (timers fire after the touches of each pass, and the loop wakes between frames at
    /// their fire dates), then the work queued for the next turn. `duration` must be finite and not
    /// negative, `frameLength` positive. With `jumpsQuietFrames` (the headless host) the frames in which
    /// nothing would happen are jumped over (see `advance(by:)`); the live host shows every frame.
    package func runTurn(over duration: TimeInterval, frameLength: TimeInterval, jumpsQuietFrames: Bool = false) {
        touchDispatcher.deliverQueuedTouches()
        keyInputQueue.deliverQueuedKeys()
        RunLoopTimers.fireDue(at: CACurrentMediaTime())
        CAMediaClock.runFrames(
            over: duration, frameLength: frameLength,
            frameStart: { time in
                touchDispatcher.deliverQueuedTouches()
                keyInputQueue.deliverQueuedKeys()
                RunLoopTimers.fireDue(at: time)
            },
            frameWork: { _ in
                runNextTurnWork()
                ControllerTransition.checkDeadlines()
            }, afterCommit: runAfterCommitWork, nextWakeUp: RunLoopTimers.nextFireTime(after:),
            jumpingWith: jumpsQuietFrames ? quietFrames : nil)
        runNextTurnWork()
    }

    /// Advances frame by frame until nothing is left to do — no running animation or scrolling, no work
    /// queued for the next turn or for after a commit — or until `timeout` seconds of virtual time have passed, which is
    /// reported with what is still running. Returns the virtual time it ran for. A negative, NaN or infinite
    /// timeout is reported and nothing runs.
    ///
    /// The loop always ends: it stops at the end time fixed when it starts (start + timeout), takes at most
    /// one frame per 1/60 s of the timeout (plus the last, shorter one), and stops early when a step can no
    /// longer move the clock (the time left below the clock's floating-point resolution).
    ///
    /// Its frames are jumped over as `advance(by:)`'s are, turn by turn: the turns in which nothing would
    /// happen are left out, the others run at the times stepping gives them, and the last turn before the
    /// timeout runs — a push runs the turns in which its transition begins and ends, not one per frame.
    @discardableResult
    public func runUntilIdle(timeout: TimeInterval = 60) -> TimeInterval {
        guard timeout.isFinite, timeout >= 0 else {
            Diagnostics.report(
                .invalidTiming, .exception,
                "UIApplication.runUntilIdle(timeout:) needs a finite, non-negative timeout; got \(timeout)")
            return 0
        }
        let start = CACurrentMediaTime()
        let end = start + timeout
        let frameLimit = Int((timeout / CAMediaClock.frameDuration).rounded(.up)) + 1
        var frames = 0
        advance(by: 0)
        while isBusy {
            if let jumped = CAMediaClock.jumpTurns(until: end, turnsLeft: frameLimit - frames, host: quietFrames) {
                frames += jumped.count
            }
            let now = CACurrentMediaTime()
            guard now < end, frames < frameLimit else {
                reportTimeout(timeout)
                break
            }
            advance(by: min(CAMediaClock.frameDuration, end - now))
            frames += 1
            if CACurrentMediaTime() <= now {
                // The step was too small to move the clock: the end time is reached as far as it can be.
                if isBusy { reportTimeout(timeout) }
                break
            }
        }
        return CACurrentMediaTime() - start
    }

    private func reportTimeout(_ timeout: TimeInterval) {
        let running = AnimationEngine.animatedLayers.map { layer in
            "\(layer) [\((layer.animationKeys() ?? ["(unkeyed)"]).joined(separator: ", "))]"
        }
        Diagnostics.report(
            .invalidState, .warning,
            "runUntilIdle(timeout: \(timeout)) timed out; still running: \(running.isEmpty ? "queued work" : running.joined(separator: "; "))"
        )
    }

    /// Whether the run loop still has something to do (a controller transition waiting for its animator
    /// counts; one waiting for an interaction does not; a non-repeating timer or a delayed perform counts,
    /// a repeating timer does not).
    public var isBusy: Bool {
        AnimationEngine.hasRunningAnimations || UIViewPropertyAnimator.hasRunningAnimators
            || UIScrollView.hasMovingScrollViews
            || !nextTurnWork.isEmpty
            || ControllerTransition.isAwaitingAnimator
            || touchDispatcher.hasPendingWork
            || keyInputQueue.hasPendingWork
            || afterCommitWork.values.contains { !$0.isEmpty }
            || RunLoopTimers.hasPendingWork
    }

    /// Whether work waits for the next pass: queued touches or keys, work for the next turn or for after
    /// the next commit.
    var hasQueuedWork: Bool {
        !nextTurnWork.isEmpty || afterCommitWork.values.contains { !$0.isEmpty } || touchDispatcher.hasQueuedInput
            || keyInputQueue.hasPendingWork
    }

    /// Queues `work` for the beginning of the next run-loop turn (UIKit runs zero-duration animation
    /// completions there, for example).
    package func performOnNextTurn(_ work: @escaping () -> Void) {
        nextTurnWork.append(work)
    }

    /// Queues `work` for right after the next commit, in `stage`.
    package func performAfterNextCommit(_ stage: AfterCommitStage, _ work: @escaping () -> Void) {
        afterCommitWork[stage, default: []].append(work)
    }

    private func runNextTurnWork() {
        while !nextTurnWork.isEmpty {
            let work = nextTurnWork
            nextTurnWork = []
            for item in work { item() }
        }
    }

    private func runAfterCommitWork() {
        for stage in AfterCommitStage.allCases {
            let work = afterCommitWork[stage] ?? []
            afterCommitWork[stage] = nil
            for item in work { item() }
        }
    }

    /// Sends an event to the windows (UIKit's `sendEvent(_:)`): a touch event goes to the window of each
    /// touch that changed in it (see UIApplication+Touches). Override to observe every event; call `super`
    /// to deliver it.
    open func sendEvent(_ event: UIEvent) {
        dispatchToWindows(event)
    }

    /// Starts from a clean state for tests: virtual time 0, no open transaction, no animations, display
    /// links, windows or queued work, the main screen an iPhone 14's, and no launch — no delegate, scenes or
    /// state (Apple has no such call: an app's process starts clean).
    public func reset() {
        nextTurnWork = []
        afterCommitWork = [:]
        registeredWindows = []
        keyWindow = nil
        UIResponder.dropFirstResponder()
        touchDispatcher.reset()
        keyInputQueue.reset()
        UIPasteboard.general.reset()
        UIViewPropertyAnimator.resetRunningAnimators()
        ControllerTransition.reset()
        Presentation.forgetAll()
        UIViewController.forgetControllersOnScreen()
        UIScrollView.stopAllMotion()
        RunLoopTimers.reset()
        UIScreen.main.use(.headless)
        ApplicationLifecycle.reset()
        CAMediaClock.reset()
    }
}
