import Foundation
import OpenQuartzCore

/// The application's life cycle: its delegate, its scenes and its state, and the calls and notifications
/// of each change, in UIKit's order ("Managing your app's life cycle",
/// developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle).
///
/// Each change calls the delegate (the app delegate in a sceneless app, each scene's delegate in a
/// scene-based one), then posts the scene's notification, then the application's. "Will" calls see the state
/// before the change, "did" calls the state after it.
@MainActor
final class ApplicationLifecycle {
    /// Where the application is between its launch and its end.
    enum Phase {
        case notLaunched, launching, running, terminated
    }

    /// The one life cycle; `UIApplication.reset()` replaces it.
    static var current = ApplicationLifecycle()

    /// Forgets the delegate, the scenes, the state, the launch and the chosen live host, and uses the app's
    /// own Info.plist manifest again (tests may have replaced it).
    static func reset() {
        current = ApplicationLifecycle()
        SceneManifest.main = SceneManifest.bundled
        UIApplication.liveHostType = nil
    }

    private(set) var phase = Phase.notLaunched
    /// The app delegate (UIKit does not retain it, but `UIApplicationMain` keeps the one it makes for the
    /// app's lifetime; here the application keeps it).
    var delegate: (any UIApplicationDelegate)?
    /// The connected scenes, in the order they connected.
    private(set) var scenes: [UIScene] = []
    /// Whether the app uses scenes (known once the launch has asked the delegate for a configuration).
    private(set) var isSceneBased = false
    /// The state of a sceneless app (and of a scene-based one before its scene connects).
    private var ownState = UIApplication.State.inactive

    private var application: UIApplication { .shared }

    var state: UIApplication.State {
        guard isSceneBased, !scenes.isEmpty else { return ownState }
        let states = scenes.map(\.activationState)
        if states.contains(.foregroundActive) { return .active }
        if states.contains(.foregroundInactive) { return .inactive }
        return .background
    }

    // MARK: Launch

    /// Launches the app with `delegate`; false (reported) when it has launched already.
    func launch(delegate: (any UIApplicationDelegate)?, options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        guard phase == .notLaunched else {
            Diagnostics.report(
                .invalidLifecycleTransition, .exception,
                "There can only be one UIApplication instance: the application has already launched; launch ignored")
            return false
        }
        phase = .launching
        self.delegate = delegate
        ownState = SceneManifest.main.configurations.isEmpty ? .inactive : .background
        _ = delegate?.application(application, willFinishLaunchingWithOptions: options)
        _ = delegate?.application(application, didFinishLaunchingWithOptions: options)
        post(UIApplication.didFinishLaunchingNotification, object: application, userInfo: options)
        if !connectFirstScene() {
            ownState = .active
            delegate?.applicationDidBecomeActive(application)
            post(UIApplication.didBecomeActiveNotification, object: application)
        }
        phase = .running
        return true
    }

    /// Asks for the configuration of the app's first scene and, when the app is scene-based, connects the
    /// scene and brings it on screen. Returns whether the app is scene-based.
    private func connectFirstScene() -> Bool {
        let session = UISceneSession(role: .windowApplication)
        let options = UIScene.ConnectionOptions()
        let configuration =
            delegate?.application(application, configurationForConnecting: session, options: options)
            ?? SceneManifest.main.defaultConfiguration(for: session.role)
        guard !configuration.isImplicit else { return false }
        isSceneBased = true
        session.configuration = configuration
        let scene = UIWindowScene(session: session, connectionOptions: options)
        scene.delegate = makeSceneDelegate(for: configuration)
        session.scene = scene
        scenes.append(scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        post(UIScene.willConnectNotification, object: scene)
        reportIfWindowless(scene)
        enterForeground(scene)
        activate(scene)
        return true
    }

    /// The scene delegate `configuration` names (in code, or through the Info.plist configuration of the same
    /// name); nil, reported, when the class cannot be found, is no `UISceneDelegate` or cannot be made.
    private func makeSceneDelegate(for configuration: UISceneConfiguration) -> (any UISceneDelegate)? {
        let label = "configuration \"\(configuration.name ?? "(no name)")\" for \(configuration.role.rawValue)"
        if configuration.delegateClass == nil,
            let className = SceneManifest.main.configuration(named: configuration.name, role: configuration.role)?
                .delegateClassName
        {
            guard let found = NSClassFromString(className) else {
                Diagnostics.report(
                    .invalidSceneConfiguration, .warning,
                    "Info.plist \(label) contained UISceneDelegateClassName key, but could not load class with name \"\(className)\"; the scene has no delegate"
                )
                return nil
            }
            configuration.delegateClass = found
        }
        guard let delegateClass = configuration.delegateClass else { return nil }
        guard delegateClass is any UISceneDelegate.Type,
            let delegate = ClassInstantiation.instance(of: delegateClass) as? any UISceneDelegate
        else {
            Diagnostics.report(
                .invalidSceneConfiguration, .warning,
                "Scene \(label) names delegate class \(String(reflecting: delegateClass)), which is not an NSObject class conforming to UISceneDelegate; the scene has no delegate"
            )
            return nil
        }
        return delegate
    }

    private func reportIfWindowless(_ scene: UIScene) {
        guard let windowScene = scene as? UIWindowScene, windowScene.windows.isEmpty else { return }
        let delegateWindow = (scene.delegate as? any UIWindowSceneDelegate)?.window
        guard delegateWindow == nil else { return }
        Diagnostics.report(
            .sceneWithoutWindow, .warning,
            "Scene \"\(scene.session.configuration.name ?? "(no name)")\" connected without a window: nothing is shown. Make a UIWindow(windowScene:) in scene(_:willConnectTo:options:)"
        )
    }

    // MARK: State changes

    /// Active → inactive: an interruption, or the first half of going to the background.
    func resignActive() {
        if isSceneBased {
            for scene in scenes where scene.activationState == .foregroundActive {
                scene.delegate?.sceneWillResignActive(scene)
                scene.activationState = .foregroundInactive
                post(UIScene.willDeactivateNotification, object: scene)
            }
        } else {
            delegate?.applicationWillResignActive(application)
            ownState = .inactive
        }
        post(UIApplication.willResignActiveNotification, object: application)
    }

    /// Inactive → background.
    func enterBackground() {
        if isSceneBased {
            for scene in scenes where scene.activationState == .foregroundInactive {
                scene.activationState = .background
                scene.delegate?.sceneDidEnterBackground(scene)
                post(UIScene.didEnterBackgroundNotification, object: scene)
            }
        } else {
            ownState = .background
            delegate?.applicationDidEnterBackground(application)
        }
        post(UIApplication.didEnterBackgroundNotification, object: application)
    }

    /// Background → inactive.
    func enterForeground() {
        if isSceneBased {
            for scene in scenes where scene.activationState == .background { enterForeground(scene) }
        } else {
            delegate?.applicationWillEnterForeground(application)
            ownState = .inactive
            post(UIApplication.willEnterForegroundNotification, object: application)
        }
    }

    /// Inactive → active.
    func becomeActive() {
        if isSceneBased {
            for scene in scenes where scene.activationState == .foregroundInactive { activate(scene) }
        } else {
            ownState = .active
            delegate?.applicationDidBecomeActive(application)
            post(UIApplication.didBecomeActiveNotification, object: application)
        }
    }

    private func enterForeground(_ scene: UIScene) {
        scene.delegate?.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundInactive
        post(UIScene.willEnterForegroundNotification, object: scene)
        post(UIApplication.willEnterForegroundNotification, object: application)
    }

    private func activate(_ scene: UIScene) {
        scene.activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
        post(UIScene.didActivateNotification, object: scene)
        post(UIApplication.didBecomeActiveNotification, object: application)
    }

    /// Disconnects the scenes (each `sceneDidDisconnect(_:)`, then its notification), then tells the app
    /// delegate it terminates. The app is in the background by then.
    func terminate() {
        let disconnecting = scenes
        for scene in disconnecting {
            scenes.removeAll { $0 === scene }
            scene.activationState = .unattached
            scene.delegate?.sceneDidDisconnect(scene)
            post(UIScene.didDisconnectNotification, object: scene)
            scene.session.scene = nil
        }
        ownState = .background
        phase = .terminated
        delegate?.applicationWillTerminate(application)
        post(UIApplication.willTerminateNotification, object: application)
    }

    private func post(
        _ name: Notification.Name, object: AnyObject, userInfo: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) {
        let info = userInfo.map { options in
            Dictionary(uniqueKeysWithValues: options.map { (AnyHashable($0.key.rawValue), $0.value) })
        }
        NotificationCenter.default.post(name: name, object: object, userInfo: info)
    }
}
