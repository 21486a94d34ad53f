import OpenUIKit

/// The window most tests show their views in: a window filling `StandardScreen`, made key and visible, as an
/// app's scene makes its window (`UIWindow(frame: UIScreen.main.bounds)`, `makeKeyAndVisible()`).
@preconcurrency @MainActor
public enum StandardWindow {
    /// A new key, visible window the size of the standard screen, with `root` as its root view controller when
    /// given. The run loop has not run yet: views added to it are laid out and drawn at the next turn.
    public static func shown(root: UIViewController? = nil) -> UIWindow {
        let window = UIWindow(frame: StandardScreen.bounds)
        if let root { window.rootViewController = root }
        window.makeKeyAndVisible()
        return window
    }
}
