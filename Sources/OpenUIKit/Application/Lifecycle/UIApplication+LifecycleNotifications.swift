import Foundation

extension UIApplication {
    /// Posted right after `application(_:didFinishLaunchingWithOptions:)` returns, with the launch options
    /// (if any) as the user info.
    nonisolated public static let didFinishLaunchingNotification = Notification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app becomes active — after `applicationDidBecomeActive(_:)` in a sceneless app, after
    /// the scene's `sceneDidBecomeActive(_:)` and `UIScene.didActivateNotification` in a scene-based one
    /// (UIKit posts it "regardless of whether your app uses scenes").
    nonisolated public static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive, after `applicationWillResignActive(_:)` (or the
    /// scene's calls).
    nonisolated public static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    /// Posted when the app has entered the background, after `applicationDidEnterBackground(_:)` (or the
    /// scene's calls).
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground, after `applicationWillEnterForeground(_:)` (or
    /// the scene's calls; a scene-based app posts it at launch too, as its scene comes on screen).
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate, after `applicationWillTerminate(_:)`.
    nonisolated public static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")
}
