import Foundation
import OpenUIKit

/// One finger a demo's script moves with touch injection, frame by frame: `press` puts it down, `follow`
/// (called on every frame) moves it along a straight line and lifts it at the end. A tap is a press that
/// does not move and lifts on the next frame; a swipe moves over its duration. The touches are delivered
/// at the start of the run-loop turn after each call, as `UIApplication`'s injection does.
@MainActor
final class ScriptedFinger {
    private var touch: UITouch?
    private var path: (start: TimeInterval, end: TimeInterval, from: CGPoint, to: CGPoint)?

    /// Whether the finger is down.
    var isDown: Bool { touch != nil }

    /// Puts the finger down at `from` (window coordinates) at `time`; it reaches `to` (`from` when nil)
    /// `duration` seconds later and lifts there. A finger already down is lifted first.
    func press(
        at from: CGPoint, time: TimeInterval, movingTo to: CGPoint? = nil, over duration: TimeInterval,
        in window: UIWindow?
    ) {
        lift()
        touch = UIApplication.shared.touchDown(at: from, in: window)
        path = (time, time + duration, from, to ?? from)
    }

    /// A tap at `point` at `time`: down now, up on the next frame.
    func tap(at point: CGPoint, time: TimeInterval, in window: UIWindow?) {
        press(at: point, time: time, over: 1.0 / 60, in: window)
    }

    /// Moves the finger to where its line is at `time`, and lifts it there once the line's end is reached.
    func follow(at time: TimeInterval) {
        guard let touch, let path, time > path.start else { return }
        let fraction = CGFloat(min((time - path.start) / (path.end - path.start), 1))
        if path.from != path.to {
            UIApplication.shared.touchMove(
                touch,
                to: CGPoint(
                    x: path.from.x + (path.to.x - path.from.x) * fraction,
                    y: path.from.y + (path.to.y - path.from.y) * fraction))
        }
        if fraction >= 1 { lift() }
    }

    private func lift() {
        guard let touch else { return }
        UIApplication.shared.touchUp(touch)
        self.touch = nil
        path = nil
    }
}
