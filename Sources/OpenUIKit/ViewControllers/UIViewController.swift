import Foundation
import OpenQuartzCore

/// Manages a view hierarchy (UIKit's `UIViewController`): loads its view lazily, receives the appearance
/// callbacks as the view comes and goes, and contains child controllers.
///
/// The lifecycle methods are called by OpenUIKit exactly where UIKit calls them (see
/// docs/ARCHITECTURE.md, "Appearance"). Overrides must call `super`, as UIKit requires: the base
/// implementations keep the containment flags and record `willMove`/`didMove` in lifecycle traces.
/// The view comes from the controller's storyboard scene or nib when it has one (see `loadView()`).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// The name of the nib to load the view from, as given to `init(nibName:bundle:)` (nil when the default
    /// lookup by class name applies, or for a controller made from a storyboard).
    public let nibName: String?
    /// The bundle of the nib, as given to `init(nibName:bundle:)`.
    public let nibBundle: Bundle?
    /// The storyboard the controller was made from (nil for a controller made in code).
    public internal(set) var storyboard: UIStoryboard?
    /// The storyboard scene whose view this controller loads, and the segues the scene declares.
    var storyboardScene: IBScene?

    /// A short, readable name for the controller, shown by navigation and tab bars (while their items have
    /// no title of their own) and by lifecycle traces. A change redraws the bars showing it.
    open var title: String? {
        didSet { titleDidChange() }
    }

    var loadedView: UIView?

    /// The container this controller is a child of (set by `addChild(_:)`, cleared by `removeFromParent()`).
    public internal(set) weak var parent: UIViewController?
    /// The child controllers, in the order they were added.
    public internal(set) var children: [UIViewController] = []

    /// Where the controller is in its appearance cycle (UIKit keeps the same state privately).
    public internal(set) var appearanceState: AppearanceState = .disappeared {
        didSet { Self.noteAppearanceState(of: self) }
    }

    /// Who drives the appearance step in progress (nil: none, or the last step has ended); see
    /// `AppearanceOwner`.
    package internal(set) var appearanceOwner: AppearanceOwner?
    /// The transition that owns the controller's appearance while `appearanceOwner` is `.transition`.
    weak var owningTransition: ControllerTransition?
    /// Whether the transition in progress is animated (passed on to the `viewDid…` callback).
    var appearanceAnimated = false
    /// Whether the controller appeared through its view entering a window while it had no parent: if a
    /// parent adopts it and then forwards its own `viewDidAppear`, UIKit delivers a second one.
    var appearedBeforeBeingAdopted = false

    /// Whether the controller is being added to a parent: true from `addChild(_:)` through the
    /// `viewWillAppear`/`viewDidAppear` of the appearance that follows (or `didMove(toParent:)` when it
    /// does not appear).
    public internal(set) var isMovingToParent = false
    /// Whether the controller is being removed from its parent: true from `willMove(toParent: nil)` through
    /// `didMove(toParent: nil)`, so inside the disappearance callbacks between them.
    public internal(set) var isMovingFromParent = false
    /// Whether the controller is being presented: true from `present(_:animated:completion:)` through the
    /// end of the presentation (so inside its `viewWillAppear` and `viewDidAppear`).
    public internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed: true from `dismiss(animated:completion:)` through the end
    /// of the dismissal (inside its `viewWillDisappear` and `viewDidDisappear`).
    public internal(set) var isBeingDismissed = false

    // MARK: Presentation (run in UIViewController+Presentation)

    /// How the controller is shown when presented (`.automatic` by default, which is a page sheet for a
    /// plain controller, as on iOS 13 and later).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The built-in animation of its presentation and dismissal (`.coverVertical` by default).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The object that supplies the animators and presentation controller when this controller is presented
    /// (held weakly, as in UIKit).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// Whether this controller's view is the context that `.currentContext` and `.overCurrentContext`
    /// presentations from it or its descendants cover (false by default).
    open var definesPresentationContext = false
    /// Whether a presentation in this controller's context uses this controller's `modalTransitionStyle`
    /// instead of the presented controller's (false by default).
    open var providesPresentationContextTransitionStyle = false
    /// Whether the controller, presented as a sheet, refuses to be dragged away (false by default).
    open var isModalInPresentation = false
    /// The controller this one presents, held strongly until the dismissal ends.
    var presentedController: UIViewController?
    /// The presentation that shows this controller, from `present` until the dismissal ends.
    var activePresentation: Presentation?
    /// The presentation controller made before presenting (see `presentationController`).
    var preparedPresentationController: UIPresentationController?

    /// The navigation item, made on first use (see `navigationItem`).
    var storedNavigationItem: UINavigationItem?
    /// The tab bar item, made on first use (see `tabBarItem`).
    var storedTabBarItem: UITabBarItem?

    /// The segues declared for this controller, by identifier (see `declareSegue`).
    var declaredSegues: [String: SegueDeclaration] = [:]

    // MARK: Bars and the safe area (used in UIViewController+SafeArea and the containers)

    /// The edges of the view that extend under the container's translucent bars (`.all` by default); an edge
    /// left out lays the view out next to the bar there, as UIKit does.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { parent?.childLayoutPreferencesDidChange() }
    }
    /// Whether the view extends under opaque bars too (false by default).
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { parent?.childLayoutPreferencesDidChange() }
    }
    /// Insets added to the safe area that the container's bars give the view (`.zero` by default).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.updateSafeAreaInsets() } }
    }
    /// The insets the container's bars give this controller's view (navigation bar, toolbar, tab bar); the
    /// view's safe area is the larger of them and the part of its superview's safe area it covers, plus
    /// `additionalSafeAreaInsets`.
    var containerSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if containerSafeAreaInsets != oldValue { viewIfLoaded?.updateSafeAreaInsets() } }
    }
    /// Whether pushing the controller on a navigation controller inside a tab bar controller hides the tab
    /// bar (false by default); the bar slides away with the push and back with the pop.
    open var hidesBottomBarWhenPushed = false
    /// The status bar style the controller wants while it decides the status bar's look (`.default` unless
    /// overridden). As in UIKit, the window's root controller decides, unless it names a child in
    /// `childForStatusBarStyle`, or a controller presented over it captures the status bar (a `.fullScreen`
    /// presentation, or `modalPresentationCapturesStatusBarAppearance`). UIKit reads it again only when the
    /// root changes, when a controller transition in the window ends, and on
    /// `setNeedsStatusBarAppearanceUpdate()`. Deliberate difference: OpenUIKit has no status bar of its own;
    /// the window scene's `statusBarManager` and a host that draws one (the gallery's device-size stage) read
    /// what was decided.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// The child whose `preferredStatusBarStyle` is used instead of this controller's (nil, the default: the
    /// controller's own).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// Whether the controller wants the status bar hidden while it decides the status bar's visibility (false
    /// unless overridden); decided and read again as `preferredStatusBarStyle` is.
    open var prefersStatusBarHidden: Bool { false }
    /// The child whose `prefersStatusBarHidden` is used instead of this controller's (nil, the default: the
    /// controller's own).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// How showing or hiding the status bar is animated when this controller decides its visibility (`.fade`
    /// unless overridden).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// Whether the controller, presented but not full screen, takes over the status bar's appearance from the
    /// presenting controller (false by default: only a `.fullScreen` presentation does).
    open var modalPresentationCapturesStatusBarAppearance = false
    /// The items a navigation controller's toolbar shows while this controller is on top. Setting it is
    /// `setToolbarItems(_:animated: false)`.
    open var toolbarItems: [UIBarButtonItem]? {
        get { storedToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }
    var storedToolbarItems: [UIBarButtonItem]?

    /// Sets the items of the navigation controller's toolbar for this controller (shown at once when it is
    /// on top; animated, the new buttons fade in).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        storedToolbarItems = toolbarItems
        guard let navigation = navigationController, navigation.topViewController === self else { return }
        navigation.toolbar.setItems(toolbarItems, animated: animated)
    }

    /// Whether the root view's layout margins are at least `systemMinimumLayoutMargins` (true by default);
    /// false: the view's margins are only those set in its `directionalLayoutMargins`.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet {
            if viewRespectsSystemMinimumLayoutMargins != oldValue { viewIfLoaded?.layoutMarginsMayHaveChanged() }
        }
    }

    /// The view's safe area changed (after the view's own `safeAreaInsetsDidChange()`).
    open func viewSafeAreaInsetsDidChange() {}

    /// A child changed `edgesForExtendedLayout` or `extendedLayoutIncludesOpaqueBars`: containers lay out
    /// again.
    func childLayoutPreferencesDidChange() {}

    /// Makes a controller whose view is loaded from the nib `nibNameOrNil` in `nibBundleOrNil` (the main
    /// bundle when nil); with no name, from a nib named after the class, if the bundle has one (see
    /// `loadView()`), as UIKit's `init(nibName:bundle:)`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Makes a controller from a storyboard scene (UIKit's `init?(coder:)`): its title, presentation
    /// styles, navigation and tab bar items and segues, as the scene gives them. The view is made from the
    /// scene when it is first needed. OpenUIKit has no archiver: a coder that is not an Interface Builder
    /// file's gives a controller with the default values.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
        if let coder = coder as? IBCoder { coder.instantiation.decodeController(self, from: coder.element) }
    }

    /// Makes a controller without a nib.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: Responder chain

    /// The view's superview, as UIKit's; while the view is not in a hierarchy, the parent controller.
    open override var next: UIResponder? {
        viewIfLoaded?.superview ?? parent
    }

    /// A controller can become first responder only while its view is in a window.
    override var isInActiveHierarchy: Bool { viewIfLoaded?.window != nil }

    /// `<ClassName: 0xaddress "title">`, like UIKit's description (with the title when there is one).
    /// Descriptions are read on the main actor, where every controller lives.
    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            "<\(String(describing: type(of: self))): 0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))\(title.map { " \"\($0)\"" } ?? "")>"
        }
    }

    // MARK: The view

    /// The controller's root view, loaded on first access: `loadView()`, then `viewDidLoad()` (UIViewController.h).
    /// Setting it replaces the view without calling `viewDidLoad`; setting nil releases it, and the next
    /// access loads it again.
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
            newValue?.updateSafeAreaInsets()
        }
    }

    /// Whether the view is loaded, without loading it.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if loaded, else nil (never loads it).
    public var viewIfLoaded: UIView? { loadedView }

    /// Loads the view now if it is not loaded: `loadView()` then `viewDidLoad()`. A `loadView()` that sets no
    /// view is reported (UIKit would loop asking for it) and gets a plain view.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        LifecycleTrace.record(self, .loadView)
        loadView()
        if loadedView == nil {
            Diagnostics.report(.invalidState, .exception, "\(self) loadView() did not set a view; using a plain view")
            view = makeDefaultView()
        }
        LifecycleTrace.record(self, .viewDidLoad)
        viewDidLoad()
        viewDidFinishLoading()
    }

    /// Called right after `viewDidLoad()`: containers put their current children's views in place here.
    func viewDidFinishLoading() {}

    /// Makes the view: from the controller's storyboard scene, else from its nib (`nibName`, or with no name
    /// a nib named after the class — `MyViewController` looks for `MyView` then `MyViewController` — in
    /// `nibBundle` or the main bundle), else a plain view as large as the main screen, with flexible width
    /// and height (UIKit's default without a nib). Overrides set `view` and do not call `super`.
    open func loadView() {
        if loadViewFromInterfaceBuilder() { return }
        view = makeDefaultView()
    }

    /// A plain view as large as the main screen that follows its superview's size.
    private func makeDefaultView() -> UIView {
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }

    // MARK: Lifecycle callbacks

    /// The view was loaded (once per load).
    open func viewDidLoad() {}
    /// The view is about to enter the visible hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view entered the visible hierarchy and its appearance finished.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the visible hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left the visible hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Updates the constraints of the controller's view in the update pass (in place of the view's own
    /// `updateConstraints()`, which the default calls). Call `super` last.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// The view is about to lay out its subviews (called by the view's layout pass).
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Memory is low (`UIApplication.simulateMemoryWarning()`). The default releases the views of children
    /// that are not in any view hierarchy when `releasesInvisibleChildViewsOnMemoryWarning` is set.
    open func didReceiveMemoryWarning() {
        guard releasesInvisibleChildViewsOnMemoryWarning else { return }
        for child in children
        where child.isViewLoaded && child.loadedView?.superview == nil && child.appearanceState == .disappeared {
            child.view = nil
            LifecycleTrace.record(child, .viewReleased)
        }
    }

    /// Whether a memory warning releases the loaded views of children that are not on screen (they load
    /// again, with `viewDidLoad`, when next needed). False by default: modern UIKit keeps them (it dropped
    /// `viewDidUnload` in iOS 6); this opts into the iOS 5 behaviour.
    open var releasesInvisibleChildViewsOnMemoryWarning = false

    // MARK: Overridable containment, appearance and segue API (implemented in the extensions)

    /// Whether the controller passes its appearance callbacks on to its children (true by default). A
    /// container that returns false calls `beginAppearanceTransition(_:animated:)` and
    /// `endAppearanceTransition()` on its children itself (UIViewController.h, `shouldAutomaticallyForwardAppearanceMethods`).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The controller is about to be added to `parent` (nil: about to be removed). `addChild(_:)` calls it
    /// with the new parent; before `removeFromParent()` the container calls it with nil (Apple's "Implementing a Container View Controller").
    open func willMove(toParent parent: UIViewController?) {
        controllerWillMove(toParent: parent)
    }

    /// The controller was added to `parent` (nil: removed). The container calls it after adding the view;
    /// `removeFromParent()` calls it with nil.
    open func didMove(toParent parent: UIViewController?) {
        controllerDidMove(toParent: parent)
    }

    /// Called before a segue is performed from this controller, to configure the destination.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether a segue triggered by a control, bar button item or gesture recognizer of a storyboard (or by
    /// `triggerSegue(withIdentifier:sender:)`) should be performed. UIKit does not ask it for
    /// `performSegue(withIdentifier:sender:)`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Performs the segue with `identifier` of the controller's storyboard scene, else the one declared with
    /// `declareSegue`: makes the destination and the segue, calls `prepare(for:sender:)`, then the segue's
    /// `perform()` (an unwind segue first sends its action to the destination it finds). An unknown
    /// identifier is reported with UIKit's wording and nothing happens.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performDeclaredSegue(withIdentifier: identifier, sender: sender)
    }

    /// Shows `vc` in the primary context (UIKit's `show(_:sender:)`): the nearest navigation controller up the
    /// parent chain pushes it (animated); without one, this controller presents it.
    open func show(_ vc: UIViewController, sender: Any?) {
        showInPrimaryContext(vc)
    }

    /// Shows `vc` in the detail context (UIKit's `showDetailViewController(_:sender:)`). OpenUIKit has no
    /// split view controller, and without one UIKit presents the controller modally: so does this.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }

    /// Whether this controller is the destination of the unwind segue whose action is `action` (the
    /// selector Interface Builder writes, `unwindToList:`), started from `fromViewController` (UIKit's
    /// `canPerformUnwindSegueAction(_:from:sender:)`, with the selector as a string): by default, when this
    /// controller's class lists the action (`IBConnectable`) and it is not the source.
    open func canPerformUnwindSegueAction(
        _ action: String, from fromViewController: UIViewController, sender: Any?
    )
        -> Bool
    {
        self !== fromViewController && IBActions.action(action, of: self) != nil
    }

    /// The children an unwind segue's search looks into, in the order given (UIKit's
    /// `allowedChildrenForUnwinding(from:)`): by default `children` without the one `childContaining(_:)`
    /// returns; a navigation controller gives the controllers below that child on its stack, nearest first.
    /// Custom containers override it to limit or order the search.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }

    /// The child holding the unwind segue's source (UIKit's `childContaining(_:)`): the child that is the
    /// source or has it among its descendants or among the controllers they present; nil when none does.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var current: UIViewController? = source.source
        while let controller = current {
            if controller.parent === self { return controller }
            current = controller.parent ?? controller.presentingViewController
        }
        return nil
    }

    /// Called on a container on the way of an unwind segue to bring `subsequentVC` (its child on the way
    /// to the destination) back: the default does nothing; a navigation controller pops to it, a tab bar
    /// controller selects its tab.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    /// Presents `viewControllerToPresent` in this controller's presentation context, animated with its
    /// transitioning delegate's animator or the built-in animation of its `modalTransitionStyle`; the
    /// completion runs after the presented controller's `viewDidAppear`. See `Presentation` for the rules
    /// and the callbacks.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        startPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents, with everything presented above it (only the top one
    /// animates); called on a controller that presents nothing, dismisses that controller itself. The
    /// completion runs after the dismissed controller's `viewDidDisappear` (at once, reported, when nothing
    /// is presented).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        startDismissal(animated: flag, completion: completion)
    }

    /// A name for traces and messages: the title, else the class name.
    var traceName: String {
        title ?? String(describing: type(of: self))
    }
}
