import Foundation
import OpenCoreGraphics
import OpenUIKit
import Testing

@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The demos that present, run in the live app's hosting headless: the home list's row pushes the demo's
/// screen, a finger taps the demo's own buttons (and drags its pages) at the moments its script does — the
/// script's taps go through the app's window, as a person's do — and the live screen's stage, at each of the
/// demo's key frames, shows what the standalone recording shows at the same moment; back on the home list,
/// every presentation is gone.
@MainActor
@Suite(.freshApplication) struct LiveHostedPresentationTests {
    static let fps = 30

    /// The share of the stage's pixels, in thousandths, that differ from the recording's by more than
    /// `tolerance` in a component.
    static func differingPixels(_ live: CGImage, _ recorded: CGImage, tolerance: Int = 24) -> Int {
        var differing = 0
        for y in 0..<recorded.height {
            for x in 0..<recorded.width
            where zip(live.rgba(x, y), recorded.rgba(x, y)).contains(where: { abs($0 - $1) > tolerance }) {
                differing += 1
            }
        }
        return differing * 1000 / (recorded.width * recorded.height)
    }

    @Test(arguments: [PresentCustomDemo.name, PresentSlideDemo.name, ModalStylesDemo.name, InteractiveDismissDemo.name])
    func aPresentingDemoPlaysInTheLiveScreenAsRecorded(_ name: String) throws {
        let type = try #require(GalleryCatalog.demos.first { $0.name == name })
        let recorded = RecordedDemo(type, fps: Self.fps)
        let home = GalleryHomeController()
        let navigation = UINavigationController(rootViewController: home)
        let window = StandardWindow.shown(root: navigation)
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.tap(at: CGPoint(x: 200, y: try GalleryHomeController.rowMidY(ofDemoNamed: name)))
        UIApplication.shared.runUntilIdle()
        let host = try #require(navigation.topViewController as? DemoHostController)
        let demo = try #require(host.demo)
        let stage = host.stageView.convert(host.stageView.bounds, to: nil as UIView?)
        let compositor = Compositor()
        let keyFrames = Dictionary(
            demo.keyFrames.map { (recorded.index(at: $0.time), $0) }, uniquingKeysWith: { first, _ in first })
        demo.perform(at: 0)
        var checked = 0
        for frame in 1..<recorded.frames.count {
            UIApplication.shared.advance(by: 1 / Double(Self.fps))
            demo.perform(at: Double(frame) / Double(Self.fps))
            CATransaction.flush()
            guard let keyFrame = keyFrames[frame] else { continue }
            let screen = compositor.image(
                of: window.layer.renderTree(atMediaTime: CACurrentMediaTime()), size: window.bounds.size, scale: 1,
                background: .white)
            let live = try #require(screen.cropping(to: stage))
            let differing = Self.differingPixels(live, recorded.image(at: keyFrame.time))
            #expect(differing <= 5, "\(name) at \(keyFrame.time) s (\(keyFrame.caption)): \(differing) ‰ differ")
            checked += 1
        }
        #expect(checked == demo.keyFrames.count)
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
