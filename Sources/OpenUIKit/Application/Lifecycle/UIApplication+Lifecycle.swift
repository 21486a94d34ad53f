import Foundation
import OpenQuartzCore

extension UIApplication {
    /// The app delegate: the one `UIApplicationMain` (or `@main`) made, or the one given to
    /// `launch(delegate:)`. UIKit does not retain its delegate, but keeps the one it makes at launch for the
    /// app's lifetime; OpenUIKit keeps it until `reset()`.
    public var delegate: (any UIApplicationDelegate)? {
        get { ApplicationLifecycle.current.delegate }
        set { ApplicationLifecycle.current.delegate = newValue }
    }

    /// The app's state: in a sceneless app its own; in a scene-based app that of its most active scene, as
    /// UIKit's `applicationState` (developer.apple.com/documentation/uikit/uiapplication/applicationstate).
    /// Before the launch, `.inactive`. During the launch, `.inactive` — or `.background` when the Info.plist
    /// declares scenes; UIKit launches every scene-based app in the background, but a scene configuration made
    /// in code is known only once `application(_:configurationForConnecting:options:)` answers, after
    /// `application(_:didFinishLaunchingWithOptions:)`.
    public var applicationState: State { ApplicationLifecycle.current.state }

    /// The scenes connected to the app (in a scene-based app, the one window scene the launch connected).
    public var connectedScenes: Set<UIScene> { Set(ApplicationLifecycle.current.scenes) }

    /// The sessions of the connected scenes.
    public var openSessions: Set<UISceneSession> { Set(ApplicationLifecycle.current.scenes.map(\.session)) }

    /// Launches the app with `delegate`, synchronously, as UIKit does after `UIApplicationMain` makes the
    /// delegate (OpenUIKit addition: the headless host's entry point, which tests and the live host use).
    ///
    /// In order: `application(_:willFinishLaunchingWithOptions:)`, `application(_:didFinishLaunchingWithOptions:)`,
    /// `didFinishLaunchingNotification`; then, in a sceneless app, `applicationDidBecomeActive(_:)` and
    /// `didBecomeActiveNotification`; in a scene-based app (the delegate answers a configuration, or the
    /// Info.plist declares scenes) `application(_:configurationForConnecting:options:)`, the scene delegate's
    /// `scene(_:willConnectTo:options:)` and `UIScene.willConnectNotification`, `sceneWillEnterForeground(_:)`
    /// with its two notifications, and `sceneDidBecomeActive(_:)` with its two. Then one run-loop turn at the
    /// current time (`advance(by: 0)`): the first commit, after which the key window's root controller gets
    /// `viewDidAppear` — after the app became active, as on iOS. The app is left active.
    ///
    /// Returns false, reported, without changing anything when the app has launched already (UIKit: "There
    /// can only be one UIApplication instance"); `reset()` allows a new launch.
    @discardableResult
    public func launch(
        delegate: (any UIApplicationDelegate)?, options: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        guard ApplicationLifecycle.current.launch(delegate: delegate, options: options) else { return false }
        advance(by: 0)
        return true
    }

    /// Moves the running app to the background, as pressing the Home button does (OpenUIKit addition): if
    /// active, `applicationWillResignActive(_:)` and `willResignActiveNotification` (or each scene's
    /// `sceneWillResignActive(_:)` and `UIScene.willDeactivateNotification` first), then
    /// `applicationDidEnterBackground(_:)` and `didEnterBackgroundNotification` (or the scene's
    /// `sceneDidEnterBackground(_:)` and `UIScene.didEnterBackgroundNotification` first). Reported, and
    /// nothing done, before the launch, after termination or when the app is in the background already.
    public func enterBackground() {
        guard checkRunning("enterBackground()", allowed: [.active, .inactive]) else { return }
        if applicationState == .active { ApplicationLifecycle.current.resignActive() }
        ApplicationLifecycle.current.enterBackground()
    }

    /// Brings the app back from the background, as tapping its icon does (OpenUIKit addition):
    /// `applicationWillEnterForeground(_:)` and `willEnterForegroundNotification`, then
    /// `applicationDidBecomeActive(_:)` and `didBecomeActiveNotification` (in a scene-based app the scene's
    /// `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`, each followed by the scene's and the
    /// app's notification). Reported, and nothing done, unless the app is running in the background.
    public func enterForeground() {
        guard checkRunning("enterForeground()", allowed: [.background]) else { return }
        ApplicationLifecycle.current.enterForeground()
        ApplicationLifecycle.current.becomeActive()
    }

    /// Makes the active app inactive, as an incoming call or Control Center does (OpenUIKit addition):
    /// `applicationWillResignActive(_:)` (or the scenes' `sceneWillResignActive(_:)`) and the notifications.
    /// Reported, and nothing done, unless the app is running and active.
    public func resignActive() {
        guard checkRunning("resignActive()", allowed: [.active]) else { return }
        ApplicationLifecycle.current.resignActive()
    }

    /// Makes the inactive app active again, as the end of an interruption does (OpenUIKit addition):
    /// `applicationDidBecomeActive(_:)` (or the scenes' `sceneDidBecomeActive(_:)`) and the notifications.
    /// Reported, and nothing done, unless the app is running and inactive.
    public func becomeActive() {
        guard checkRunning("becomeActive()", allowed: [.inactive]) else { return }
        ApplicationLifecycle.current.becomeActive()
    }

    /// Terminates the running app, as the system does when a person closes it from the app switcher (OpenUIKit
    /// addition; the live host calls it when its window closes): the app goes to the background first if it
    /// is not there (as `enterBackground()`), then each scene disconnects (`sceneDidDisconnect(_:)`,
    /// `UIScene.didDisconnectNotification`), then `applicationWillTerminate(_:)` and
    /// `willTerminateNotification`. Windows stay as they are (an iOS process ends here). Reported, and nothing
    /// done, before the launch or after termination; `reset()` allows a new launch.
    public func terminate() {
        guard checkRunning("terminate()", allowed: [.active, .inactive, .background]) else { return }
        if applicationState != .background { enterBackground() }
        ApplicationLifecycle.current.terminate()
    }

    private func checkRunning(_ call: String, allowed: Set<State>) -> Bool {
        let lifecycle = ApplicationLifecycle.current
        let problem: String? =
            switch lifecycle.phase {
            case .notLaunched: "the application has not launched"
            case .launching: "the application is still launching"
            case .terminated: "the application has terminated"
            case .running:
                allowed.contains(applicationState)
                    ? nil
                    : "the application is \(applicationState == .background ? "in the background" : "\(applicationState)")"
            }
        guard let problem else { return true }
        Diagnostics.report(.invalidLifecycleTransition, .warning, "UIApplication.\(call) ignored: \(problem)")
        return false
    }
}
