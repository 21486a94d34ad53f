import Foundation

/// How UIKit makes a scene (UIKit's `UISceneConfiguration`): a name, the role, and the classes of the scene
/// and of its delegate. Return one from `application(_:configurationForConnecting:options:)`; a
/// configuration whose `delegateClass` is nil takes the class named by the Info.plist configuration of the
/// same name, if the app's Info.plist has one, as UIKit does.
///
/// OpenUIKit has no storyboards, so this configuration has no `storyboard`.
@preconcurrency @MainActor
open class UISceneConfiguration {
    /// The configuration's name, matched against the `UISceneConfigurationName`s of the Info.plist.
    public let name: String?
    /// The role of the scenes it makes.
    public let role: UISceneSession.Role
    /// The scene class: `UIWindowScene` (or a subclass of it) for window scenes; nil means `UIWindowScene`.
    open var sceneClass: AnyClass?
    /// The scene delegate's class, for example `SceneDelegate.self`. UIKit makes one instance with `init()`;
    /// so does OpenUIKit, which needs the class to descend from `NSObject` (as `UIResponder` does) and to
    /// conform to `UISceneDelegate`.
    open var delegateClass: AnyClass?

    /// Whether no code and no Info.plist asked for scenes: the configuration an app delegate that does not
    /// implement `application(_:configurationForConnecting:options:)` answers when the Info.plist declares no
    /// scenes, which makes the app a sceneless one.
    var isImplicit = false

    /// A configuration named `name` for scenes of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
