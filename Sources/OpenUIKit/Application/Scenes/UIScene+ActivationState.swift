extension UIScene {
    /// A scene's place in its life cycle (UIKit's `UIScene.ActivationState`, with its raw values).
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events (connecting, or interrupted).
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }
}
