import Foundation
import OpenUIKit

/// A finger dragged by a demo's script through touch injection, one frame at a time (unlike
/// `drag(from:to:duration:in:)`, which runs the run loop itself): down at `from` on the first frame at or
/// after `start`, moved along the straight line on each later frame, lifted at `to` on the first frame at or
/// after `end`. The events reach the window at the start of the next run-loop turn, as a finger's do.
@MainActor
final class DemoDrag {
    let start: TimeInterval
    let end: TimeInterval
    let from: CGPoint
    let to: CGPoint
    private var touch: UITouch?
    private var isDone = false

    init(start: TimeInterval, end: TimeInterval, from: CGPoint, to: CGPoint) {
        self.start = start
        self.end = end
        self.from = from
        self.to = to
    }

    /// Where the finger is at `time`.
    func location(at time: TimeInterval) -> CGPoint {
        let fraction = CGFloat(min(1, max(0, (time - start) / (end - start))))
        return CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
    }

    /// Injects the finger's event of the frame at `time` into `window`; returns what the finger did.
    func step(at time: TimeInterval, in window: UIWindow?) -> Phase? {
        let application = UIApplication.shared
        guard !isDone, time >= start - 1e-9 else { return nil }
        guard let touch else {
            touch = application.touchDown(at: from, in: window)
            return .down
        }
        application.touchMove(touch, to: location(at: time))
        guard time >= end - 1e-9 else { return .moved }
        application.touchUp(touch)
        self.touch = nil
        isDone = true
        return .up
    }

    /// What the finger did on a frame.
    enum Phase { case down, moved, up }
}
