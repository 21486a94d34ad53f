import Foundation
import OpenUIKit

/// The page container article's `TTPageScrollViewController`, ported: its `viewControllers` are children
/// from the start, shown side by side as the pages of a paging `UIScrollView`; a child's view loads only
/// when its page first comes into sight, and a swipe settles on a page with the scroll view's spring.
final class PageScrollViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    /// The pages, in order (set before the view loads, as the seed does).
    var viewControllers: [UIViewController] = []
    /// The page the scroll view last came to rest on.
    private(set) var currentPage = 0
    /// Called when the scroll view comes to rest, with the page it rests on.
    var onPageSettled: ((Int) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.isPagingEnabled = true
        scrollView.delegate = self
        view.addSubview(scrollView)
        for child in viewControllers { addChild(child) }
        for child in viewControllers { child.didMove(toParent: self) }
    }

    /// Sizes the scroll view to the container, the content to one page per child, and keeps the current page
    /// in view.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard scrollView.frame.size != view.bounds.size else { return }
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(
            width: view.bounds.width * CGFloat(viewControllers.count), height: view.bounds.height)
        scrollView.contentOffset = CGPoint(x: CGFloat(currentPage) * view.bounds.width, y: 0)
        for (index, child) in viewControllers.enumerated() where child.viewIfLoaded?.superview === scrollView {
            child.view.frame = pageFrame(index)
        }
        loadVisiblePages()
    }

    private func pageFrame(_ index: Int) -> CGRect {
        CGRect(
            x: CGFloat(index) * scrollView.bounds.width, y: 0, width: scrollView.bounds.width,
            height: scrollView.bounds.height)
    }

    /// Puts the view of every child whose page shows in the scroll view, loading it the first time.
    private func loadVisiblePages() {
        for (index, child) in viewControllers.enumerated() {
            let page = pageFrame(index)
            let shows = page.minX < scrollView.bounds.maxX && page.maxX > scrollView.bounds.minX
            guard shows, child.viewIfLoaded?.superview !== scrollView else { continue }
            child.view.frame = page
            scrollView.addSubview(child.view)
        }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        loadVisiblePages()
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        currentPage = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
        onPageSettled?(currentPage)
    }
}
