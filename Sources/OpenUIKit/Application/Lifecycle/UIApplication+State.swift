extension UIApplication {
    /// The app's execution state (UIKit's `UIApplication.State`, with its raw values).
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events (launching, or interrupted).
        case inactive = 1
        /// Off screen.
        case background = 2
    }
}
