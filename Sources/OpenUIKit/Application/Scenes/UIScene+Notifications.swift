import Foundation

extension UIScene {
    /// Posted, with the scene as the object, when UIKit connects a scene — right after the scene delegate's
    /// `scene(_:willConnectTo:options:)` (developer.apple.com/documentation/uikit/uiscene/willconnectnotification).
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene disconnects, after `sceneDidDisconnect(_:)`.
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when a scene becomes active, after `sceneDidBecomeActive(_:)`
    /// (developer.apple.com/documentation/uikit/uiscene/didactivatenotification).
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to resign the active state, after `sceneWillResignActive(_:)`.
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to enter the foreground, after `sceneWillEnterForeground(_:)`.
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UISceneWillEnterForegroundNotification")
    /// Posted when a scene has entered the background, after `sceneDidEnterBackground(_:)`.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UISceneDidEnterBackgroundNotification")
}
