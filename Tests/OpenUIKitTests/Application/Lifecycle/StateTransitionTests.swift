import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The running app's state changes — background, foreground, an interruption, termination — with the calls
/// and notifications UIKit makes for each, in its order ("Managing your app's life cycle"): in a sceneless
/// app the app delegate's methods, in a scene-based one the scene delegate's instead (UIKit does not call the
/// app delegate's state methods when scenes are used), each followed by the scene's and the app's
/// notification.
@MainActor
@Suite(.freshApplication) struct StateTransitionTests {
    static let scenelessToBackground = [
        "applicationWillResignActive active", "UIApplicationWillResignActiveNotification",
        "applicationDidEnterBackground background", "UIApplicationDidEnterBackgroundNotification",
    ]
    static let sceneToBackground = [
        "sceneWillResignActive foregroundActive", "UISceneWillDeactivateNotification",
        "UIApplicationWillResignActiveNotification",
        "sceneDidEnterBackground background", "UISceneDidEnterBackgroundNotification",
        "UIApplicationDidEnterBackgroundNotification",
    ]

    /// Launches `delegate` and starts an empty log.
    func launch(_ delegate: any UIApplicationDelegate) {
        UIApplication.shared.launch(delegate: delegate)
        LifecycleLog.start()
    }

    @Test func aScenelessAppGoesToTheBackgroundAndComesBack() {
        launch(ScenelessAppDelegate())
        UIApplication.shared.enterBackground()
        #expect(LifecycleLog.take() == Self.scenelessToBackground)
        #expect(UIApplication.shared.applicationState == .background)
        UIApplication.shared.enterForeground()
        #expect(
            LifecycleLog.take() == [
                "applicationWillEnterForeground background", "UIApplicationWillEnterForegroundNotification",
                "applicationDidBecomeActive active", "UIApplicationDidBecomeActiveNotification",
            ])
        #expect(UIApplication.shared.applicationState == .active)
        LifecycleLog.stop()
    }

    @Test func aSceneBasedAppGoesToTheBackgroundAndComesBack() throws {
        launch(SceneAppDelegate())
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        UIApplication.shared.enterBackground()
        #expect(LifecycleLog.take() == Self.sceneToBackground)
        #expect(scene.activationState == .background)
        #expect(UIApplication.shared.applicationState == .background)
        UIApplication.shared.enterForeground()
        #expect(
            LifecycleLog.take() == [
                "sceneWillEnterForeground background", "UISceneWillEnterForegroundNotification",
                "UIApplicationWillEnterForegroundNotification",
                "sceneDidBecomeActive foregroundActive", "UISceneDidActivateNotification",
                "UIApplicationDidBecomeActiveNotification",
            ])
        #expect(scene.activationState == .foregroundActive)
        #expect(UIApplication.shared.applicationState == .active)
        LifecycleLog.stop()
    }

    @Test func anInterruptionMakesTheAppInactiveAndItsEndActiveAgain() throws {
        launch(SceneAppDelegate())
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        UIApplication.shared.resignActive()
        #expect(
            LifecycleLog.take() == [
                "sceneWillResignActive foregroundActive", "UISceneWillDeactivateNotification",
                "UIApplicationWillResignActiveNotification",
            ])
        #expect(scene.activationState == .foregroundInactive)
        #expect(UIApplication.shared.applicationState == .inactive)
        UIApplication.shared.becomeActive()
        #expect(
            LifecycleLog.take() == [
                "sceneDidBecomeActive foregroundActive", "UISceneDidActivateNotification",
                "UIApplicationDidBecomeActiveNotification",
            ])
        #expect(UIApplication.shared.applicationState == .active)
        LifecycleLog.stop()
    }

    @Test func anInactiveAppGoesToTheBackgroundWithoutResigningAgain() {
        launch(ScenelessAppDelegate())
        UIApplication.shared.resignActive()
        #expect(LifecycleLog.take() == Array(Self.scenelessToBackground.prefix(2)))
        UIApplication.shared.enterBackground()
        #expect(LifecycleLog.take() == Array(Self.scenelessToBackground.suffix(2)))
        LifecycleLog.stop()
    }

    @Test func terminatingAnActiveScenelessAppGoesThroughTheBackground() {
        launch(ScenelessAppDelegate())
        UIApplication.shared.terminate()
        #expect(
            LifecycleLog.take()
                == Self.scenelessToBackground + [
                    "applicationWillTerminate background", "UIApplicationWillTerminateNotification",
                ])
        #expect(UIApplication.shared.applicationState == .background)
        LifecycleLog.stop()
    }

    @Test func terminatingASceneBasedAppDisconnectsItsScene() throws {
        launch(SceneAppDelegate())
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = try #require(scene.windows.first)
        UIApplication.shared.terminate()
        #expect(
            LifecycleLog.take()
                == Self.sceneToBackground + [
                    "sceneDidDisconnect unattached", "UISceneDidDisconnectNotification",
                    "applicationWillTerminate background", "UIApplicationWillTerminateNotification",
                ])
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        #expect(scene.activationState == .unattached)
        #expect(scene.session.scene == nil)
        #expect(window.windowScene == nil)
        #expect(window.next === UIApplication.shared)
        LifecycleLog.stop()
    }

    @Test func terminatingABackgroundAppOnlyTerminatesIt() {
        launch(ScenelessAppDelegate())
        UIApplication.shared.enterBackground()
        _ = LifecycleLog.take()
        UIApplication.shared.terminate()
        #expect(
            LifecycleLog.take() == ["applicationWillTerminate background", "UIApplicationWillTerminateNotification"])
        LifecycleLog.stop()
    }

    @Test func resetForgetsTheDelegateTheScenesAndTheLaunch() {
        let delegate = SceneAppDelegate()
        launch(delegate)
        LifecycleLog.stop()
        UIApplication.shared.reset()
        #expect(UIApplication.shared.delegate == nil)
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        #expect(UIApplication.shared.openSessions.isEmpty)
        #expect(UIApplication.shared.applicationState == .inactive)
        #expect(UIApplication.shared.windows.isEmpty)
        #expect(UIApplication.shared.launch(delegate: ScenelessAppDelegate()))
        #expect(UIApplication.shared.applicationState == .active)
        #expect(FreshApplicationTrait.reports.isEmpty)
    }
}
