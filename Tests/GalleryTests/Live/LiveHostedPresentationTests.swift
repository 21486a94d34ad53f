import Foundation
import OpenCoreGraphics
import OpenUIKit
import Testing

@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The demos that present, run in the live app's hosting headless: the demo's screen pushed on the home
/// list, a finger taps the demo's own buttons (and drags its pages) in the demo's window at the moments its
/// script does (a person's clicks through the app's window are the last test) — and the controllers get the
/// callbacks of the standalone recording, in its order; back on the home list, every presentation is gone.
@MainActor
@Suite(.freshApplication) struct LiveHostedPresentationTests {
    static let fps = 30

    /// The demos by name (their types' `name`).
    @Test(arguments: ["present-custom", "present-slide", "modal-styles", "interactive-dismiss"])
    func aPresentingDemoPlaysInTheLiveScreenAsRecorded(_ name: String) throws {
        let type = try #require(GalleryCatalog.demos.first { $0.name == name })
        let recorded = RecordedDemo(type, fps: Self.fps)
        let home = GalleryHomeController()
        let navigation = UINavigationController(rootViewController: home)
        let window = StandardWindow.shown(root: navigation)
        UIApplication.shared.runUntilIdle()
        navigation.pushViewController(DemoHostController(demo: type), animated: true)
        UIApplication.shared.runUntilIdle()
        let host = try #require(navigation.topViewController as? DemoHostController)
        let demo = try #require(host.demo)
        demo.perform(at: 0)
        for frame in 1..<recorded.frames.count {
            UIApplication.shared.advance(by: 1 / Double(Self.fps))
            demo.perform(at: Double(frame) / Double(Self.fps))
            CATransaction.flush()
        }
        #expect(callbackLines(demo.trace) == callbackLines(recorded.trace))
        UIApplication.shared.runUntilIdle()
        navigation.popViewController(animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(navigation.viewControllers == [home])
        #expect(window.subviews == [navigation.view])
        #expect(navigation.presentedViewController == nil)
        #expect(home.viewIfLoaded?.window === window)
        #expect(host.stageWindow.isHidden && host.stageWindow.rootViewController == nil)
        #expect(UIApplication.shared.keyWindow === window)
    }

    /// A person's clicks, at points of the app's window, present the demo's page inside the demo's window —
    /// the app's navigation bar stays — and dismiss it, the demo's first page back with its button.
    @Test func aPersonsClicksPresentAndDismissInsideTheDemosWindow() throws {
        let home = GalleryHomeController()
        let navigation = UINavigationController(rootViewController: home)
        let window = StandardWindow.shown(root: navigation)
        UIApplication.shared.runUntilIdle()
        navigation.pushViewController(DemoHostController(demo: PresentCustomDemo.self), animated: true)
        UIApplication.shared.runUntilIdle()
        let host = try #require(navigation.topViewController as? DemoHostController)
        let first = try #require((host.demo as? PresentCustomDemo)?.first)
        let demoRoot = try #require(first.navigationController)
        func click(_ button: UIButton?) throws {
            let button = try #require(button)
            UIApplication.shared.tap(
                at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
            UIApplication.shared.runUntilIdle()
        }
        try click(first.button)
        let second = try #require(first.secondVC as? ModalButtonController)
        #expect(demoRoot.presentedViewController === second)
        #expect(second.view.window === host.stageWindow)
        #expect(
            second.view.convert(second.view.bounds, to: window)
                == host.stageView.convert(host.stageView.bounds, to: window))
        #expect(navigation.presentedViewController == nil && navigation.navigationBar.window === window)
        try click(second.button)
        #expect(demoRoot.presentedViewController == nil)
        #expect(first.view.window === host.stageWindow && first.button?.window === host.stageWindow)
        #expect(host.stageWindow.subviews == [demoRoot.view])
    }
}
