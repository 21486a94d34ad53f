import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A window scene's windows: attached by `UIWindow(windowScene:)` or `windowScene`, listed in the order they
/// were attached, not kept alive by the scene (the scene delegate's `window` holds its window, as in UIKit),
/// and the scene in the responder chain between a window and the application.
@MainActor
@Suite(.freshApplication) struct WindowSceneTests {
    func connectedScene() throws -> UIWindowScene {
        UIApplication.shared.launch(delegate: SceneAppDelegate())
        return try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
    }

    @Test func settingTheSceneMovesAWindowInAndOut() throws {
        let scene = try connectedScene()
        let main = try #require(scene.windows.first)
        let other = UIWindow()
        #expect(other.windowScene == nil)
        #expect(other.next === UIApplication.shared)
        other.windowScene = scene
        #expect(scene.windows.map(ObjectIdentifier.init) == [main, other].map(ObjectIdentifier.init))
        #expect(other.next === scene)
        #expect(scene.keyWindow === main)
        other.makeKeyAndVisible()
        #expect(scene.keyWindow === other)
        other.windowScene = nil
        #expect(scene.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(main)])
        #expect(scene.keyWindow == nil)
    }

    /// The scene's list does not retain its windows; a window leaves it as it goes, also once the scene is
    /// no longer connected (a reset drops the app; the scene, held here, keeps its delegate and so the
    /// delegate's window).
    @Test func aWindowGoingAfterItsSceneDisconnectedLeavesTheScenesList() throws {
        let scene = try connectedScene()
        let main = try #require(scene.windows.first)
        var window: UIWindow? = UIWindow(windowScene: scene)
        let both = [main, window].compactMap { $0 }.map(ObjectIdentifier.init)
        UIApplication.shared.reset()
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        #expect(scene.windows.map(ObjectIdentifier.init) == both)
        window = nil
        #expect(scene.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(main)])
    }

    @Test func theSceneDoesNotKeepItsWindowsAlive() throws {
        let scene = try connectedScene()
        weak var released: UIWindow?
        do {
            let window = UIWindow(windowScene: scene)
            released = window
            #expect(scene.windows.count == 2)
        }
        #expect(released == nil)
        #expect(scene.windows.count == 1)
    }
}
