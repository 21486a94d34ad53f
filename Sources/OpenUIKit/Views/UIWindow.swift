import Foundation
import OpenQuartzCore

/// The root of a view hierarchy shown on a screen (UIKit's `UIWindow`). Headless: a window is "on screen"
/// once `makeKeyAndVisible()` is called, and its layer is the root the renderer draws.
///
/// A window is its own `window`, wherever it is: UIKit lets a window be added as a subview of another view,
/// and that changes the window of no view inside it, so no controller in it appears or disappears and the
/// window stays shown (or hidden) as it was; `view.window` always names the window whose visibility decides
/// the appearance of the controllers inside.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The screen the window is on. Its device's status bar and home indicator inset the window's safe area
    /// where the window covers them.
    open var screen: UIScreen = .main {
        didSet { if screen !== oldValue { updateSafeAreaInsets() } }
    }

    /// Whether this is the key window of the application.
    public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// The scene whose windows include this one, connected or not (its list does not retain the window, so
    /// the window's deinit takes itself out).
    weak var attachedScene: UIWindowScene?

    /// The controller whose view fills the window. On a visible window, setting it replaces the old root's
    /// view by the new one's, each controller getting its appearance callbacks through the window; on a
    /// hidden window the view is installed (and loaded) by `makeKeyAndVisible()`.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let oldView = oldValue?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
            if isVisibleOnScreen { installRootView() }
            updateStatusBarAppearance()
        }
    }

    /// What the window's controllers last decided for the status bar (see `updateStatusBarAppearance()`).
    package internal(set) var statusBarAppearance = StatusBarAppearance()

    /// Makes a hidden window (UIKit's windows start hidden until `makeKeyAndVisible()` or `isHidden = false`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        updateSafeAreaInsets()
    }

    /// Makes a window from an Interface Builder file; hidden, as every new window is, until made key and
    /// visible.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// A window that goes away ends the presentations shown in it: nothing can show or dismiss them any more,
    /// and a presentation never dismissed holds its presented controller and its presenter (through its
    /// presentation controller), so they would outlive the window. (UIKit documents nothing for a window
    /// released while it shows a presentation; here its controllers go with it, as the others in it do.)
    ///
    /// The application's and the scene's lists of windows, which do not retain theirs, lose it first, so
    /// that nothing the presentations' end calls finds the window going in them.
    isolated deinit {
        UIApplication.shared.unregister(self)
        attachedScene?.detach(self)
        Presentation.endPresentations(shownIn: self)
    }

    /// Hiding a shown window takes its root controller off screen (`viewWillDisappear(false)` and
    /// `viewDidDisappear(false)` at once, forwarded to its children), then every other controller whose view
    /// is in the window and that forwarding did not reach (the child of a container leaving in a
    /// transition, say): nothing in a hidden window stays appeared. Showing it again brings the root back
    /// (`viewWillAppear(false)` now, `viewDidAppear(false)` after the next commit). A window never shown is
    /// not affected until `makeKeyAndVisible()`.
    open override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden, UIApplication.shared.windows.contains(where: { $0 === self }) else { return }
            let root = rootViewController.flatMap { $0.viewIfLoaded?.superview === self ? $0 : nil }
            if isHidden {
                if let root, root.appearanceState == .appeared || root.appearanceState == .appearing {
                    root.beginAppearance(false, animated: false, owner: .window)
                    root.endAppearance()
                }
                takeRemainingControllersOffScreen()
            } else {
                root?.beginWindowDrivenAppearance(stage: .windowAppearance)
                bringPresentedControllersOnScreen()
            }
        }
    }

    /// Brings back on screen the controllers presented in the window (their views are in presentation
    /// containers, outside the root's view), in the order their views are in the window.
    private func bringPresentedControllersOnScreen() {
        var pending: [UIView] = subviews.reversed()
        while let view = pending.popLast() {
            if let controller = view.owningViewController, controller.parent == nil, controller !== rootViewController {
                controller.beginWindowDrivenAppearance(stage: .viewAppearance)
                continue
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
    }

    /// Takes off screen, parents first, the controllers with views in the window that are still appearing or
    /// appeared (or, with no container to end it, disappearing because the window began it), except children
    /// of containers that forward appearance by hand.
    private func takeRemainingControllersOffScreen() {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            if let controller = view.owningViewController,
                controller.parent?.shouldAutomaticallyForwardAppearanceMethods != false
            {
                if controller.appearanceState == .appeared || controller.appearanceState == .appearing {
                    controller.beginAppearance(false, animated: false, owner: .window)
                    controller.endAppearance()
                } else if AppearanceDriver.isDisappearingThroughWindow(controller) {
                    controller.endAppearance()
                }
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
    }

    /// A window filling the main screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// The window's scene, or the application when the window has none: a window's next responder, as in
    /// UIKit.
    open override var next: UIResponder? { windowScene ?? UIApplication.shared }

    /// Shows the window, makes it the key window and brings its root controller on screen: the root loads
    /// its view if needed, gets `viewWillAppear(false)` now, lays out at the next commit and gets
    /// `viewDidAppear(false)` right after it.
    open func makeKeyAndVisible() {
        let wasVisible = isVisibleOnScreen
        isHidden = false
        UIApplication.shared.register(self)
        UIApplication.shared.keyWindow = self
        guard !wasVisible else { return }
        if let root = rootViewController, root.viewIfLoaded?.superview === self {
            root.beginWindowDrivenAppearance(stage: .windowAppearance)
        } else {
            installRootView()
        }
    }

    /// Delivers an event to the window's views (UIKit's `sendEvent(_:)`): each touch that changed goes to
    /// the gesture recognizers of its view and that view's ancestors, then to the view itself (see
    /// UIWindow+TouchDelivery). Override to observe; call `super` to deliver.
    open func sendEvent(_ event: UIEvent) {
        deliverTouches(of: event)
    }

    /// Whether the window is shown: made visible and not hidden.
    var isVisibleOnScreen: Bool {
        !isHidden && UIApplication.shared.windows.contains { $0 === self }
    }

    /// Puts the root controller's view in the window, filling it.
    private func installRootView() {
        guard let root = rootViewController else { return }
        let rootView: UIView = root.view
        rootView.frame = bounds
        addSubview(rootView)
    }
}
