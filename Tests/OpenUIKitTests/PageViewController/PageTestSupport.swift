import Testing
@testable import OpenUIKit

/// A page: a controller titled with its name (so traces name it).
@MainActor
final class TestPage: UIViewController {
    init(_ name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) { nil }
}

/// A data source over a fixed list of pages, logging each question; `overrides` replaces an answer.
@MainActor
final class TestPageSource: UIPageViewControllerDataSource {
    let pages: [UIViewController]
    var log: [String] = []
    /// Answers given instead of the list's, by the asking page's title and direction ("B after").
    var overrides: [String: UIViewController?] = [:]
    /// The page indicator's count (0: none).
    var count = 0

    init(_ pages: [UIViewController]) {
        self.pages = pages
    }

    convenience init(names: [String]) {
        self.init(names.map { TestPage($0) })
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        answer(viewController, offset: -1, word: "before")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        answer(viewController, offset: 1, word: "after")
    }

    private func answer(_ page: UIViewController, offset: Int, word: String) -> UIViewController? {
        let key = "\(page.title ?? "?") \(word)"
        log.append(key)
        if let override = overrides[key] { return override }
        guard let index = pages.firstIndex(where: { $0 === page }), pages.indices.contains(index + offset) else {
            return nil
        }
        return pages[index + offset]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        guard let current = pageViewController.viewControllers?.first else { return 0 }
        return pages.firstIndex { $0 === current } ?? 0
    }
}

/// A delegate writing each call to a log.
@MainActor
final class TestPageDelegate: UIPageViewControllerDelegate {
    var log: [String] = []
    var spine: UIPageViewController.SpineLocation?

    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        log.append("willTransitionTo \(pendingViewControllers.map { $0.title ?? "?" })")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        log.append(
            "didFinishAnimating \(finished) previous \(previousViewControllers.map { $0.title ?? "?" }) completed \(completed)"
        )
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation {
        log.append("spineLocationFor \(orientation.isLandscape ? "landscape" : "portrait")")
        return spine ?? pageViewController.spineLocation
    }
}

/// A page view controller as a shown window's root, on the first page of `source`, with a delegate.
@MainActor
func makePageScene(
    style: UIPageViewController.TransitionStyle, orientation: UIPageViewController.NavigationOrientation = .horizontal,
    options: [UIPageViewController.OptionsKey: Any]? = nil, names: [String] = ["A", "B", "C"]
) -> (UIPageViewController, TestPageSource, TestPageDelegate, UIWindow) {
    let window = makeTouchWindow()
    let pager = UIPageViewController(transitionStyle: style, navigationOrientation: orientation, options: options)
    let source = TestPageSource(names: names)
    let delegate = TestPageDelegate()
    pager.dataSource = source
    pager.delegate = delegate
    pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
    window.rootViewController = pager
    UIApplication.shared.advance(by: 0)
    UIApplication.shared.runUntilIdle()
    source.log = []
    delegate.log = []
    return (pager, source, delegate, window)
}

/// `view`'s frame in window coordinates.
@MainActor
func windowFrame(of view: UIView) -> CGRect {
    view.superview != nil ? view.convert(view.bounds, to: nil as UIView?) : view.frame
}

/// Whether `a` and `b` differ by less than a thousandth of a point on every edge.
func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-3 && abs(a.minY - b.minY) < 1e-3 && abs(a.width - b.width) < 1e-3
        && abs(a.height - b.height) < 1e-3
}

/// Puts a finger down at (`start`, 400), moves it 20 pt toward `x` so the pan begins there (translation 0),
/// then to `x`, and holds it still for 0.2 s, so that lifting it releases with no velocity. Returns the finger.
@MainActor
func heldDrag(from start: CGFloat = 300, to x: CGFloat) -> UITouch {
    let app = UIApplication.shared
    let finger = app.touchDown(at: CGPoint(x: start, y: 400))
    app.advance(by: 0)
    app.touchMove(finger, to: CGPoint(x: start + (x < start ? -20 : 20), y: 400))
    app.advance(by: 1.0 / 60)
    app.touchMove(finger, to: CGPoint(x: x, y: 400))
    app.advance(by: 0.2)
    return finger
}

/// Lifts `finger` and delivers the lift.
@MainActor
func release(_ finger: UITouch) {
    UIApplication.shared.touchUp(finger)
    UIApplication.shared.advance(by: 0)
}

/// A flick to the left: down at x 300, 20 pt in the first frame (the pan begins), 60 pt more in the next,
/// lifted at once — 80 pt in 2/60 s, 2400 pt/s — then runs until idle.
@MainActor
func flickLeft() {
    let app = UIApplication.shared
    let finger = app.touchDown(at: CGPoint(x: 300, y: 400))
    app.advance(by: 0)
    app.touchMove(finger, to: CGPoint(x: 280, y: 400))
    app.advance(by: 1.0 / 60)
    app.touchMove(finger, to: CGPoint(x: 220, y: 400))
    app.touchUp(finger)
    app.runUntilIdle()
}

/// The trace of a gesture's turn of the page view controller "Pages" from A to B (B loading for the first
/// time), in the order UIKit's transition view gives: B is added and appears before A disappears; a
/// completed turn ends A's disappearance, then B's appearance, then the containment (A leaves, B has
/// moved in); a turn given up turns the pair back (B will and did disappear, A will and did appear) and
/// B leaves. The delegate hears of it first and last.
let gestureTurnStart = [
    "Pages delegate willTransitionTo B", "B willMove(toParent: Pages)", "B loadView", "B viewDidLoad",
    "B viewWillAppear(true)", "A viewWillDisappear(true)",
]
let completedTurnEnd = [
    "A viewDidDisappear(true)", "B viewDidAppear(true)", "A willMove(toParent: nil)", "A didMove(toParent: nil)",
    "B didMove(toParent: Pages)", "Pages delegate didFinishAnimating previous A completed true",
]
let cancelledTurnEnd = [
    "B viewWillDisappear(true)", "B viewDidDisappear(true)", "A viewWillAppear(true)", "A viewDidAppear(true)",
    "B willMove(toParent: nil)", "B didMove(toParent: nil)",
    "Pages delegate didFinishAnimating previous A completed false",
]
