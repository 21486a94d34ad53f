import Foundation
import OpenQuartzCore

/// The pan recognizer a scroll view drags its content with (UIKit's is a private subclass too). Besides
/// panning it tells the scroll view when a finger goes down on it (the content stops and `isTracking`
/// turns on) and when the last one lifts (after the pan's own end, so `isTracking` is still true in
/// `scrollViewDidEndDragging`), and it begins only in a direction the scroll view can scroll —
/// so a vertical table inside a horizontal pager leaves sideways swipes to the pager.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// The scroll view the pan drags, not retained (the scroll view holds the pan): cleared by the scroll
    /// view's deinit, since the pan may outlive it.
    nonisolated(unsafe) unowned(unsafe) var scrollView: UIScrollView?

    /// The pan's action: the scroll view follows the finger.
    func scrollViewPanned() {
        scrollView?.handlePan(self)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.beginTracking()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if numberOfTouches == 0 { scrollView?.endTracking() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        scrollView?.endTracking()
    }

    /// Begins when the move from `start` (window coordinates) runs at least as much along an axis the
    /// scroll view scrolls on as across it.
    override func shouldBegin(from start: CGPoint) -> Bool {
        guard let scrollView else { return false }
        let from = scrollView.convert(start, from: nil), to = scrollView.convert(location(in: nil), from: nil)
        let dx = abs(to.x - from.x), dy = abs(to.y - from.y), axes = scrollView.scrollableAxes
        return (axes.x && dx >= dy) || (axes.y && dy >= dx) || (axes.x && axes.y)
    }
}
