import Foundation
import OpenQuartzCore

/// Scrolling with a mouse wheel, for the live window (iOS has no wheel; this follows what UIKit does on a Mac
/// with Catalyst or an iPad with a mouse: the wheel scrolls the innermost scroll view under the pointer).
extension UIScrollView {
    /// How far one wheel step moves the content, in points (the usual desktop line step × 3).
    package static let wheelStep: CGFloat = 40

    /// Scrolls the innermost scroll view under `point` (window coordinates) in `window` that can move along
    /// the wheel's axis by `steps` wheel steps (positive: down or right, towards the end of the content).
    /// The offset stays within the scrollable range; a paging scroll view moves a whole page per step,
    /// animated as `setContentOffset(_:animated: true)` is. Nothing happens while a finger holds the scroll
    /// view, where nothing scrollable is hit, or for zero or non-finite steps. Returns the scroll view that
    /// moved, if any.
    @discardableResult
    package static func scroll(wheelSteps steps: CGVector, at point: CGPoint, in window: UIWindow) -> UIScrollView? {
        guard steps.dx.isFinite, steps.dy.isFinite, steps != .zero else { return nil }
        var view = window.hitTest(point, with: nil)
        while let candidate = view {
            if let scrollView = candidate as? UIScrollView, scrollView.isScrollEnabled, !scrollView.isTracking,
                scrollView.canScroll(along: steps)
            {
                scrollView.scroll(wheelSteps: steps)
                return scrollView
            }
            view = candidate.superview
        }
        return nil
    }

    private func canScroll(along steps: CGVector) -> Bool {
        let axes = scrollableAxes
        return (steps.dx != 0 && axes.x) || (steps.dy != 0 && axes.y)
    }

    private func scroll(wheelSteps steps: CGVector) {
        let range = offsetRange, axes = scrollableAxes
        func moved(
            _ offset: CGFloat, _ steps: CGFloat, _ page: CGFloat, _ range: ClosedRange<CGFloat>, _ scrolls: Bool
        ) -> CGFloat {
            guard scrolls, steps != 0 else { return offset }
            let target =
                isPagingEnabled && page > 0
                ? ((offset / page).rounded() + steps.rounded(.awayFromZero)) * page
                : offset + steps * UIScrollView.wheelStep
            return min(max(target, range.lowerBound), range.upperBound)
        }
        let target = CGPoint(
            x: moved(contentOffset.x, steps.dx, bounds.width, range.x, axes.x),
            y: moved(contentOffset.y, steps.dy, bounds.height, range.y, axes.y))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: isPagingEnabled)
    }
}
