import Foundation
import OpenUIKit

/// What a test app did, in order: its delegates' calls (with the app's or the scene's state as the call saw
/// it), its root controller's appearance, and every life-cycle notification posted on
/// `NotificationCenter.default`.
@MainActor
enum LifecycleLog {
    static private(set) var entries: [String] = []
    private static var observers: [any NSObjectProtocol] = []

    /// The notifications a UIKit app's life cycle posts.
    static let notificationNames: [Notification.Name] = [
        UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
        UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
        UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
        UIScene.willConnectNotification, UIScene.didActivateNotification, UIScene.willDeactivateNotification,
        UIScene.didEnterBackgroundNotification, UIScene.willEnterForegroundNotification,
        UIScene.didDisconnectNotification,
    ]

    /// A window scene connecting at launch and coming on screen, its delegate making a window whose root
    /// logs its appearance: the delegate's calls with the scene's state as each saw it, each followed by the
    /// scene's and the application's notification ("Managing your app's life cycle"), and `viewDidAppear`
    /// after the first commit, once the app is active.
    static let sceneConnection = [
        "willConnectTo unattached",
        "viewWillAppear",
        "UISceneWillConnectNotification",
        "sceneWillEnterForeground unattached",
        "UISceneWillEnterForegroundNotification",
        "UIApplicationWillEnterForegroundNotification",
        "sceneDidBecomeActive foregroundActive",
        "UISceneDidActivateNotification",
        "UIApplicationDidBecomeActiveNotification",
        "viewDidAppear",
    ]

    /// Starts an empty log that records the life-cycle notifications.
    static func start() {
        stop()
        entries = []
        observers = notificationNames.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
                let name = notification.name.rawValue
                MainActor.assumeIsolated { entries.append(name) }
            }
        }
    }

    /// Stops recording notifications.
    static func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }

    static func record(_ entry: String) {
        entries.append(entry)
    }

    /// Takes the entries recorded so far, leaving the log empty.
    static func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A root controller that logs its appearance.
final class AppearanceLoggingController: UIViewController {
    /// `window`, with a new controller of this class as its root, made key and visible.
    static func shownInKeyWindow(_ window: UIWindow) -> UIWindow {
        window.rootViewController = AppearanceLoggingController()
        window.makeKeyAndVisible()
        return window
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        LifecycleLog.record("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        LifecycleLog.record("viewDidAppear")
    }
}

/// An app delegate that logs the app-level calls with the application's state as each saw it.
@MainActor
protocol RecordingAppDelegate: UIApplicationDelegate {}

extension RecordingAppDelegate {
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        LifecycleLog.record("willFinishLaunching \(application.applicationState)")
        return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) {
        LifecycleLog.record("applicationDidBecomeActive \(application.applicationState)")
    }
    func applicationWillResignActive(_ application: UIApplication) {
        LifecycleLog.record("applicationWillResignActive \(application.applicationState)")
    }
    func applicationDidEnterBackground(_ application: UIApplication) {
        LifecycleLog.record("applicationDidEnterBackground \(application.applicationState)")
    }
    func applicationWillEnterForeground(_ application: UIApplication) {
        LifecycleLog.record("applicationWillEnterForeground \(application.applicationState)")
    }
    func applicationWillTerminate(_ application: UIApplication) {
        LifecycleLog.record("applicationWillTerminate \(application.applicationState)")
    }
}

/// A sceneless app: it makes its window in `application(_:didFinishLaunchingWithOptions:)`.
final class ScenelessAppDelegate: UIResponder, RecordingAppDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        LifecycleLog.record("didFinishLaunching \(application.applicationState)")
        window = AppearanceLoggingController.shownInKeyWindow(UIWindow())
        return true
    }
}

/// A scene-based app: its configuration names `sceneDelegateClass` (in code, no Info.plist).
final class SceneAppDelegate: UIResponder, RecordingAppDelegate {
    let sceneDelegateClass: AnyClass?
    let configurationName: String?

    init(
        sceneDelegateClass: AnyClass? = RecordingSceneDelegate.self,
        configurationName: String? = "Default Configuration"
    ) {
        self.sceneDelegateClass = sceneDelegateClass
        self.configurationName = configurationName
        super.init()
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        LifecycleLog.record("didFinishLaunching \(application.applicationState)")
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        LifecycleLog.record("configurationForConnecting \(application.applicationState)")
        let configuration = UISceneConfiguration(name: configurationName, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = sceneDelegateClass
        return configuration
    }
}

/// A window scene delegate as Xcode's template writes it, logging each call with the scene's state.
final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        LifecycleLog.record("willConnectTo \(scene.activationState)")
        guard let windowScene = scene as? UIWindowScene else { return }
        window = AppearanceLoggingController.shownInKeyWindow(UIWindow(windowScene: windowScene))
    }
    func sceneDidDisconnect(_ scene: UIScene) { LifecycleLog.record("sceneDidDisconnect \(scene.activationState)") }
    func sceneDidBecomeActive(_ scene: UIScene) { LifecycleLog.record("sceneDidBecomeActive \(scene.activationState)") }
    func sceneWillResignActive(_ scene: UIScene) {
        LifecycleLog.record("sceneWillResignActive \(scene.activationState)")
    }
    func sceneWillEnterForeground(_ scene: UIScene) {
        LifecycleLog.record("sceneWillEnterForeground \(scene.activationState)")
    }
    func sceneDidEnterBackground(_ scene: UIScene) {
        LifecycleLog.record("sceneDidEnterBackground \(scene.activationState)")
    }
}

/// A scene delegate that never makes a window.
final class WindowlessSceneDelegate: UIResponder, UISceneDelegate {
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        LifecycleLog.record("willConnectTo \(scene.activationState)")
    }
}

/// A class that is no scene delegate.
final class NotASceneDelegate: UIResponder {}
