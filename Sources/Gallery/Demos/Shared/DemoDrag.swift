import Foundation
import OpenUIKit

/// A finger dragged by a demo's script through touch injection, one frame at a time (unlike
/// `drag(from:to:duration:in:)`, which runs the run loop itself): down at `from` on the first frame at or
/// after `start`, moved along the straight line on each later frame, lifted at `to` on the first frame at or
/// after `end`. The points are in the coordinates of the view the finger goes down on, as that view is placed
/// at the touch-down (the finger does not follow the view if the drag moves it). The events reach the window
/// at the start of the next run-loop turn, as a finger's do.
@MainActor
final class DemoDrag {
    let start: TimeInterval
    let end: TimeInterval
    let from: CGPoint
    let to: CGPoint
    private var touch: UITouch?
    /// Where the view's origin was in its window at the touch-down.
    private var offset = CGPoint.zero
    private var isDone = false

    init(start: TimeInterval, end: TimeInterval, from: CGPoint, to: CGPoint) {
        self.start = start
        self.end = end
        self.from = from
        self.to = to
    }

    /// Where the finger is at `time`, in the view's coordinates.
    func location(at time: TimeInterval) -> CGPoint {
        let fraction = CGFloat(min(1, max(0, (time - start) / (end - start))))
        return CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
    }

    /// Injects the finger's event of the frame at `time` on `view` (its window's key window when the view is
    /// not in one); returns what the finger did.
    func step(at time: TimeInterval, on view: UIView?) -> Phase? {
        let application = UIApplication.shared
        guard !isDone, time >= start - 1e-9 else { return nil }
        guard let touch else {
            offset = view?.window.map { view?.convert(CGPoint.zero, to: $0) ?? .zero } ?? .zero
            touch = application.touchDown(at: inWindow(from), in: view?.window)
            return .down
        }
        application.touchMove(touch, to: inWindow(location(at: time)))
        guard time >= end - 1e-9 else { return .moved }
        application.touchUp(touch)
        self.touch = nil
        isDone = true
        return .up
    }

    /// `point` of the view in its window, as the view was placed at the touch-down.
    private func inWindow(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x + offset.x, y: point.y + offset.y)
    }

    /// What the finger did on a frame.
    enum Phase { case down, moved, up }
}
