import Foundation
import OpenQuartzCore

/// The application's touch pipeline: injected input waits in a queue until the start of the next run-loop
/// turn, then each input becomes one touch event that the application sends to the touch's window — or, for
/// fingers injected together (the two-finger gestures), one event carries the changes of all of them, as
/// iOS delivers fingers that change in the same frame.
///
/// At touch-down the window hit-tests once (`hitTest(_:with:)` on its presentation of the hierarchy) and
/// the touch keeps that view until it ends. The one `UIEvent` is reused for every touch event, as in UIKit;
/// its `allTouches` are the touches down, the others in `.stationary` phase while one changes.
@MainActor
final class TouchDispatcher {
    /// One injected change of one touch, stamped with the media time it was injected at.
    private enum Input {
        case down, move(CGPoint), up, cancel
    }

    /// The touch events to deliver: each the changes of one or more touches, stamped with the media time.
    private var queue: [(changes: [(touch: UITouch, input: Input)], timestamp: TimeInterval)] = []
    private var nextSequence = 0
    /// The last completed tap, for counting taps in quick succession.
    private var lastTap: (window: ObjectIdentifier, location: CGPoint, time: TimeInterval, count: Int)?
    private(set) lazy var event = UIEvent(type: .touches, timestamp: 0)

    /// The recognizers following touches, waiting for others to fail, or timed.
    private var recognizers: [UIGestureRecognizer] = []
    /// Touches whose view delivery waits for recognizers to decide.
    private var heldTouches: [UITouch] = []
    private var isResolving = false
    /// Whether a settling is queued for the end of the turn (`settleAtEndOfTurn()`).
    private var isSettlingQueued = false

    /// Whether injected input waits for delivery or a recognizer's timer is running.
    var hasPendingWork: Bool { !queue.isEmpty || recognizers.contains { $0.timerDeadline != nil } }

    /// Whether injected input waits for delivery.
    var hasQueuedInput: Bool { !queue.isEmpty }

    /// How early a recognizer's timer fires, so that frames summing to its delay reach it.
    private static let timerTolerance = 1e-9

    /// The earliest time a recognizer's timer fires at (infinity when none runs).
    var nextTimerTime: TimeInterval {
        (recognizers.lazy.compactMap(\.timerDeadline).min() ?? .infinity) - Self.timerTolerance
    }

    /// Whether a recognizer's timer is due at `time`.
    private func isTimerDue(_ recognizer: UIGestureRecognizer, at time: TimeInterval) -> Bool {
        (recognizer.timerDeadline ?? .infinity) <= time + Self.timerTolerance
    }

    /// Whether the turn at `time` would fire a recognizer's timer.
    func hasTimerDue(at time: TimeInterval) -> Bool {
        recognizers.contains { isTimerDue($0, at: time) }
    }

    /// The touches down now (delivered and not yet ended).
    var activeTouches: Set<UITouch> { event.touchSet }

    /// Makes a touch per point and queues their touch-downs, in one event.
    func enqueueDowns(at points: [CGPoint], in window: UIWindow?) -> [UITouch] {
        let now = CACurrentMediaTime()
        let touches = points.map { point in
            defer { nextSequence += 1 }
            return UITouch(location: point, window: window, timestamp: now, sequence: nextSequence)
        }
        queue.append((touches.map { ($0, .down) }, now))
        return touches
    }

    /// Queues moves of one or more touches, in one event.
    func enqueueMoves(_ moves: [(touch: UITouch, point: CGPoint)]) {
        queue.append((moves.map { ($0.touch, .move($0.point)) }, CACurrentMediaTime()))
    }

    /// Queues the lift (or cancellation) of one or more touches, in one event.
    func enqueueEnds(_ touches: [UITouch], cancelled: Bool) {
        for touch in touches { touch.isInjectionFinished = true }
        queue.append((touches.map { ($0, cancelled ? .cancel : .up) }, CACurrentMediaTime()))
    }

    /// Delivers the input queued so far, one event per injection call, in the order injected. Input injected
    /// while these events are handled waits for the next turn.
    /// Then fires the recognizers' timers that are due.
    func deliverQueuedTouches() {
        let batch = queue
        queue = []
        for (changes, timestamp) in batch { deliver(changes, at: timestamp) }
        let now = CACurrentMediaTime()
        let due = recognizers.filter { isTimerDue($0, at: now) }.sorted {
            $0.timerDeadline! < $1.timerDeadline!
        }
        for recognizer in due {
            recognizer.timerDeadline = nil
            recognizer.timerFired()
        }
        if !due.isEmpty { settle() }
    }

    /// Follows `recognizer` until it is reset.
    func track(_ recognizer: UIGestureRecognizer) {
        if !recognizers.contains(where: { $0 === recognizer }) { recognizers.append(recognizer) }
    }

    /// Keeps `touch`'s view delivery for when recognizers decide.
    func hold(_ touch: UITouch) {
        if !heldTouches.contains(where: { $0 === touch }) { heldTouches.append(touch) }
    }

    /// Lets waiting recognitions go ahead (or fail) until nothing changes.
    func resolveWaitingRecognizers() {
        guard !isResolving else { return }
        isResolving = true
        defer { isResolving = false }
        var changed = true
        while changed {
            changed = false
            for recognizer in recognizers where recognizer.resolveWaitingRecognition() { changed = true }
        }
    }

    /// After an event or a timer: waiting recognitions are resolved, held view deliveries released where
    /// the recognizers have decided, and recognizers whose gesture is over (all touches ended, nothing
    /// waiting, no timer) reset to `.possible`.
    func settle() {
        resolveWaitingRecognizers()
        heldTouches = heldTouches.filter { touch in touch.window?.releaseHeldDelivery(of: touch) ?? false }
        for recognizer in recognizers where recognizer.activeTouches.isEmpty && recognizer.pendingState == nil {
            switch recognizer.currentState {
            case .ended, .cancelled, .failed: recognizer.performReset()
            case .possible where recognizer.timerDeadline == nil: recognizer.performReset()
            default: break
            }
        }
        recognizers.removeAll {
            $0.currentState == .possible && $0.trackedTouches.isEmpty && $0.timerDeadline == nil
                && $0.pendingState == nil
        }
    }

    /// A recognizer failed or was cancelled outside an event (removed from its view, disabled): the held view
    /// deliveries it no longer delays are released, and the recognizers whose gesture is over reset, once the
    /// turn ends — as UIKit's gesture environment updates after each run-loop turn — not only at the next
    /// event or timer.
    func settleAtEndOfTurn() {
        guard !isSettlingQueued else { return }
        isSettlingQueued = true
        UIApplication.shared.performOnNextTurn { [self] in
            isSettlingQueued = false
            settle()
        }
    }

    func reset() {
        isSettlingQueued = false
        recognizers = []
        heldTouches = []
        queue = []
        event.touchSet = []
        lastTap = nil
        nextSequence = 0
    }

    /// Sends one event with the changes of its touches (the other touches down go `.stationary`).
    private func deliver(_ changes: [(touch: UITouch, input: Input)], at timestamp: TimeInterval) {
        let changes = changes.compactMap { change in change.touch.window.map { (change.touch, change.input, $0) } }
        guard !changes.isEmpty else { return }
        for other in event.touchSet { other.phase = .stationary }
        for (touch, input, window) in changes {
            touch.timestamp = timestamp
            touch.previousLocationInWindow = touch.locationInWindow
            switch input {
            case .down:
                touch.phase = .began
                touch.tapCount = tapCount(at: touch.locationInWindow, in: window, time: timestamp)
                event.touchSet.insert(touch)
                touch.view = window.hitTest(touch.locationInWindow, with: event)
            case .move(let point):
                touch.phase = .moved
                touch.locationInWindow = point
            case .up:
                touch.phase = .ended
                lastTap = (ObjectIdentifier(window), touch.locationInWindow, timestamp, touch.tapCount)
            case .cancel:
                touch.phase = .cancelled
            }
        }
        event.timestamp = timestamp
        UIApplication.shared.sendEvent(event)
        for (touch, _, _) in changes where touch.isFinished { event.touchSet.remove(touch) }
    }

    /// 1, or one more than the last tap's count when this touch goes down in the same window within
    /// `UIApplication.multipleTapInterval` of the last tap's lift and within `UIApplication.multipleTapDistance`
    /// of where it lifted.
    private func tapCount(at point: CGPoint, in window: UIWindow, time: TimeInterval) -> Int {
        guard let lastTap, lastTap.window == ObjectIdentifier(window),
            time - lastTap.time <= UIApplication.multipleTapInterval,
            hypot(point.x - lastTap.location.x, point.y - lastTap.location.y) <= UIApplication.multipleTapDistance
        else { return 1 }
        return lastTap.count + 1
    }
}
