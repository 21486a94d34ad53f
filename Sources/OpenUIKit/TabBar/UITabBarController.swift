import Foundation

/// A container that shows one of several children at a time, chosen on a tab bar at the bottom (UIKit's
/// `UITabBarController`). Every child is a child from the start, but only the selected one's view is loaded
/// at first; the others load when first shown and keep their views after (UIKit's lazy tabs). Switching
/// tabs runs through the controller-transition engine: immediate by default, or with the delegate's animator
/// and interaction controller.
///
/// Order of a switch from A to B (reference: UIKit logs): B `loadView`/`viewDidLoad` the first time, the
/// delegate's `animationControllerForTransitionFrom`/`interactionControllerFor` (when on screen), B
/// `viewWillAppear`, A `viewWillDisappear`, the animation, A `viewDidDisappear`, B `viewDidAppear` — the
/// arriving controller's will-callback first, unlike a push. A tap on an item asks the delegate
/// `shouldSelect`, selects, then tells it `didSelect` (also when the tab was selected already; a tap on the
/// selected tab of a navigation controller pops it to its root). Selection in code tells the delegate
/// nothing. A cancelled interactive switch turns back as a cancelled pop does, and the selection returns.
///
/// The selected child's view fills the screen under the translucent bar, whose height insets its safe area
/// at the bottom (above the bar instead when the bar is opaque or the child's `edgesForExtendedLayout` has
/// no `.bottom`, as UIKit does). Deliberate differences: there is no "More" tab (`moreNavigationController` is not provided: every child gets a
/// tab, however many); a switch asked for while another runs is refused (reported) rather than queued.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The object told about selections and asked for animators.
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// The bar at the bottom.
    public let tabBar = UITabBar(frame: .zero)

    /// The children, one per tab, left to right (nil when there are none). Setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }
    var tabs: [UIViewController] = []
    /// The index of the selected tab, nil without tabs.
    var selection: Int?

    /// The view the selected child's view and the switches live in (UIKit's `UITransitionView`).
    let transitionView = UIView(frame: .zero)
    /// The switch running now (the engine's record).
    var activeTransition: ControllerTransition? { ControllerTransition.running(in: self) }
    /// Whether a navigation controller's stack hides the bar (`hidesBottomBarWhenPushed`): the content then
    /// takes the whole height and its safe area loses the bar.
    var isBarHiddenByNavigation = false {
        didSet { if isBarHiddenByNavigation != oldValue { layOutBarAndContent() } }
    }

    /// Makes a tab bar controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        connectTabBar()
    }

    /// Makes a tab bar controller from a storyboard scene; its tabs come from the scene's relationship
    /// segues (UIKit's `init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        connectTabBar()
    }

    private func connectTabBar() {
        tabBar.onSelect = { [weak self] item in self?.userSelected(item) }
        tabBar.layoutDidChange = { [weak self] in self?.layOutBarAndContent() }
    }

    /// Replaces the children. Children that leave get `willMove(toParent: nil)`, lose their view and leave;
    /// new ones are added (`addChild`, `didMove(toParent: self)`) without loading their views. The selection
    /// stays on the controller selected before when it is still there, else on the same index when it is
    /// valid, else on the first tab (UIKit's rule). Refused, reported, with nothing changed: a controller
    /// twice, a controller that is another container's child, or a change while a switch runs.
    /// `animated` is accepted for the API; the bar changes at once.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        replaceTabs(with: viewControllers ?? [])
    }

    // MARK: Selection

    /// The index of the selected tab (`NSNotFound` without tabs). Setting it selects that tab (an index out
    /// of range is reported and ignored, as UIKit ignores it); the delegate is not told.
    open var selectedIndex: Int {
        get { selection ?? NSNotFound }
        set { select(newValue) }
    }

    /// The selected child. Setting it to one of the children selects its tab; any other controller is
    /// reported and ignored.
    open var selectedViewController: UIViewController? {
        get { selection.map { tabs[$0] } }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else {
                return Diagnostics.report(
                    .invalidTransition, .warning,
                    "selectedViewController: \(newValue.map { "\($0)" } ?? "nil") is not one of the view controllers of \(self); the selection is unchanged"
                )
            }
            select(index)
        }
    }

    /// Selects the tab of `subsequentVC` when it is one of the tabs and not the selected one: the tab bar
    /// controller's part of an unwind segue (UIKit's `unwind(for:towards:)`).
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard let index = tabs.firstIndex(where: { $0 === subsequentVC }), index != selection else { return }
        select(index)
    }

    // MARK: The view

    open override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.backgroundColor = .white
        transitionView.isTransitionContainer = true
        transitionView.clipsToBounds = true
        view.addSubview(transitionView)
        view.addSubview(tabBar)
        self.view = view
        layOutBarAndContent()
    }

    override func viewDidFinishLoading() {
        showItemsOnBar()
        if let selected = selectedViewController { install(selected) }
    }

    /// Puts `controller`'s view in the content area: under the bar or above it (see `barPlacement`).
    func install(_ controller: UIViewController) {
        barPlacement.install(controller, in: transitionView)
    }

    /// How the bar covers the content area now.
    var barPlacement: BarPlacement {
        BarPlacement(bottom: isBarHiddenByNavigation ? 0 : barHeight, isBottomTranslucent: tabBar.isTranslucent)
    }

    /// The bar's height: its items' 49 points and the home indicator's inset below them, as in UIKit.
    private var barHeight: CGFloat { UITabBar.height + (viewIfLoaded?.safeAreaInsets.bottom ?? 0) }

    /// The bar along the bottom (reaching under the home indicator), the content area filling the view, and
    /// the selected child's view in it, under the bar or above it.
    func layOutBarAndContent() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        if tabBar.superview === view {
            tabBar.frame = CGRect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
            tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            tabBar.isHidden = isBarHiddenByNavigation
        }
        transitionView.frame = bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if activeTransition == nil, let selected = selectedViewController,
            selected.viewIfLoaded?.superview === transitionView
        {
            install(selected)
        }
    }

    override func childLayoutPreferencesDidChange() {
        layOutBarAndContent()
    }

    /// The home indicator's inset came or went: the bar's height follows it.
    open override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        layOutBarAndContent()
    }

    /// Shows the children's items on the bar, the selected one selected.
    func showItemsOnBar() {
        tabBar.setItems(tabs.map { $0.tabBarItem }, animated: false)
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }
}
