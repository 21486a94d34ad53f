import Foundation

/// The object that answers one scene's life-cycle calls (UIKit's `UISceneDelegate`,
/// developer.apple.com/documentation/uikit/uiscenedelegate). Every method is optional, as in UIKit: the
/// protocol extension gives each one an empty default.
///
/// The order, from "Managing your app's life cycle": `scene(_:willConnectTo:options:)` when the scene
/// connects, `sceneWillEnterForeground(_:)` then `sceneDidBecomeActive(_:)` as it comes on screen,
/// `sceneWillResignActive(_:)` then `sceneDidEnterBackground(_:)` as it leaves, and `sceneDidDisconnect(_:)`
/// when UIKit releases it. UIKit posts the matching `UIScene` notification after each call.
///
/// Swift on Linux has no Objective-C optional methods: a method whose signature differs from the one here
/// (a different label or parameter type) is a new method, which OpenUIKit does not call.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene was added to the app: set up its interface here (a window scene delegate makes its window).
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was released.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene is on screen and receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop receiving events.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come on screen.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went off screen.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
