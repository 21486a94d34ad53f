import Foundation

/// Supplies the pages of a page view controller on demand (UIKit's `UIPageViewControllerDataSource`).
///
/// The page view controller asks for the neighbours of the page it shows when a gesture needs them: a
/// scroll-style swipe asks for both neighbours when the drag begins, a curl asks for the page it turns to
/// when the pan or tap starts the turn. Returning nil means there is no page that way: the scroll view
/// bounces at that end, the curl does not start.
///
/// The page indicator: when `presentationCount(for:)` returns more than 0, a scroll-style page view
/// controller shows a `UIPageControl` under its pages, with that many dots and the dot of
/// `presentationIndex(for:)` current, asked again after each `setViewControllers` and each completed
/// swipe. Deliberate difference: Swift protocols have no optional requirements without Objective-C, so the
/// defaults of these two return 0 (no indicator) where UIKit checks whether they are implemented.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the start.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, or nil at the end.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// How many dots the page indicator shows (scroll style); 0 (the default) shows none.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The index of the current dot (scroll style); 0 by default.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
