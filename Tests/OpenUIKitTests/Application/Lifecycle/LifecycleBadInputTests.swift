import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Misuse of the life cycle gets UIKit's answer through the diagnostics channel, leaves the state as it was
/// and does not crash.
@MainActor
@Suite(.freshApplication) struct LifecycleBadInputTests {
    @Test func aSecondLaunchIsReportedAndChangesNothing() {
        let first = ScenelessAppDelegate()
        UIApplication.shared.launch(delegate: first)
        LifecycleLog.start()
        let reports = Diagnostics.capture {
            #expect(!UIApplication.shared.launch(delegate: ScenelessAppDelegate()))
        }
        LifecycleLog.stop()
        #expect(reports.map(\.code) == [.invalidLifecycleTransition])
        #expect(reports.first?.severity == .exception)
        #expect(reports.first?.message.hasPrefix("There can only be one UIApplication instance") == true)
        #expect(LifecycleLog.take().isEmpty)
        #expect(UIApplication.shared.delegate === first)
        #expect(UIApplication.shared.applicationState == .active)
        #expect(UIApplication.shared.windows.count == 1)
    }

    @Test func aSceneWithoutAWindowIsReportedAndTheLaunchGoesOn() throws {
        LifecycleLog.start()
        let reports = Diagnostics.capture {
            UIApplication.shared.launch(delegate: SceneAppDelegate(sceneDelegateClass: WindowlessSceneDelegate.self))
        }
        LifecycleLog.stop()
        #expect(reports.map(\.code) == [.sceneWithoutWindow])
        #expect(reports.first?.severity == .warning)
        #expect(reports.first?.message.hasPrefix("Scene \"Default Configuration\" connected without a window") == true)
        #expect(LifecycleLog.take().contains("UIApplicationDidBecomeActiveNotification"))
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.windows.isEmpty)
        #expect(UIApplication.shared.keyWindow == nil)
    }

    @Test func aConfigurationWhoseDelegateClassIsNoSceneDelegateConnectsASceneWithoutDelegate() throws {
        let reports = Diagnostics.capture {
            UIApplication.shared.launch(delegate: SceneAppDelegate(sceneDelegateClass: NotASceneDelegate.self))
        }
        #expect(reports.map(\.code) == [.invalidSceneConfiguration, .sceneWithoutWindow])
        #expect(
            reports.first?.message
                == "Scene configuration \"Default Configuration\" for UIWindowSceneSessionRoleApplication names delegate class \(String(reflecting: NotASceneDelegate.self)), which is not an NSObject class conforming to UISceneDelegate; the scene has no delegate"
        )
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        #expect(scene.delegate == nil)
        #expect(scene.activationState == .foregroundActive)
        #expect(UIApplication.shared.applicationState == .active)
    }

    @Test func aSceneDelegateThatIsNoNSObjectCannotBeMade() {
        final class PlainSceneDelegate: UISceneDelegate {}
        let reports = Diagnostics.capture {
            UIApplication.shared.launch(delegate: SceneAppDelegate(sceneDelegateClass: PlainSceneDelegate.self))
        }
        #expect(reports.map(\.code) == [.invalidSceneConfiguration, .sceneWithoutWindow])
        #expect(UIApplication.shared.connectedScenes.first?.delegate == nil)
    }

    @Test func stateChangesBeforeTheLaunchAreReported() {
        let reports = Diagnostics.capture {
            UIApplication.shared.enterBackground()
            UIApplication.shared.enterForeground()
            UIApplication.shared.resignActive()
            UIApplication.shared.becomeActive()
            UIApplication.shared.terminate()
        }
        #expect(reports.map(\.code) == Array(repeating: .invalidLifecycleTransition, count: 5))
        #expect(
            reports.map(\.message) == [
                "UIApplication.enterBackground() ignored: the application has not launched",
                "UIApplication.enterForeground() ignored: the application has not launched",
                "UIApplication.resignActive() ignored: the application has not launched",
                "UIApplication.becomeActive() ignored: the application has not launched",
                "UIApplication.terminate() ignored: the application has not launched",
            ])
        #expect(UIApplication.shared.applicationState == .inactive)
    }

    @Test func changesToTheStateTheAppIsInAreReportedAndChangeNothing() {
        UIApplication.shared.launch(delegate: ScenelessAppDelegate())
        LifecycleLog.start()
        var reports = Diagnostics.capture {
            UIApplication.shared.enterForeground()
            UIApplication.shared.becomeActive()
        }
        #expect(
            reports.map(\.message) == [
                "UIApplication.enterForeground() ignored: the application is active",
                "UIApplication.becomeActive() ignored: the application is active",
            ])
        UIApplication.shared.enterBackground()
        _ = LifecycleLog.take()
        reports = Diagnostics.capture {
            UIApplication.shared.enterBackground()
            UIApplication.shared.resignActive()
        }
        #expect(
            reports.map(\.message) == [
                "UIApplication.enterBackground() ignored: the application is in the background",
                "UIApplication.resignActive() ignored: the application is in the background",
            ])
        LifecycleLog.stop()
        #expect(LifecycleLog.take().isEmpty)
        #expect(UIApplication.shared.applicationState == .background)
    }

    @Test func nothingChangesAfterTermination() {
        UIApplication.shared.launch(delegate: ScenelessAppDelegate())
        UIApplication.shared.terminate()
        LifecycleLog.start()
        let reports = Diagnostics.capture {
            UIApplication.shared.enterForeground()
            UIApplication.shared.terminate()
            UIApplication.shared.launch(delegate: ScenelessAppDelegate())
        }
        LifecycleLog.stop()
        #expect(reports.map(\.code) == Array(repeating: .invalidLifecycleTransition, count: 3))
        #expect(
            reports.map(\.message).first == "UIApplication.enterForeground() ignored: the application has terminated")
        #expect(LifecycleLog.take().isEmpty)
        #expect(UIApplication.shared.applicationState == .background)
    }
}
