import Foundation

/// A scene delegate that owns the scene's main window (UIKit's `UIWindowSceneDelegate`). Declare
/// `var window: UIWindow?` and set it in `scene(_:willConnectTo:options:)`; the default keeps no window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
