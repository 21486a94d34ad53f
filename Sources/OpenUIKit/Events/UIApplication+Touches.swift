import Foundation
import OpenQuartzCore

/// Touch injection: the way tests, outside checks and the live window put a finger on the screen (Apple has
/// no such API; on iOS the system delivers touches from the hardware).
///
/// Points are in the window's coordinates; `window` nil means the key window. Each call records the input
/// stamped with the current media time, and the run loop delivers it at the start of its next turn (so
/// `advance(by: 0)` delivers it): the touch-down is hit-tested then, once, and the touch stays with that view.
/// Each call is one touch event; the two-finger calls (`pinch`, `rotate`, `twoFingerGesture`) move both
/// fingers in one event per frame, as iOS delivers fingers that move in the same frame.
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
        guard let target = injectionWindow(window, "touchDown(at:in:)") else { return rejectedTouch(at: point) }
        guard point.x.isFinite, point.y.isFinite else {
            Diagnostics.report(.invalidTouch, .exception, "touchDown(at:in:) needs a finite point; got \(point)")
            return rejectedTouch(at: point)
        }
        return touchDispatcher.enqueueDowns(at: [point], in: target)[0]
    }

    /// Moves `touch` to `point` (window coordinates).
    public func touchMove(_ touch: UITouch, to point: CGPoint) {
        guard accepts(touch, "touchMove(_:to:)") else { return }
        guard point.x.isFinite, point.y.isFinite else {
            Diagnostics.report(.invalidTouch, .exception, "touchMove(_:to:) needs a finite point; got \(point)")
            return
        }
        touchDispatcher.enqueueMoves([(touch, point)])
    }

    /// Lifts `touch` where it last was.
    public func touchUp(_ touch: UITouch) {
        guard accepts(touch, "touchUp(_:)") else { return }
        touchDispatcher.enqueueEnds([touch], cancelled: false)
    }

    /// Cancels `touch`, as the system does when an interruption (a call, the window going away) takes the
    /// finger: its view gets `touchesCancelled(_:with:)`.
    public func touchCancel(_ touch: UITouch) {
        guard accepts(touch, "touchCancel(_:)") else { return }
        touchDispatcher.enqueueEnds([touch], cancelled: true)
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
        runFrames(over: duration) { fraction in touchMove(touch, to: interpolate(start, end, fraction)) }
        touchUp(touch)
        advance(by: 0)
    }

    /// A pinch (an OpenUIKit addition, like the other injection calls): two fingers on a line through `center`
    /// at `angle` radians from the window's x axis (clockwise on screen, as y grows downwards), `startDistance`
    /// apart, go down together, move apart or together to `endDistance` over `duration` — one move of both
    /// per 1/60 s frame, the distance interpolated linearly — and lift together; it runs the run loop for
    /// `duration` itself, as `drag` does. See `twoFingerGesture(center:distance:angle:duration:in:)`.
    public func pinch(
        at center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, angle: CGFloat = 0,
        duration: TimeInterval, in window: UIWindow? = nil
    ) {
        injectTwoFingers(
            center: (center, center), distance: (startDistance, endDistance), angle: (angle, angle),
            duration: duration, window: window, call: "pinch(at:from:to:angle:duration:in:)")
    }

    /// A rotation (an OpenUIKit addition): two fingers opposite each other on a circle of `radius` around
    /// `center`, the first at `startAngle` + π and the second at `startAngle` (radians from the window's x axis,
    /// clockwise on screen), go down together, turn to `endAngle` over `duration` — one move of both per 1/60 s
    /// frame, the angle interpolated linearly, so the line between them turns by `endAngle − startAngle` — and
    /// lift together; it runs the run loop for `duration`. See
    /// `twoFingerGesture(center:distance:angle:duration:in:)`.
    public func rotate(
        at center: CGPoint, radius: CGFloat, from startAngle: CGFloat, to endAngle: CGFloat,
        duration: TimeInterval, in window: UIWindow? = nil
    ) {
        injectTwoFingers(
            center: (center, center), distance: (2 * radius, 2 * radius), angle: (startAngle, endAngle),
            duration: duration, window: window, call: "rotate(at:radius:from:to:duration:in:)")
    }

    /// A two-finger gesture that moves, pinches and turns at once (an OpenUIKit addition; `pinch` and `rotate`
    /// are its special cases). At each moment the fingers are `distance` apart on a line through `center` at
    /// `angle` radians from the window's x axis (clockwise on screen): the first at
    /// `center − (distance/2)·(cos angle, sin angle)`, the second at `center + (distance/2)·(cos angle, sin angle)`.
    /// Both go down together at the start values (one touch event), then the run loop runs frame by frame as
    /// in `drag` (1/60 s, the last frame shorter) and after each frame both fingers move in one event to where
    /// the centre, distance and angle — each interpolated linearly for the time elapsed, the end values exactly
    /// after the last frame — put them; at the end both lift together and `advance(by: 0)` delivers the lift.
    /// The clock ends `duration` later. A NaN, infinite or negative duration, a non-finite centre or angle, or
    /// a distance that is not finite and positive (two fingers cannot share a point) is reported as
    /// `.invalidTouch` and nothing is injected.
    public func twoFingerGesture(
        center: (start: CGPoint, end: CGPoint), distance: (start: CGFloat, end: CGFloat),
        angle: (start: CGFloat, end: CGFloat) = (0, 0), duration: TimeInterval, in window: UIWindow? = nil
    ) {
        injectTwoFingers(
            center: center, distance: distance, angle: angle, duration: duration, window: window,
            call: "twoFingerGesture(center:distance:angle:duration:in:)")
    }

    private func injectTwoFingers(
        center: (start: CGPoint, end: CGPoint), distance: (start: CGFloat, end: CGFloat),
        angle: (start: CGFloat, end: CGFloat), duration: TimeInterval, window: UIWindow?, call: String
    ) {
        let problem: String? =
            if !duration.isFinite || duration < 0 {
                "a finite, non-negative duration; got \(duration)"
            } else if ![center.start.x, center.start.y, center.end.x, center.end.y].allSatisfy(\.isFinite) {
                "finite centre points; got \(center.start) and \(center.end)"
            } else if ![distance.start, distance.end].allSatisfy({ $0.isFinite && $0 > 0 }) {
                "finite, positive distances between the fingers; got \(distance.start) and \(distance.end)"
            } else if ![angle.start, angle.end].allSatisfy(\.isFinite) {
                "finite angles; got \(angle.start) and \(angle.end)"
            } else {
                nil
            }
        if let problem { return Diagnostics.report(.invalidTouch, .exception, "\(call) needs \(problem)") }
        guard let target = injectionWindow(window, call) else { return }
        func fingers(at fraction: CGFloat) -> [CGPoint] {
            let middle = interpolate(center.start, center.end, fraction)
            let half = (fraction == 1 ? distance.end : distance.start + (distance.end - distance.start) * fraction) / 2
            let turn = fraction == 1 ? angle.end : angle.start + (angle.end - angle.start) * fraction
            let offset = CGPoint(x: half * cos(turn), y: half * sin(turn))
            return [
                CGPoint(x: middle.x - offset.x, y: middle.y - offset.y),
                CGPoint(x: middle.x + offset.x, y: middle.y + offset.y),
            ]
        }
        let touches = touchDispatcher.enqueueDowns(at: fingers(at: 0), in: target)
        runFrames(over: duration) { fraction in
            touchDispatcher.enqueueMoves(Array(zip(touches, fingers(at: fraction))))
        }
        touchDispatcher.enqueueEnds(touches, cancelled: false)
        advance(by: 0)
    }

    /// The point `fraction` of the way from `start` to `end` (`end` exactly at 1).
    private func interpolate(_ start: CGPoint, _ end: CGPoint, _ fraction: CGFloat) -> CGPoint {
        guard fraction != 1 else { return end }
        return CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
    }

    /// Runs the run loop over `duration` in frames of 1/60 s (the last one shorter) and, after each frame, calls
    /// `move` with the fraction of `duration` elapsed (1 after the last frame); a zero duration runs no frame
    /// and calls `move(1)` once.
    private func runFrames(over duration: TimeInterval, move: (CGFloat) -> Void) {
        let frames = duration > 0 ? Int((duration / CAMediaClock.frameDuration - 1e-9).rounded(.up)) : 0
        for frame in stride(from: 1, through: frames, by: 1) {
            let elapsed = frame == frames ? duration : Double(frame) * CAMediaClock.frameDuration
            advance(by: elapsed - Double(frame - 1) * CAMediaClock.frameDuration)
            move(CGFloat(elapsed / duration))
        }
        if frames == 0 { move(1) }
    }

    private func accepts(_ touch: UITouch, _ call: String) -> Bool {
        guard touch.isInjectionFinished else { return true }
        Diagnostics.report(
            .invalidTouch, .exception, "\(call): the touch has already ended or been cancelled; input ignored")
        return false
    }

    /// The window input goes to (`window`, or the key window when nil) if it is on screen; otherwise reported.
    private func injectionWindow(_ window: UIWindow?, _ call: String) -> UIWindow? {
        let target = window ?? keyWindow
        guard let target, windows.contains(where: { $0 === target }), !target.isHidden else {
            let name = window.map { "\($0)" } ?? "the key window (there is none)"
            Diagnostics.report(.invalidTouch, .exception, "\(call) needs a visible window; \(name) is not on screen")
            return nil
        }
        return target
    }

    /// A touch that takes no input, for injection that was refused (and reported).
    private func rejectedTouch(at point: CGPoint) -> UITouch {
        let touch = UITouch(location: point, window: nil, timestamp: CACurrentMediaTime(), sequence: -1)
        touch.phase = .cancelled
        touch.isInjectionFinished = true
        return touch
    }
}
