import Foundation

/// The app's delegate: it answers the application's life-cycle calls (UIKit's `UIApplicationDelegate`,
/// developer.apple.com/documentation/uikit/uiapplicationdelegate). Every member is optional, as in UIKit:
/// the protocol extension gives each one a default (no window, `true` from the launch methods, nothing
/// done, and the Info.plist's scene configuration or none).
///
/// The launch, from "Managing your app's life cycle"
/// (developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle) and "Responding to the launch of
/// your app": `application(_:willFinishLaunchingWithOptions:)`, `application(_:didFinishLaunchingWithOptions:)`,
/// then, in a sceneless app, `applicationDidBecomeActive(_:)`; in a scene-based app
/// `application(_:configurationForConnecting:options:)` and the scene delegate's calls instead — UIKit calls
/// none of the app delegate's state methods there, but posts the `UIApplication` notifications either way.
///
/// Mark the class `@main` to make it the program's entry point, as on iOS (see `main()`). Swift on Linux has
/// no Objective-C optional methods: a method whose signature differs from the one here (a different label or
/// parameter type) is a new method, which OpenUIKit does not call.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window, in a sceneless app (the app delegate makes it in
    /// `application(_:didFinishLaunchingWithOptions:)`).
    var window: UIWindow? { get set }
    /// The launch has begun; the app's interface is not restored yet. The result is ignored for a plain launch.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The launch is nearly done: make the window here in a sceneless app. The result is ignored for a plain
    /// launch.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The sceneless app became active (not called in a scene-based app).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The sceneless app is about to become inactive (not called in a scene-based app).
    func applicationWillResignActive(_ application: UIApplication)
    /// The sceneless app went to the background (not called in a scene-based app).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The sceneless app is about to come back to the foreground (not called in a scene-based app).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to terminate.
    func applicationWillTerminate(_ application: UIApplication)
    /// The configuration for a scene about to connect. Implementing it makes the app scene-based; the
    /// default answers the Info.plist's first configuration for the session's role, or — when the Info.plist
    /// declares no scenes — none, and the app is sceneless.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        SceneManifest.main.defaultConfiguration(for: connectingSceneSession.role)
    }
}
