import Foundation

extension UIScene {
    /// Why UIKit connected a scene (UIKit's `UIScene.ConnectionOptions`): the URLs, user activities, shortcut
    /// item or notification response that caused it. A launch in OpenUIKit is a plain launch, as when a person
    /// taps the app's icon, so these options carry none of them.
    @preconcurrency @MainActor
    open class ConnectionOptions {
        /// The bundle identifier of the app that asked for the scene; nil for a plain launch.
        open var sourceApplication: String? { nil }

        /// Options for a plain launch (UIKit makes these itself).
        public init() {}
    }
}
