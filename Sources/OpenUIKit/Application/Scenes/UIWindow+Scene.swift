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
            guard let scene = attachedScene, UIApplication.shared.connectedScenes.contains(scene) else { return nil }
            return scene
        }
        set {
            attachedScene?.detach(self)
            newValue?.attach(self)
        }
    }
}
