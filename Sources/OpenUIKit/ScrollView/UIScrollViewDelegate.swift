import Foundation

/// What a scroll view tells its delegate (UIKit's `UIScrollViewDelegate`). Every method is optional: the
/// defaults do nothing (deliberate difference: Swift protocols have no optional requirements without
/// Objective-C, so defaults stand in for them).
///
/// The order for a drag that ends in a flick: `scrollViewWillBeginDragging` → `scrollViewDidScroll`… →
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` → `scrollViewDidEndDragging(_:willDecelerate: true)`
/// → `scrollViewWillBeginDecelerating` → `scrollViewDidScroll`… → `scrollViewDidEndDecelerating`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (by a drag, a deceleration or animation frame, or a setter).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The user's drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted at `velocity` (points per millisecond, positive toward larger offsets); the content
    /// will come to rest at `targetContentOffset.pointee`, which the delegate may change (except when paging).
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` tells whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on its own after the drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after decelerating.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animation started by `setContentOffset(_:animated: true)` (or `scrollRectToVisible`,
    /// `scrollToRow`) ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
