import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// An Info.plist's `UIApplicationSceneManifest` ("Specifying the scenes your app supports"): read with
/// `PropertyListSerialization`, its delegate class names found with `NSClassFromString`, and used when the
/// app delegate names no class — as Xcode's app template relies on.
@MainActor
@Suite(.freshApplication) struct SceneManifestTests {
    static func infoPlist(delegateClassName: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>UIApplicationSceneManifest</key>
                <dict>
                    <key>UIApplicationSupportsMultipleScenes</key>
                    <false/>
                    <key>UISceneConfigurations</key>
                    <dict>
                        <key>UIWindowSceneSessionRoleApplication</key>
                        <array>
                            <dict>
                                <key>UISceneConfigurationName</key>
                                <string>Default Configuration</string>
                                <key>UISceneDelegateClassName</key>
                                <string>\(delegateClassName)</string>
                            </dict>
                        </array>
                    </dict>
                </dict>
            </dict>
            </plist>
            """.utf8)
    }

    static let recordingSceneDelegateName = NSStringFromClass(RecordingSceneDelegate.self)

    /// An app delegate that implements none of the scene methods.
    final class PlainAppDelegate: UIResponder, RecordingAppDelegate {}

    @Test func theManifestIsReadFromAPropertyList() throws {
        let manifest = try #require(
            SceneManifest(propertyList: Self.infoPlist(delegateClassName: "MyApp.SceneDelegate")))
        #expect(
            manifest.configurations == [
                "UIWindowSceneSessionRoleApplication": [
                    SceneManifest.Configuration(name: "Default Configuration", delegateClassName: "MyApp.SceneDelegate")
                ]
            ])
        #expect(SceneManifest(propertyList: Data("not a plist".utf8)) == nil)
        #expect(SceneManifest(infoDictionary: ["CFBundleName": "App"]) == nil)
    }

    @Test func anAppDelegateThatChoosesNothingGetsThePlistsSceneAndLaunchesInTheBackground() throws {
        SceneManifest.main = try #require(
            SceneManifest(propertyList: Self.infoPlist(delegateClassName: Self.recordingSceneDelegateName)))
        LifecycleLog.start()
        UIApplication.shared.launch(delegate: PlainAppDelegate())
        LifecycleLog.stop()
        #expect(
            LifecycleLog.take() == [
                "willFinishLaunching background",
                "UIApplicationDidFinishLaunchingNotification",
            ] + LifecycleLog.sceneConnection)
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.session.configuration.delegateClass == RecordingSceneDelegate.self)
    }

    @Test func aConfigurationNamedInCodeTakesThePlistsDelegateClass() throws {
        SceneManifest.main = try #require(
            SceneManifest(propertyList: Self.infoPlist(delegateClassName: Self.recordingSceneDelegateName)))
        UIApplication.shared.launch(delegate: SceneAppDelegate(sceneDelegateClass: nil))
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        #expect(scene.delegate is RecordingSceneDelegate)
        #expect(FreshApplicationTrait.reports.isEmpty)
    }

    @Test func aPlistClassThatCannotBeLoadedIsReportedAsUIKitDoes() throws {
        SceneManifest.main = try #require(
            SceneManifest(propertyList: Self.infoPlist(delegateClassName: "MyApp.SceneDelegate")))
        let reports = Diagnostics.capture { UIApplication.shared.launch(delegate: PlainAppDelegate()) }
        #expect(reports.map(\.code) == [.invalidSceneConfiguration, .sceneWithoutWindow])
        #expect(
            reports.first?.message
                == "Info.plist configuration \"Default Configuration\" for UIWindowSceneSessionRoleApplication contained UISceneDelegateClassName key, but could not load class with name \"MyApp.SceneDelegate\"; the scene has no delegate"
        )
        #expect(UIApplication.shared.connectedScenes.first?.delegate == nil)
        #expect(UIApplication.shared.applicationState == .active)
    }

    @Test func resetPutsTheAppsOwnManifestBack() throws {
        SceneManifest.main = try #require(
            SceneManifest(propertyList: Self.infoPlist(delegateClassName: "MyApp.SceneDelegate")))
        UIApplication.shared.reset()
        #expect(SceneManifest.main.configurations == SceneManifest.bundled.configurations)
        UIApplication.shared.launch(delegate: PlainAppDelegate())
        #expect(UIApplication.shared.connectedScenes.isEmpty)
    }
}
