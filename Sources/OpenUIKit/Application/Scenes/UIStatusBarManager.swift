import Foundation

/// What the status bar of a window scene shows (UIKit's `UIStatusBarManager`, a scene's
/// `statusBarManager`): the style and visibility the scene's key window's controllers last decided (or its
/// first window's, when none of its windows is key), and the status bar's frame. Deliberate difference:
/// OpenUIKit draws no status bar; its height is the window's top safe-area inset, which on every iPhone is the
/// status bar's height.
@preconcurrency @MainActor
open class UIStatusBarManager {
    private unowned let scene: UIWindowScene

    init(scene: UIWindowScene) {
        self.scene = scene
    }

    /// The window whose controllers decide: the scene's key window, or its first window.
    private var decidingWindow: UIWindow? { scene.keyWindow ?? scene.windows.first }

    /// The style of the status bar's content (`.default` when the scene has no window).
    public var statusBarStyle: UIStatusBarStyle { decidingWindow?.statusBarAppearance.style ?? .default }

    /// Whether the status bar is hidden (false when the scene has no window).
    public var isStatusBarHidden: Bool { decidingWindow?.statusBarAppearance.isHidden ?? false }

    /// The status bar's frame in the screen's coordinates: the screen's width and the deciding window's top
    /// safe-area inset; `.zero` while the status bar is hidden or the scene has no window.
    public var statusBarFrame: CGRect {
        guard let window = decidingWindow, !window.statusBarAppearance.isHidden else { return .zero }
        return CGRect(x: 0, y: 0, width: scene.screen.bounds.width, height: window.safeAreaInsets.top)
    }
}
