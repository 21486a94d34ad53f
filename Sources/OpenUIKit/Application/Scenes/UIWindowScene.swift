import Foundation

/// A scene that shows windows (UIKit's `UIWindowScene`): the scene OpenUIKit connects at launch. It lists
/// the windows attached to it (`UIWindow(windowScene:)` or `window.windowScene = scene`), in the order they
/// were attached, without keeping them alive — as in UIKit, the scene delegate's `window` property holds the
/// window.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The windows attached, not retained, and not held weakly either (see `UIApplication`'s windows): a
    /// window's deinit detaches it from its `attachedScene`.
    private var attachedWindows: [WindowEntry] = []

    private struct WindowEntry {
        unowned(unsafe) let window: UIWindow
    }

    /// The windows attached to the scene that still exist, in the order they were attached.
    public var windows: [UIWindow] { attachedWindows.map(\.window) }

    /// The screen the scene is on: the main screen (OpenUIKit has one).
    public var screen: UIScreen { .main }

    /// The scene's key window: the one of its windows that is the application's key window, if any.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// What the scene's status bar shows (see `UIStatusBarManager`).
    public private(set) lazy var statusBarManager: UIStatusBarManager? = UIStatusBarManager(scene: self)

    func attach(_ window: UIWindow) {
        if let previous = window.attachedScene, previous !== self { previous.detach(window) }
        attachedWindows.removeAll { $0.window === window }
        attachedWindows.append(WindowEntry(window: window))
        window.attachedScene = self
    }

    func detach(_ window: UIWindow) {
        attachedWindows.removeAll { $0.window === window }
        if window.attachedScene === self { window.attachedScene = nil }
    }
}
