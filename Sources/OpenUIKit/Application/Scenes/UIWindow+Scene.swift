import Foundation

extension UIWindow {
    /// A hidden window attached to `windowScene`, the size of the scene's screen (UIKit's
    /// `init(windowScene:)`, the initialiser scene delegates use).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        windowScene.attach(self)
    }

    /// The scene the window is attached to, among the connected scenes; setting it moves the window to
    /// another scene, nil detaches it. A scene that disconnects leaves its windows without a scene.
    public var windowScene: UIWindowScene? {
        get {
            UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first { $0.contains(self) }
        }
        set {
            windowScene?.detach(self)
            newValue?.attach(self)
        }
    }
}
