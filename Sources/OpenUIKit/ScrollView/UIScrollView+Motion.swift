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
    /// starts or stops a motion from `scrollViewDidScroll(_:)` takes over.
    private func stepMotion(_ link: CADisplayLink) {
        guard var current = motion else { return }
        let offset = current.offset(at: link.timestamp)
        motion = current
        bounds.origin = offset
        guard current.isFinished, motionLink === link else { return }
        stopMotion()
        if current.isAnimation {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else {
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }
}
