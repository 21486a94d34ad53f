import Foundation
import OpenQuartzCore

/// A container that shows one page (or two, around a middle spine) at a time and moves between pages with a
/// scroll or a page curl (UIKit's `UIPageViewController`). Pages are child controllers; the data source
/// supplies the neighbours a gesture needs, the delegate hears about gesture-driven turns.
///
/// - **Scroll** (`.scroll`): the pages sit on a paging `UIScrollView` (the landed paging and deceleration),
///   `interPageSpacing` points apart. A swipe begins a transition to the neighbour when the content first
///   moves toward it; the scroll view's paging rule decides on release (a release faster than
///   300 pt/s goes to the next page in its direction, a slower one to the nearest page — half-way), and the
///   transition completes or turns back when the content comes to rest. With `presentationCount(for:)`
///   above 0 a `UIPageControl` shows under the pages.
/// - **Page curl** (`.pageCurl`): a pan turns the page around the spine, the fold following the finger
///   (progress = distance dragged toward the spine / page length); on release the turn finishes when the
///   progress projected with the finger's velocity (UIScrollView's normal deceleration, as the navigation
///   edge swipe projects it) passes one half, else it turns back. A tap in the half of the page away from
///   the spine turns forward, one in the half next to it turns back. The curl is a deliberate approximation of
///   UIKit's private curl — see `PageCurlGeometry`: the sheet is split along a straight fold parallel to the
///   spine, the turned part mirrored over the page (or showing the next page when double-sided) with a
///   shading gradient, and a shadow on the page revealed. With the spine in the middle, two pages show and
///   a turn moves two: the right (bottom) page turns over onto the left (top) one, its back showing the new
///   left page and the new right page underneath; a drag leftward (upward) or a tap on the right page turns
///   forward, the other way back (see `PageCurlTurn`).
///
/// Every turn runs on the one controller-transition engine: both pages' appearance callbacks in UIKit's
/// transition-view order (arriving `viewWillAppear`, leaving `viewWillDisappear`, leaving
/// `viewDidDisappear`, arriving `viewDidAppear`; a turned-back gesture ends with the arriving page's
/// `viewWillDisappear`/`viewDidDisappear` and the leaving page's `viewWillAppear`/`viewDidAppear`).
/// Containment: the arriving page is added (`willMove(toParent:)`) before it appears; at the end the
/// leaving page gets `willMove(toParent: nil)` and leaves, and the arriving one `didMove(toParent:)` (or
/// leaves again after a turn-back). While a transition runs, user interaction on the pages is off, so
/// gestures wait for it to end (as UIKit's page view controller ignores them).
///
/// Around a middle spine the engine runs the sheet and the page under it; the facing page and the back page
/// disappear and appear beside them (begun after the engine's pair, ended before it).
///
/// Deliberate difference: the curl's fold stays parallel to the spine (UIKit's follows the finger's angle).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages move: scroll or page curl.
    public let transitionStyle: TransitionStyle
    /// The axis pages move along.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is (`.none` for the scroll style). Set by the `spineLocation` option or the
    /// delegate's `pageViewController(_:spineLocationFor:)`.
    public internal(set) var spineLocation: SpineLocation
    /// The space between scroll-style pages, from the `interPageSpacing` option.
    let interPageSpacing: CGFloat

    /// Supplies the neighbouring pages for gestures.
    open weak var dataSource: (any UIPageViewControllerDataSource)? {
        didSet { updatePageControl() }
    }
    /// Told about gesture-driven turns.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// Whether pages have content on their back (page curl; false by default, true with the spine in the
    /// middle). Setting false with the spine in the middle is reported and ignored, as UIKit raises.
    open var isDoubleSided: Bool {
        get { storedDoubleSided }
        set {
            guard newValue || spineLocation != .mid else {
                Diagnostics.report(
                    .invalidArgument, .exception,
                    "isDoubleSided cannot be false with UIPageViewControllerSpineLocationMid; it stays true")
                return
            }
            storedDoubleSided = newValue
        }
    }
    private var storedDoubleSided = false

    /// The pages shown (for double-sided pages with the spine at an edge: the front, then the back of the
    /// page turned before it). Nil until the first `setViewControllers`.
    open var viewControllers: [UIViewController]? { hasPages ? pages : nil }

    /// The recognizers that drive the curl — a pan and a tap, as UIKit's — to attach to another view or
    /// to coordinate with; empty for the scroll style, whose swipes are its scroll view's.
    open var gestureRecognizers: [UIGestureRecognizer] {
        transitionStyle == .pageCurl ? [curlPan, curlTap] : []
    }

    /// The current pages (see `viewControllers`).
    var pages: [UIViewController] = []
    private var hasPages = false
    /// The scroll style's paging scroll view and its delegate.
    private(set) lazy var scrollView = PageQueuingScrollView(pageViewController: self)
    /// The scroll style's page indicator, shown when the data source gives a count above 0.
    let pageControl = UIPageControl()
    /// The curl's recognizers and the layers showing the sheet being turned.
    let curlPan = UIPanGestureRecognizer()
    let curlTap = UITapGestureRecognizer()
    var curlLayers: PageCurlLayers?
    /// The turn the curl layers show.
    var curlTurn: PageCurlTurn?
    /// The turn the curl pan drives now.
    var curlDrag: PageTransition?
    /// Whether the curl pan in progress may still start a turn (it starts one at most).
    var curlPanMayTurn = false
    /// The orientation the delegate was last asked about (page curl).
    var lastOrientation: UIInterfaceOrientation = .unknown

    /// The height of the band holding the page indicator under scroll-style pages. UIKit documents none;
    /// 37 pt (the page control's standard height through iOS 13) is OpenUIKit's choice.
    public static let pageControlHeight: CGFloat = 37

    /// Makes a page view controller. `options` may hold `OptionsKey.spineLocation` (page curl; `.min`
    /// without it, `.none` for the scroll style, which has no spine) and `OptionsKey.interPageSpacing`
    /// (scroll; 0 without it). A value of the wrong type, a negative or non-finite spacing, or a spine
    /// location of `.none` for the curl is reported and the default kept. The spine in the middle makes
    /// pages double-sided, as UIKit requires.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = style == .scroll ? .none : Self.spine(from: options?[.spineLocation])
        interPageSpacing = style == .scroll ? Self.spacing(from: options?[.interPageSpacing]) : 0
        super.init(nibName: nil, bundle: nil)
        finishInitialization()
    }

    /// Makes a page view controller from an Interface Builder file (UIKit's `init?(coder:)`): the element's
    /// `transitionStyle`, `navigationOrientation`, `spineLocation` and (scroll style) `pageSpacing`, with
    /// Interface Builder's defaults for those it leaves out (page curl, horizontal, min, no spacing); a
    /// spacing that is not a finite number of points, not negative, is reported as the option is. Any other
    /// coder gives those defaults.
    public required init?(coder: NSCoder) {
        let element = (coder as? IBCoder)?.element
        let style: TransitionStyle = element?["transitionStyle"] == "scroll" ? .scroll : .pageCurl
        transitionStyle = style
        navigationOrientation = element?["navigationOrientation"] == "vertical" ? .vertical : .horizontal
        let spines: [String: SpineLocation] = ["min": .min, "mid": .mid, "max": .max]
        spineLocation = style == .scroll ? .none : spines[element?["spineLocation"] ?? ""] ?? .min
        let spacing = element?["pageSpacing"].map { Double($0) ?? .nan }
        interPageSpacing = style == .scroll ? Self.spacing(from: spacing) : 0
        super.init(coder: coder)
        finishInitialization()
    }

    /// What both initializers do once the stored properties are set: a middle spine makes pages
    /// double-sided, the indicator starts hidden, the curl's recognizers target this controller.
    private func finishInitialization() {
        storedDoubleSided = spineLocation == .mid
        pageControl.isHidden = true
        curlPan.addTarget(self, action: UIPageViewController.handleCurlPan)
        curlTap.addTarget(self, action: UIPageViewController.handleCurlTap)
    }

    private static func spine(from value: Any?) -> SpineLocation {
        guard let value else { return .min }
        let location =
            value as? SpineLocation ?? (value as? Int).flatMap(SpineLocation.init(rawValue:))
            ?? (value as? NSNumber).flatMap { SpineLocation(rawValue: $0.intValue) }
        guard let location, location != .none else {
            Diagnostics.report(
                .invalidArgument, .exception,
                "UIPageViewControllerOptionSpineLocationKey must be min, mid or max for the page curl; got \(value), using min"
            )
            return .min
        }
        return location
    }

    private static func spacing(from value: Any?) -> CGFloat {
        guard let value else { return 0 }
        let spacing =
            value as? CGFloat ?? (value as? Double).map { CGFloat($0) } ?? (value as? Int).map { CGFloat($0) }
            ?? (value as? NSNumber).map { CGFloat($0.doubleValue) }
        guard let spacing, spacing.isFinite, spacing >= 0 else {
            Diagnostics.report(
                .invalidArgument, .exception,
                "UIPageViewControllerOptionInterPageSpacingKey must be a finite number of points, not negative; got \(value), using 0"
            )
            return 0
        }
        return spacing
    }

    // MARK: Setting pages

    /// How many controllers `setViewControllers` takes: one for the scroll style; for the curl, two with
    /// the spine in the middle (left and right, or top and bottom), two for double-sided pages with the
    /// spine at an edge (the front and the back of the page turned before it), one otherwise (Apple's
    /// `setViewControllers(_:direction:animated:completion:)` documentation).
    var requiredPageCount: Int {
        transitionStyle == .scroll ? 1 : spineLocation == .mid || isDoubleSided ? 2 : 1
    }

    /// The pages whose views show while nothing turns: the two around a middle spine, else the first.
    var visiblePages: [UIViewController] {
        spineLocation == .mid ? pages : Array(pages.prefix(1))
    }

    /// Shows `viewControllers`, turning `direction` with the style's animation when `animated` and the view
    /// is on screen (the scroll view scrolls to the new page with UIKit's scroll animation; the curl turns
    /// the page over `PageCurlLayers.turnDuration`), at once otherwise; then calls `completion` with true.
    /// The delegate is not told. Refused, reported, with nothing changed and `completion` not called: a
    /// count that does not match the style (UIKit's "The number of view controllers provided (n) doesn't
    /// match the number required (m) for the requested transition"), a controller twice, a controller that
    /// is another container's child (or this one or an ancestor of it), and a call while a page transition
    /// runs.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        let new = viewControllers ?? []
        guard checkPages(new, call: "setViewControllers(_:direction:animated:completion:)") else { return }
        guard activeTransition == nil else {
            return Diagnostics.report(
                .invalidTransition, .warning,
                "setViewControllers(_:direction:animated:completion:) on \(self) while a page transition runs; ignored"
            )
        }
        let leaving = visiblePages
        let arrivingVisible = spineLocation == .mid ? new : Array(new.prefix(1))
        let onScreen = viewIfLoaded?.window?.isVisibleOnScreen == true
        let disjoint = !leaving.contains { old in arrivingVisible.contains { $0 === old } }
        if onScreen, leaving.count == arrivingVisible.count, disjoint {
            runSetTransition(to: new, direction: direction, animated: animated, completion: completion)
            return
        }
        replacePages(with: new)
        completion?(true)
    }

    /// Whether `new` can be the pages: the right count, no duplicates, no controller owned elsewhere.
    /// Reports the first problem.
    func checkPages(_ new: [UIViewController], call: String) -> Bool {
        guard new.count == requiredPageCount else {
            Diagnostics.report(
                .invalidArgument, .exception,
                "\(call): The number of view controllers provided (\(new.count)) doesn't match the number required (\(requiredPageCount)) for the requested transition"
            )
            return false
        }
        guard Set(new.map(ObjectIdentifier.init)).count == new.count else {
            Diagnostics.report(
                .invalidArgument, .exception, "\(call): the same view controller appears twice in \(new)")
            return false
        }
        for page in new where !canAdopt(page) {
            Diagnostics.report(
                .invalidContainment, .exception,
                "\(call): \(page) is already the child of \(page.parent.map { "\($0)" } ?? "this page view controller's ancestors") and cannot be a page of \(self)"
            )
            return false
        }
        return true
    }

    /// Whether `page` may become a page: not the receiver or an ancestor, not another controller's child.
    func canAdopt(_ page: UIViewController) -> Bool {
        page !== self && !isDescendantController(of: page) && (page.parent == nil || page.parent === self)
    }

    /// Replaces the pages at once: leaving pages get `willMove(toParent: nil)`, lose their view and leave;
    /// new ones are added, their views put in place (when the view is loaded) and get `didMove(toParent:)`.
    /// On screen, the views entering and leaving the window drive their appearance.
    func replacePages(with new: [UIViewController]) {
        let leaving = pages.filter { old in !new.contains { $0 === old } }
        for page in leaving {
            page.willMove(toParent: nil)
            page.viewIfLoaded?.removeFromSuperview()
            page.removeFromParent()
        }
        pages = new
        hasPages = true
        let adding = new.filter { $0.parent !== self }
        for page in adding { addChild(page) }
        if isViewLoaded { installPages() }
        for page in adding { page.didMove(toParent: self) }
        updatePageControl()
    }

    // MARK: The view

    open override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.clipsToBounds = true
        self.view = view
        if transitionStyle == .scroll {
            view.addSubview(scrollView)
            pageControl.backgroundColor = .black
            view.addSubview(pageControl)
        } else {
            view.addGestureRecognizer(curlPan)
            view.addGestureRecognizer(curlTap)
        }
    }

    override func viewDidFinishLoading() {
        updatePageControl()
        installPages()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if transitionStyle == .pageCurl { askSpineLocationIfNeeded() }
        guard activeTransition == nil else { return }
        installPages()
    }

    /// The area the pages fill: the view's bounds, less the page indicator's band when it shows.
    var contentBounds: CGRect {
        guard let view = viewIfLoaded else { return .zero }
        var bounds = view.bounds
        if transitionStyle == .scroll, !pageControl.isHidden {
            bounds.size.height = max(0, bounds.height - Self.pageControlHeight)
        }
        return bounds
    }

    /// The frame of a curl page: the whole content area, or its half around a middle spine (`index` 0 the
    /// left or top one).
    func curlFrame(index: Int) -> CGRect {
        let bounds = contentBounds
        guard spineLocation == .mid else { return bounds }
        if navigationOrientation == .horizontal {
            let half = bounds.width / 2
            return CGRect(x: bounds.minX + half * CGFloat(index), y: bounds.minY, width: half, height: bounds.height)
        }
        let half = bounds.height / 2
        return CGRect(x: bounds.minX, y: bounds.minY + half * CGFloat(index), width: bounds.width, height: half)
    }

    /// Puts the visible pages' views where they rest (and the back page of a double-sided edge spine out of
    /// the hierarchy).
    func installPages() {
        guard let view = viewIfLoaded else { return }
        if transitionStyle == .scroll {
            layOutScrollView()
            return
        }
        for (index, page) in visiblePages.enumerated() {
            page.view.frame = curlFrame(index: index)
            if page.view.superview !== view { view.addSubview(page.view) }
        }
        for page in pages.dropFirst(visiblePages.count) where page.viewIfLoaded?.superview != nil {
            page.viewIfLoaded?.removeFromSuperview()
        }
    }

    /// Shows the page indicator with the data source's count and index (scroll style, count above 0).
    func updatePageControl() {
        let count = transitionStyle == .scroll ? dataSource?.presentationCount(for: self) ?? 0 : 0
        guard count > 0 else {
            if !pageControl.isHidden {
                pageControl.isHidden = true
                viewIfLoaded?.setNeedsLayout()
            }
            return
        }
        pageControl.numberOfPages = count
        let index = dataSource?.presentationIndex(for: self) ?? 0
        if (0..<count).contains(index) {
            pageControl.currentPage = index
        } else {
            Diagnostics.report(
                .invalidDataSource, .warning,
                "presentationIndex(for:) returned \(index), outside 0..<\(count); the page indicator keeps \(pageControl.currentPage)"
            )
        }
        let wasHidden = pageControl.isHidden
        pageControl.isHidden = false
        if wasHidden { viewIfLoaded?.setNeedsLayout() }
    }

    // MARK: Delegate calls

    /// Tells the delegate a gesture is about to show `pending` (recorded in lifecycle traces).
    func notifyWillTransition(to pending: [UIViewController]) {
        guard let delegate else { return }
        LifecycleTrace.record(
            self, .delegateCall("willTransitionTo \(pending.map(\.traceName).joined(separator: ", "))"))
        delegate.pageViewController(self, willTransitionTo: pending)
    }

    /// Tells the delegate a gesture-driven transition ended (recorded in lifecycle traces).
    func notifyDidFinish(previous: [UIViewController], completed: Bool) {
        guard let delegate else { return }
        LifecycleTrace.record(
            self,
            .delegateCall(
                "didFinishAnimating previous \(previous.map(\.traceName).joined(separator: ", ")) completed \(completed)"
            ))
        delegate.pageViewController(
            self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: completed)
    }

    /// Asks the delegate for the spine location when the view's proportions changed between portrait and
    /// landscape (page curl). A `.none` answer is reported and ignored; `.mid` makes pages double-sided.
    /// Pages that no longer fit the new location's count are reported (UIKit raises on the next turn).
    func askSpineLocationIfNeeded() {
        guard let view = viewIfLoaded, let delegate, view.bounds.width > 0, view.bounds.height > 0 else { return }
        let orientation: UIInterfaceOrientation = view.bounds.width > view.bounds.height ? .landscapeLeft : .portrait
        guard orientation != lastOrientation else { return }
        lastOrientation = orientation
        let location = delegate.pageViewController(self, spineLocationFor: orientation)
        guard location != .none else {
            return Diagnostics.report(
                .invalidArgument, .exception,
                "pageViewController(_:spineLocationFor:) returned none for the page curl; the spine stays \(spineLocation)"
            )
        }
        spineLocation = location
        if location == .mid { storedDoubleSided = true }
        if hasPages, pages.count != requiredPageCount {
            Diagnostics.report(
                .invalidArgument, .exception,
                "The number of view controllers provided (\(pages.count)) doesn't match the number required (\(requiredPageCount)) for the requested transition; set the pages for spine location \(location) from pageViewController(_:spineLocationFor:)"
            )
        }
    }
}
