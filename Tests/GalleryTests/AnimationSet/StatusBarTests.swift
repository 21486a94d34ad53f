import Foundation
import OpenCoreGraphics
import OpenUIKit
import Testing

@testable import Gallery
@testable import OpenQuartzCore

/// The status bar of device-size demos: a layer above the app's window (not a view of the app), the time and
/// the glyphs where the iPhone 14's notch layout puts them, in the colour the app's controllers ask for, over
/// the navigation bar's background, which reaches up behind it; 240 × 320 demos have none.
@MainActor
@Suite(.freshApplication) struct StatusBarTests {
    final class LightController: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }

    final class HidingController: UIViewController {
        override var prefersStatusBarHidden: Bool { true }
    }

    final class DeferringNavigation: UINavigationController {
        override var childForStatusBarStyle: UIViewController? { topViewController }
    }

    @Test func aDeviceSizeDemoShowsTheStatusBarAboveItsWindow() throws {
        let demo = BasicAnimationDemo()
        let scene = demo.makeScene()
        let window = try #require(demo.app.stage?.window)
        #expect(scene !== window.layer)
        #expect(scene.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(scene.sublayers?.count == 2)
        #expect(scene.sublayers?.first === window.layer)
        let bar = try #require(scene.sublayers?.last)
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 390, height: 47))
        // Time, four signal bars, Wi-Fi, battery, terminal.
        let parts = bar.sublayers ?? []
        #expect(parts.count == 8)
        let time = try #require(parts.first as? CATextLayer)
        #expect(time.string as? String == "9:41")
        #expect(time.foregroundColor == UIColor.black.cgColor)
        // Centred on y (47 / 2 rounded) + 1 = 25. The left ear is (390 − 162) / 2 = 114 wide: the 54-point box
        // centred in it, 6 points right, at x 36.
        #expect(time.frame == CGRect(x: 36, y: 14, width: 54, height: 22))
        // The glyphs (69.5 points) centred in the right ear (276 … 390): x 276 + 22.25, rounded: 298. The signal
        // bars 4.5 apart, the Wi-Fi 22 points on, the battery 20 after it, its terminal 1 point past it.
        #expect(parts[1...4].map(\.frame.minX) == [298, 302.5, 307, 311.5])
        #expect(parts[5].frame == CGRect(x: 320, y: 19.5, width: 15, height: 11))
        #expect(parts[6].frame == CGRect(x: 340, y: 19, width: 25, height: 12))
        #expect(parts[7].frame == CGRect(x: 366, y: 23, width: 1.5, height: 4))
    }

    @Test func theStripShowsTheNavigationBarsBackgroundAndTheDarkGlyphs() throws {
        let demo = BasicAnimationDemo()
        let scene = demo.makeScene()
        UIApplication.shared.advance(by: 0)
        let image = Compositor().image(
            of: scene.renderTree(atMediaTime: CACurrentMediaTime()), size: demo.size, scale: 1,
            background: UIColor.white.cgColor)
        // The bar's translucent light grey (0.97 at 0.94) over the home's white: 0.97 × 0.94 + 0.06 = 0.9718,
        // 248 of 255 — in the status bar's strip (between the ears) as in the bar itself, beside its title.
        let grey = [248, 248, 248]
        #expect(image.pixel(195, 10, is: grey, tolerance: 1))
        #expect(image.pixel(100, 10, is: grey, tolerance: 1))
        #expect(image.pixel(100, 60, is: grey, tolerance: 1))
        // The time's strokes and the battery's charge are black.
        let timeInk = (36..<90).flatMap { x in (14..<36).map { (x, $0) } }.filter {
            image.pixel(x: $0.0, y: $0.1).r < 64
        }
        #expect(timeInk.count > 40)
        #expect(image.pixel(352, 25, is: [0, 0, 0], tolerance: 8))
    }

    @Test func theStyleIsTheRootsUnlessAChildOrAFullScreenPresentationDecides() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = LightController()
        window.makeKeyAndVisible()
        #expect(window.statusBarAppearance.style == .lightContent)
        // A navigation controller decides itself unless it names its top controller.
        window.rootViewController = UINavigationController(rootViewController: LightController())
        #expect(window.statusBarAppearance.style == .default)
        let deferring = DeferringNavigation(rootViewController: LightController())
        window.rootViewController = deferring
        #expect(window.statusBarAppearance.style == .lightContent)
        // A full-screen presentation takes over; a sheet does not.
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        deferring.present(sheet, animated: false)
        UIApplication.shared.advance(by: 0)
        #expect(window.statusBarAppearance.style == .lightContent)
        deferring.dismiss(animated: false)
        UIApplication.shared.advance(by: 0)
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        deferring.present(cover, animated: false)
        UIApplication.shared.advance(by: 0)
        #expect(window.statusBarAppearance.style == .default)
        #expect(StatusBar.contentColor(for: .lightContent) == UIColor.white.cgColor)
        #expect(StatusBar.contentColor(for: .darkContent) == UIColor.black.cgColor)
    }

    @Test func aHiddenStatusBarIsNotDrawnAndALightOneIsWhite() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screen = UIScreen(device: .iPhone14)
        window.rootViewController = HidingController()
        window.makeKeyAndVisible()
        #expect(DemoStage.scene(of: window).sublayers?.count == 1)
        window.rootViewController = LightController()
        let bar = try #require(DemoStage.scene(of: window).sublayers?.last)
        #expect((bar.sublayers?.first as? CATextLayer)?.foregroundColor == UIColor.white.cgColor)
    }

    @Test func aDemoOnTheHeadlessScreenHasNoStatusBar() throws {
        let demo = PresentSlideDemo()
        let scene = demo.makeScene()
        #expect(scene.delegate is UIWindow)
    }
}
