import Foundation
import OpenQuartzCore

/// Touch injection: the way tests, outside checks and the live window put a finger on the screen (Apple has
/// no such API; on iOS the system delivers touches from the hardware).
///
/// Points are in the window's coordinates; `window` nil means the key window. Each call records the input
/// stamped with the current media time, and the run loop delivers it at the start of its next turn (so
/// `advance(by: 0)` delivers it): the touch-down is hit-tested then, once, and the touch stays with that view.
/// Bad input — no visible window, a NaN or infinite point, input for a touch that has ended — is reported as
/// `.invalidTouch` and ignored.
extension UIApplication {
    /// Taps in quick succession count up `UITouch.tapCount` when the next touch goes down within this
    /// many seconds of the last one lifting (UIKit's interval is not published; 0.35 s, the usual
    /// double-tap delay, is OpenUIKit's choice)…
    public static let multipleTapInterval: TimeInterval = 0.35

    /// …and within this many points of where it lifted (UIKit's distance is not published either).
    public static let multipleTapDistance: CGFloat = 45

    /// The implementation of `sendEvent(_:)`: a touch event goes to the window of each touch that changed.
    func dispatchToWindows(_ event: UIEvent) {
        var windows: [UIWindow] = []
        for touch in (event.allTouches ?? []).sorted(by: { $0.sequence < $1.sequence }) where touch.phase != .stationary
        {
            if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows { window.sendEvent(event) }
    }

    /// Puts a finger down at `point` (window coordinates) in `window`, or in the key window when nil.
    /// Returns the touch, to move and lift later. Without a visible window, or with a NaN or infinite
    /// point, the input is reported and the returned touch is already cancelled (it takes no input).
    @discardableResult
    public func touchDown(at point: CGPoint, in window: UIWindow? = nil) -> UITouch {
        let target = window ?? keyWindow
        guard let target, windows.contains(where: { $0 === target }), !target.isHidden else {
            let name = window.map { "\($0)" } ?? "the key window (there is none)"
            return rejectedTouch(at: point, "touchDown(at:in:) needs a visible window; \(name) is not on screen")
        }
        guard point.x.isFinite, point.y.isFinite else {
            return rejectedTouch(at: point, "touchDown(at:in:) needs a finite point; got \(point)")
        }
        return touchDispatcher.enqueueDown(at: point, in: target)
    }

    /// Moves `touch` to `point` (window coordinates).
    public func touchMove(_ touch: UITouch, to point: CGPoint) {
        guard accepts(touch, "touchMove(_:to:)") else { return }
        guard point.x.isFinite, point.y.isFinite else {
            Diagnostics.report(.invalidTouch, .exception, "touchMove(_:to:) needs a finite point; got \(point)")
            return
        }
        touchDispatcher.enqueueMove(touch, to: point)
    }

    /// Lifts `touch` where it last was.
    public func touchUp(_ touch: UITouch) {
        guard accepts(touch, "touchUp(_:)") else { return }
        touchDispatcher.enqueueEnd(touch, cancelled: false)
    }

    /// Cancels `touch`, as the system does when an interruption (a call, the window going away) takes the
    /// finger: its view gets `touchesCancelled(_:with:)`.
    public func touchCancel(_ touch: UITouch) {
        guard accepts(touch, "touchCancel(_:)") else { return }
        touchDispatcher.enqueueEnd(touch, cancelled: true)
    }

    /// A tap at `point`: the finger goes down, the run loop runs one frame (1/60 s), the finger lifts and
    /// `advance(by: 0)` delivers the lift. So, unlike the single-input calls, `tap` runs the run loop: when
    /// it returns, both events have been delivered and the clock is 1/60 s later.
    public func tap(at point: CGPoint, in window: UIWindow? = nil) {
        let touch = touchDown(at: point, in: window)
        guard !touch.isInjectionFinished else { return }
        advance(by: CAMediaClock.frameDuration)
        touchUp(touch)
        advance(by: 0)
    }

    /// A drag from `start` to `end` over `duration` seconds: the finger goes down at `start`, then the run
    /// loop runs frame by frame (1/60 s, the last one shorter) and after each frame the finger moves to the
    /// point on the straight line for the time elapsed, so each move is delivered at the start of the next
    /// turn; at the end the finger lifts at `end` and `advance(by: 0)` delivers the lift. The clock ends
    /// `duration` later. A NaN, infinite or negative duration is reported and nothing is injected.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval, in window: UIWindow? = nil) {
        guard duration.isFinite, duration >= 0 else {
            Diagnostics.report(
                .invalidTouch, .exception,
                "drag(from:to:duration:in:) needs a finite, non-negative duration; got \(duration)")
            return
        }
        guard end.x.isFinite, end.y.isFinite else {
            Diagnostics.report(
                .invalidTouch, .exception, "drag(from:to:duration:in:) needs a finite end point; got \(end)")
            return
        }
        let touch = touchDown(at: start, in: window)
        guard !touch.isInjectionFinished else { return }
        let frames = duration > 0 ? Int((duration / CAMediaClock.frameDuration - 1e-9).rounded(.up)) : 0
        for frame in stride(from: 1, through: frames, by: 1) {
            let elapsed = frame == frames ? duration : Double(frame) * CAMediaClock.frameDuration
            advance(by: elapsed - Double(frame - 1) * CAMediaClock.frameDuration)
            let fraction = elapsed / duration
            touchMove(
                touch, to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            )
        }
        if frames == 0 { touchMove(touch, to: end) }
        touchUp(touch)
        advance(by: 0)
    }

    private func accepts(_ touch: UITouch, _ call: String) -> Bool {
        guard touch.isInjectionFinished else { return true }
        Diagnostics.report(
            .invalidTouch, .exception, "\(call): the touch has already ended or been cancelled; input ignored")
        return false
    }

    private func rejectedTouch(at point: CGPoint, _ message: String) -> UITouch {
        Diagnostics.report(.invalidTouch, .exception, message)
        let touch = UITouch(location: point, window: nil, timestamp: CACurrentMediaTime(), sequence: -1)
        touch.phase = .cancelled
        touch.isInjectionFinished = true
        return touch
    }
}
