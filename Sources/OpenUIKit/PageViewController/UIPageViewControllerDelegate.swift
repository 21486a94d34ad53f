import Foundation

/// Told about gesture-driven page turns (UIKit's `UIPageViewControllerDelegate`). Every method is optional:
/// the defaults do nothing (`spineLocationFor` keeps the current location) — Swift protocols have no
/// optional requirements without Objective-C.
///
/// Order of a swipe or curl from page A to B: `pageViewController(_:willTransitionTo: [B])` before B is added
/// and appears, then, once the page has come to rest,
/// `pageViewController(_:didFinishAnimating: true, previousViewControllers: [A], transitionCompleted:)` with
/// `transitionCompleted` false when the gesture turned back. Neither is called for
/// `setViewControllers(_:direction:animated:completion:)`, as in UIKit: its completion is told instead.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A gesture is about to show `pendingViewControllers`.
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A gesture-driven transition ended: `completed` tells whether the pages changed;
    /// `previousViewControllers` are the pages shown before it.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine location for `orientation` (page-curl style only), asked when the page view controller's
    /// view changes between portrait and landscape proportions. The delegate may call
    /// `setViewControllers(_:direction:animated:completion:)` and set `isDoubleSided` from here to match.
    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
}
