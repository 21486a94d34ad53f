import Foundation

/// A container that shows one child at a time from a stack (UIKit's `UINavigationController`): pushes and
/// pops run through the controller-transition engine (`ControllerTransition`), with the delegate's animator
/// and interaction controller or the built-in animation (`NavigationTransitionStyle`), and a simple
/// navigation bar above the content area.
///
/// Order of callbacks for an animated push of B onto A (reference: UIKit logs; the delegate's animator
/// questions are asked after B loads): B `willMove(toParent: nav)`, B `loadView`/`viewDidLoad`, delegate
/// `animationControllerFor`/`interactionControllerFor`, A `viewWillDisappear`, B `viewWillAppear`, delegate
/// `willShow`, the animation, A `viewDidDisappear`, B `viewDidAppear`, B `didMove(toParent: nav)`, delegate
/// `didShow`. A pop of B: B `willMove(toParent: nil)`, B `viewWillDisappear`, A `viewWillAppear`,
/// `willShow`, B `viewDidDisappear`, A `viewDidAppear`, B `didMove(toParent: nil)`, `didShow`. A cancelled
/// interactive pop: after the will-callbacks, A `viewWillDisappear`, A `viewDidDisappear`, B
/// `viewWillAppear`, B `viewDidAppear`, B `didMove(toParent: nav)` (balancing the `willMove(toParent: nil)`
/// of the start), no `didShow`; the stack and the views are as before.
///
/// `viewControllers` changes when the push or pop is asked for (a cancelled pop puts it back).
/// Deliberate differences: UIKit starts the transition at its next layout pass, OpenUIKit at once; a
/// non-animated push or pop completes inside the call. A push or pop asked for while a transition runs is
/// refused with UIKit's message ("… while an existing transition or presentation is occurring; the
/// navigation stack will not be updated.") and the stack stays as it is.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The kind of transition (UIKit's `UINavigationController.Operation`).
    public enum Operation: Int, Sendable, CustomStringConvertible {
        case none, push, pop

        public var description: String {
            switch self {
            case .none: return "none"
            case .push: return "push"
            case .pop: return "pop"
            }
        }
    }

    /// How long the bar takes to hide or show when animated (UIKit's constant; its value is not documented,
    /// 0.2 s is what compatibility code uses).
    public static let hideShowBarDuration: CGFloat = 0.2

    /// The delegate, told about shown controllers and asked for animators.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    var stack: [UIViewController] = []

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }
    /// The controller whose view is shown: the one presented over the navigation controller when there is
    /// one, else the top one.
    open var visibleViewController: UIViewController? { presentedViewController ?? stack.last }

    /// The bar above the content.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// Whether the bar is hidden.
    open private(set) var isNavigationBarHidden = false
    /// The toolbar at the bottom, showing the top controller's `toolbarItems` while it is shown.
    public let toolbar: UIToolbar! = UIToolbar(frame: .zero)
    /// Whether the toolbar is hidden (true by default). Setting it is `setToolbarHidden(_:animated: false)`.
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    var toolbarHidden = true

    /// The edge swipe that pops the top controller interactively: a screen-edge pan from the left edge on the
    /// navigation controller's view, which begins only when there is something to pop (see
    /// `NavigationEdgePopDriver` for when it finishes or cancels).
    public let interactivePopGestureRecognizer: UIGestureRecognizer?
    let edgePopDriver = NavigationEdgePopDriver()

    /// The view the children's views and the transitions live in (UIKit's `UINavigationTransitionView`).
    let contentView = UIView(frame: .zero)
    /// The push or pop running now (the engine's record).
    var activeTransition: ControllerTransition? { ControllerTransition.running(in: self) }

    /// A navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: UIViewController) {
        interactivePopGestureRecognizer = Self.makeInteractivePopRecognizer(driver: edgePopDriver)
        super.init(nibName: nil, bundle: nil)
        edgePopDriver.navigationController = self
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty navigation controller (give it controllers with `setViewControllers(_:animated:)`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        interactivePopGestureRecognizer = Self.makeInteractivePopRecognizer(driver: edgePopDriver)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        edgePopDriver.navigationController = self
    }

    /// Makes a navigation controller from a storyboard scene; its root comes from the scene's relationship
    /// segue, and the scene's "Shows Toolbar" and "Shows Navigation Bar" (`toolbarHidden`,
    /// `navigationBarHidden`) are read (UIKit's `init?(coder:)`).
    public required init?(coder: NSCoder) {
        interactivePopGestureRecognizer = Self.makeInteractivePopRecognizer(driver: edgePopDriver)
        super.init(coder: coder)
        edgePopDriver.navigationController = self
        if let coder = coder as? IBCoder {
            if let hidden = coder.element.bool("toolbarHidden") { isToolbarHidden = hidden }
            if let hidden = coder.element.bool("navigationBarHidden") { isNavigationBarHidden = hidden }
        }
    }

    /// The controllers on the stack below the one holding the unwind segue's source, nearest first (the
    /// whole stack from the top when the source is not on it, as when it is presented).
    open override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        let end = viewControllers.firstIndex { $0 === containing } ?? viewControllers.count
        return viewControllers[..<end].reversed()
    }

    /// Pops to `subsequentVC` (animated) when it is in the stack below the top: the navigation
    /// controller's part of an unwind segue.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard viewControllers.contains(where: { $0 === subsequentVC }), topViewController !== subsequentVC else {
            return
        }
        popToViewController(subsequentVC, animated: true)
    }

    /// The left-edge pan that `driver` handles.
    private static func makeInteractivePopRecognizer(driver: NavigationEdgePopDriver) -> UIGestureRecognizer {
        let recognizer = UIScreenEdgePanGestureRecognizer(handler: { recognizer in driver.handle(recognizer) })
        recognizer.edges = .left
        recognizer.delegate = driver
        return recognizer
    }

    // MARK: The view

    open override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.backgroundColor = .white
        contentView.isTransitionContainer = true
        contentView.clipsToBounds = true
        view.addSubview(contentView)
        view.addSubview(navigationBar)
        view.addSubview(toolbar)
        toolbar.isHidden = toolbarHidden
        toolbar.layoutDidChange = { [weak self] in self?.layOutBarAndContent() }
        navigationBar.managingController = self
        navigationBar.delegate = self
        toolbar.delegate = self
        if let interactivePopGestureRecognizer { view.addGestureRecognizer(interactivePopGestureRecognizer) }
        self.view = view
        navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
        navigationBar.layoutDidChange = { [weak self] in self?.layOutBarAndContent() }
        layOutBarAndContent()
    }

    override func viewDidFinishLoading() {
        navigationBar.show(stack.map(\.navigationItem), coordinator: nil)
        toolbar.setItems(topViewController?.toolbarItems, animated: false)
        if let top = topViewController { install(top) }
    }

    /// Puts `controller`'s view in the content area: under the bar or below it (see `barPlacement`).
    func install(_ controller: UIViewController) {
        barPlacement.install(controller, in: contentView)
    }

    /// How the bar covers the content area now.
    var barPlacement: BarPlacement {
        BarPlacement(
            top: isNavigationBarHidden ? 0 : statusBarHeight + navigationBar.preferredHeight,
            bottom: toolbarHidden ? 0 : UIToolbar.toolbarHeight + (viewIfLoaded?.safeAreaInsets.bottom ?? 0),
            isTopTranslucent: navigationBar.isTranslucent, isBottomTranslucent: toolbar.isTranslucent)
    }

    /// The top of the view's safe area before any bar of this controller: the status bar's height when the
    /// view is at the top of a window on a device (0 on the headless screen).
    private var statusBarHeight: CGFloat { viewIfLoaded?.safeAreaInsets.top ?? 0 }

    /// The bar at the top, below the status bar (above the screen when hidden; its background reaching up
    /// behind the status bar, see `position(for:)`), the content area filling the view, and the top
    /// controller's view in it, under the bar or below it.
    func layOutBarAndContent() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        let barHeight = navigationBar.preferredHeight
        navigationBar.frame = CGRect(
            x: 0, y: isNavigationBarHidden ? -barHeight : statusBarHeight, width: bounds.width, height: barHeight)
        navigationBar.autoresizingMask = [.flexibleWidth]
        let toolbarY = bounds.height - view.safeAreaInsets.bottom - (toolbarHidden ? 0 : UIToolbar.toolbarHeight)
        toolbar.frame = CGRect(x: 0, y: toolbarY, width: bounds.width, height: UIToolbar.toolbarHeight)
        toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        // The bars' backgrounds reach into the safe area's insets, which may have changed.
        navigationBar.setNeedsLayout()
        toolbar.setNeedsLayout()
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if activeTransition == nil, let top = topViewController, top.viewIfLoaded?.superview === contentView {
            install(top)
        }
    }

    override func childLayoutPreferencesDidChange() {
        layOutBarAndContent()
    }

    /// The status bar or a tab bar around it came or went: the bars move with the safe area's edges.
    open override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        layOutBarAndContent()
    }

    /// Hides or shows the toolbar; animated (on screen), it slides down out of view or up into it over
    /// `hideShowBarDuration` while the top controller's safe area follows.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        slide(toolbar, hidden: hidden, animated: animated) { $0.toolbarHidden }
    }

    /// Hides or shows the bar; animated (on screen), the bar slides out of or into view over
    /// `hideShowBarDuration` while the top controller's safe area follows.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != isNavigationBarHidden else { return }
        isNavigationBarHidden = hidden
        slide(navigationBar, hidden: hidden, animated: animated) { $0.isNavigationBarHidden }
    }

    /// Lays the bars out again for `bar` becoming `hidden`, animated when asked and on screen; a hidden bar
    /// is hidden once it is out of view (unless `isStillHidden` says it was shown again meanwhile).
    private func slide(
        _ bar: UIView, hidden: Bool, animated: Bool, isStillHidden: @escaping (UINavigationController) -> Bool
    ) {
        guard isViewLoaded else { return }
        if !hidden { bar.isHidden = false }
        guard animated, view.window?.isVisibleOnScreen == true else {
            layOutBarAndContent()
            bar.isHidden = hidden
            return
        }
        UIView.animate(
            withDuration: TimeInterval(Self.hideShowBarDuration), delay: 0, options: [],
            animations: { self.layOutBarAndContent() },
            completion: { _ in if isStillHidden(self) { bar.isHidden = true } })
    }

    // MARK: Pushing and popping

    /// Pushes `viewController` on the stack and shows it, animated from the right by default. Refused with
    /// UIKit's messages: a navigation controller, a controller already in the stack, or a push while a
    /// transition runs.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard viewController as? UINavigationController == nil else {
            return Diagnostics.report(
                .invalidTransition, .exception,
                "Pushing a navigation controller is not supported (\(viewController) onto \(self))")
        }
        guard !stack.contains(where: { $0 === viewController }) else {
            return Diagnostics.report(
                .invalidTransition, .exception,
                "Pushing the same view controller instance more than once is not supported (\(viewController))")
        }
        guard acceptsChange("pushViewController:animated:") else { return }
        checkBottomBarRequest(of: viewController)
        perform(stack + [viewController], operation: .push, animated: animated)
    }

    /// Pops the top controller and shows the one below; returns the popped controller, or nil when only the
    /// root is left (reported) or a transition runs (reported).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else {
            Diagnostics.report(
                .invalidTransition, .warning,
                "popViewControllerAnimated: \(self) has only its root view controller; there is nothing to pop")
            return nil
        }
        guard acceptsChange("popViewControllerAnimated:") else { return nil }
        let popped = stack.last
        perform(Array(stack.dropLast()), operation: .pop, animated: animated)
        return popped
    }

    /// Pops the controllers above `viewController`; returns them (empty when it is on top), or nil when it
    /// is not in the stack (UIKit raises "Tried to pop to a view controller that doesn't exist.") or a
    /// transition runs.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            Diagnostics.report(
                .invalidTransition, .exception,
                "Tried to pop to a view controller that doesn't exist. (\(viewController) is not in the stack of \(self))"
            )
            return nil
        }
        guard index < stack.count - 1 else { return [] }
        guard acceptsChange("popToViewController:animated:") else { return nil }
        let popped = Array(stack[(index + 1)...])
        perform(Array(stack[...index]), operation: .pop, animated: animated)
        return popped
    }

    /// Pops everything above the root; returns the popped controllers (empty at the root).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return [] }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack. When the top changes it is a push (the new top was not in the stack) or a pop
    /// (it was), animated when asked. Refused, reported: an empty array, a controller twice, a navigation
    /// controller, or a change while a transition runs.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard !viewControllers.isEmpty else {
            return Diagnostics.report(
                .invalidTransition, .warning,
                "setViewControllers:animated: \(self) needs at least one view controller; the stack is unchanged")
        }
        let distinct = Set(viewControllers.map(ObjectIdentifier.init))
        guard distinct.count == viewControllers.count else {
            return Diagnostics.report(
                .invalidTransition, .exception,
                "setViewControllers:animated: all view controllers in a navigation stack must be distinct; the stack is unchanged"
            )
        }
        guard !viewControllers.contains(where: { $0 is UINavigationController }) else {
            return Diagnostics.report(
                .invalidTransition, .exception,
                "setViewControllers:animated: pushing a navigation controller is not supported; the stack is unchanged")
        }
        guard acceptsChange("setViewControllers:animated:") else { return }
        let operation: Operation = stack.contains { $0 === viewControllers.last } ? .pop : .push
        perform(viewControllers, operation: operation, animated: animated)
    }

    /// Whether a change of the stack may start now: not while a transition runs (UIKit's message).
    private func acceptsChange(_ call: String) -> Bool {
        guard activeTransition == nil else {
            Diagnostics.report(
                .invalidTransition, .warning,
                "\(call) called on \(self) while an existing transition or presentation is occurring; the navigation stack will not be updated."
            )
            return false
        }
        return true
    }
}
