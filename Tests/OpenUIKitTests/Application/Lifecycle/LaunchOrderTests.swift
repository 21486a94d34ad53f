import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The launch, call by call and notification by notification, in the order of "Managing your app's life
/// cycle" (developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle) and the delegate
/// protocols' pages: each delegate call first, then the scene's notification, then the application's; the
/// root controller's `viewDidAppear` after the app became active (the first commit).
@MainActor
@Suite(.freshApplication) struct LaunchOrderTests {
    init() { LifecycleLog.start() }

    @Test func aScenelessLaunchFinishesThenBecomesActive() {
        let delegate = ScenelessAppDelegate()
        #expect(UIApplication.shared.launch(delegate: delegate))
        LifecycleLog.stop()
        #expect(
            LifecycleLog.take() == [
                "willFinishLaunching inactive",
                "didFinishLaunching inactive",
                "viewWillAppear",
                "UIApplicationDidFinishLaunchingNotification",
                "applicationDidBecomeActive active",
                "UIApplicationDidBecomeActiveNotification",
                "viewDidAppear",
            ])
        #expect(UIApplication.shared.applicationState == .active)
        #expect(UIApplication.shared.delegate === delegate)
        #expect(UIApplication.shared.keyWindow === delegate.window)
        #expect(UIApplication.shared.connectedScenes.isEmpty)
    }

    @Test func aSceneBasedLaunchConnectsItsSceneAndBringsItOnScreen() throws {
        #expect(UIApplication.shared.launch(delegate: SceneAppDelegate()))
        LifecycleLog.stop()
        #expect(
            LifecycleLog.take() == [
                "willFinishLaunching inactive",
                "didFinishLaunching inactive",
                "UIApplicationDidFinishLaunchingNotification",
                "configurationForConnecting inactive",
            ] + LifecycleLog.sceneConnection)
        #expect(UIApplication.shared.applicationState == .active)
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(UIApplication.shared.connectedScenes.count == 1)
        #expect(scene.activationState == .foregroundActive)
        let sceneDelegate = try #require(scene.delegate as? RecordingSceneDelegate)
        let window = try #require(sceneDelegate.window)
        #expect(window.windowScene === scene)
        #expect(scene.windows.count == 1 && scene.windows.first === window)
        #expect(scene.keyWindow === window)
        #expect(window.frame == UIScreen.main.bounds)
        #expect(window.next === scene)
        #expect(scene.next === UIApplication.shared)
        #expect(scene.session.scene === scene)
        #expect(scene.session.role == .windowApplication)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.session.configuration.delegateClass == RecordingSceneDelegate.self)
        #expect(UIApplication.shared.openSessions == [scene.session])
    }

    @Test func theAppIsInTheBackgroundWhileItsSceneConnects() throws {
        final class StateReadingSceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(
                _ scene: UIScene, willConnectTo session: UISceneSession,
                options connectionOptions: UIScene.ConnectionOptions
            ) {
                LifecycleLog.record("app \(UIApplication.shared.applicationState)")
                guard let windowScene = scene as? UIWindowScene else { return }
                window = UIWindow(windowScene: windowScene)
                window?.makeKeyAndVisible()
            }
            func sceneWillEnterForeground(_ scene: UIScene) {
                LifecycleLog.record("app \(UIApplication.shared.applicationState)")
            }
        }
        LifecycleLog.stop()
        UIApplication.shared.launch(delegate: SceneAppDelegate(sceneDelegateClass: StateReadingSceneDelegate.self))
        #expect(LifecycleLog.take().filter { $0.hasPrefix("app ") } == ["app background", "app background"])
    }

    @Test func launchOptionsReachTheDelegateAndTheNotification() {
        final class OptionsDelegate: UIResponder, UIApplicationDelegate {
            var seen: [URL?] = []
            func application(
                _ application: UIApplication,
                willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                seen.append(launchOptions?[.url] as? URL)
                return true
            }
            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                seen.append(launchOptions?[.url] as? URL)
                return true
            }
        }
        LifecycleLog.stop()
        let url = URL(string: "openuikit://launch")!
        nonisolated(unsafe) var notified: [AnyHashable: Any]?
        let observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didFinishLaunchingNotification, object: nil, queue: nil
        ) { notified = $0.userInfo }
        let delegate = OptionsDelegate()
        UIApplication.shared.launch(delegate: delegate, options: [.url: url])
        NotificationCenter.default.removeObserver(observer)
        #expect(delegate.seen == [url, url])
        #expect(notified?["UIApplicationLaunchOptionsURLKey"] as? URL == url)
    }

    @Test func aDelegateThatImplementsNothingLaunchesSceneless() {
        final class EmptyDelegate: UIResponder, UIApplicationDelegate {}
        UIApplication.shared.launch(delegate: EmptyDelegate())
        LifecycleLog.stop()
        #expect(
            LifecycleLog.take() == [
                "UIApplicationDidFinishLaunchingNotification", "UIApplicationDidBecomeActiveNotification",
            ])
        #expect(UIApplication.shared.applicationState == .active)
        #expect(UIApplication.shared.connectedScenes.isEmpty)
    }
}
