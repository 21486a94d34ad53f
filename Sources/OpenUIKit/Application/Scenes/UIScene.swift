import Foundation

/// One instance of the app's user interface (UIKit's `UIScene`), made by UIKit — here by the application's
/// launch (`UIApplication.launch(delegate:)`, `UIApplicationMain`) — when the app's configuration asks for
/// scenes. The scene keeps a strong reference to its delegate, as UIKit's does, and reports its state in
/// `activationState`; its life-cycle calls follow "Managing your app's life cycle"
/// (developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle).
///
/// OpenUIKit connects one scene, of the `windowApplication` role, at launch; it never connects a second or
/// disconnects one except when the app terminates.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The scene's session: its role, configuration and identifier.
    public let session: UISceneSession

    /// The object that answers the scene's life-cycle calls. UIKit makes it from the configuration's
    /// `delegateClass` and keeps a strong reference to it.
    open var delegate: (any UISceneDelegate)?

    /// Where the scene is in its life cycle: `.unattached` until UIKit connects it, then the foreground states
    /// and `.background` as the app moves between them.
    public internal(set) var activationState: ActivationState = .unattached

    /// A title for the scene (UIKit shows it in the app switcher on iPad); empty by default.
    open var title: String! = ""

    /// A scene for `session`, connected with `connectionOptions` (UIKit makes scenes itself; OpenUIKit's
    /// launch makes this one).
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The application: a scene's next responder, as in UIKit.
    open override var next: UIResponder? { UIApplication.shared }
}
