import Foundation
import OpenQuartzCore

/// Driving a motion of the content offset: one display link per moving scroll view sets the offset of each
/// frame, and the run loop counts moving scroll views as pending work, so `runUntilIdle()` waits for them.
extension UIScrollView {
    /// The scroll views whose content is moving now (kept alive until their motion ends).
    private static var moving: [UIScrollView] = []

    /// Whether any scroll view's content is moving (the run loop is not idle then).
    static var hasMovingScrollViews: Bool { !moving.isEmpty }

    /// Stops every motion without callbacks (the application's reset).
    static func stopAllMotion() {
        for scrollView in moving { scrollView.stopMotion() }
    }

    /// Starts `motion` from the current time (its first step is the next frame's), replacing any other.
    func startMotion(_ motion: ScrollMotion) {
        clearMotion()
        self.motion = motion
        let link = CADisplayLink { [weak self] link in self?.stepMotion(link) }
        link.add(to: .main, forMode: .common)
        motionLink = link
        UIScrollView.moving.append(self)
    }

    /// Ends the motion where it is, without end callbacks, and clears `isDecelerating`.
    func stopMotion() {
        clearMotion()
        isDecelerating = false
    }

    private func clearMotion() {
        motionLink?.invalidate()
        motionLink = nil
        motion = nil
        UIScrollView.moving.removeAll { $0 === self }
    }

    /// One frame: the offset for the link's time, then — at the end — the end callback. A delegate that
    /// starts or stops a motion from `scrollViewDidScroll(_:)` takes over. A deceleration that ends outside
    /// the content (the content shrank while it ran, as a table reloaded with fewer rows) goes on back into
    /// it before it ends.
    private func stepMotion(_ link: CADisplayLink) {
        guard var current = motion else { return }
        let offset = current.offset(at: link.timestamp)
        motion = current
        bounds.origin = offset
        guard current.isFinished, motionLink === link else { return }
        if !current.isAnimation, let back = motionBackIntoContent() { return startMotion(back) }
        stopMotion()
        if current.isAnimation {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else {
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// The motion that brings an offset outside the content back to its nearest edge — the bounce back from
    /// rest, or at once without `bounces` — or nil when the offset is inside.
    private func motionBackIntoContent() -> ScrollMotion? {
        let range = offsetRange, offset = contentOffset, now = CACurrentMediaTime()
        let edge = CGPoint(
            x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
            y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
        guard edge != offset else { return nil }
        guard bounces else {
            bounds.origin = edge
            return nil
        }
        func axis(_ value: CGFloat, _ edge: CGFloat) -> ScrollAxisMotion {
            value == edge
                ? ScrollAxisMotion(.rest(value))
                : ScrollAxisMotion(.bounceFromRest(target: edge, displacement: value - edge, start: now))
        }
        return ScrollMotion(.deceleration(x: axis(offset.x, edge.x), y: axis(offset.y, edge.y)))
    }
}
