import Foundation

/// The scroll style's paging scroll view (after UIKit's private `_UIQueuingScrollView`): three slots of
/// one page each — the page before, the current page, the page after — one page length (the page plus
/// `interPageSpacing`) apart, the current page resting in the middle slot.
///
/// Negative content insets close the slots of neighbours that do not exist (or are not known yet), so the
/// content rests on the current page and rubber-bands there (`alwaysBounce…` along the axis): the
/// landed paging, rubber band and deceleration of `UIScrollView` move the pages.
@MainActor
final class PageQueuingScrollView: UIScrollView {
    /// The scroll view's delegate: it reports to the page view controller.
    private let observer: PageScrollObserver
    /// The neighbours the data source gave when the current drag began (nil: none that way).
    var before: UIViewController?
    var after: UIViewController?
    /// Whether the page view controller is moving the pages back to the middle slot (scrolls it makes
    /// then are not the user's).
    var isRecentring = false

    init(pageViewController: UIPageViewController) {
        observer = PageScrollObserver(pageViewController: pageViewController)
        super.init(frame: .zero)
        delegate = observer
        isPagingEnabled = true
        contentInsetAdjustmentBehavior = .never
        clipsToBounds = false
    }

    /// Never made from an Interface Builder file (it belongs to its page view controller): UIKit's required
    /// initializer gives no view.
    required init?(coder: NSCoder) { nil }
}

/// The delegate of a page view controller's scroll view, passing drags and rests on.
@MainActor
final class PageScrollObserver: UIScrollViewDelegate {
    private unowned let pageViewController: UIPageViewController

    init(pageViewController: UIPageViewController) {
        self.pageViewController = pageViewController
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        pageViewController.scrollDragWillBegin()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        pageViewController.scrollDidScroll()
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { pageViewController.scrollDidComeToRest() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pageViewController.scrollDidComeToRest()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        pageViewController.scrollDidComeToRest()
    }
}
