import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// A page container as the seeds build one (a `TTPageScrollViewController` of three children): a paging
/// scroll view whose children's views load only when their page first comes into sight, swiped by touch.
@MainActor
@Suite(.freshApplication) struct PageScrollContainerTests {
    final class Page: UIViewController {
        /// Not made from Interface Builder files: the coder gives no object.
        required init?(coder: NSCoder) {
            return nil
        }

        let name: String
        let log: EventLog
        init(_ name: String, log: EventLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            log.append("\(name) viewDidLoad")
        }
    }

    final class PageScrollViewController: UIViewController, UIScrollViewDelegate {
        /// Not made from Interface Builder files: the coder gives no object.
        required init?(coder: NSCoder) {
            return nil
        }

        let scrollView = UIScrollView()
        let log: EventLog
        var viewControllers: [UIViewController] = []
        private(set) var currentPage = 0

        init(log: EventLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.frame = view.bounds
            scrollView.isPagingEnabled = true
            scrollView.delegate = self
            scrollView.contentSize = CGSize(
                width: view.bounds.width * CGFloat(viewControllers.count), height: view.bounds.height)
            view.addSubview(scrollView)
            for child in viewControllers { addChild(child) }
            for child in viewControllers { child.didMove(toParent: self) }
            loadVisiblePages()
        }

        /// Puts the view of every child whose page shows in the scroll view, loading it the first time.
        private func loadVisiblePages() {
            let width = scrollView.bounds.width
            for (index, child) in viewControllers.enumerated() {
                let page = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: scrollView.bounds.height)
                let shows = page.minX < scrollView.bounds.maxX && page.maxX > scrollView.bounds.minX
                guard shows, child.viewIfLoaded?.superview !== scrollView else { continue }
                child.view.frame = page
                scrollView.addSubview(child.view)
            }
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) { loadVisiblePages() }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            currentPage = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
            log.append("page \(currentPage)")
        }
    }

    @Test func pagesLoadWhenTheyComeIntoSightAndSwipesSettleOnThem() {
        let log = EventLog()
        let window = makeTouchWindow()
        let pageVC = PageScrollViewController(log: log)
        pageVC.viewControllers = [Page("First", log: log), Page("Second", log: log), Page("Third", log: log)]
        window.rootViewController = pageVC
        UIApplication.shared.advance(by: 0)
        #expect(log.lines == ["First viewDidLoad"])
        // a swipe left
        UIApplication.shared.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.2)
        #expect(log.lines == ["First viewDidLoad", "Second viewDidLoad"])
        UIApplication.shared.runUntilIdle()
        #expect(
            log.lines == ["First viewDidLoad", "Second viewDidLoad", "page 1"]
                && pageVC.scrollView.contentOffset.x == StandardScreen.width)
        // back right
        UIApplication.shared.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
        UIApplication.shared.runUntilIdle()
        #expect(pageVC.currentPage == 0 && pageVC.viewControllers[2].isViewLoaded == false)
        // too short and slow
        UIApplication.shared.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 330, y: 400), duration: 0.5)
        UIApplication.shared.runUntilIdle()
        #expect(pageVC.currentPage == 0 && log.lines.last == "page 0")
    }
}
