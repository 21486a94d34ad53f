import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The status bar's appearance as UIKit decides it: the window's root controller decides, unless a controller
/// presented over it captures the status bar (`.fullScreen`, or `modalPresentationCapturesStatusBarAppearance`)
/// or the deciding controller names a child; the decision is asked again when the root changes, when a
/// controller transition in the window ends and on `setNeedsStatusBarAppearanceUpdate()` — not when a
/// controller's answer merely changes. The scene's `statusBarManager` reports it.
@MainActor
@Suite(.freshApplication) struct StatusBarAppearanceTests {
    /// A controller whose answers are variables, so a test can change them without UIKit knowing.
    final class Styled: UIViewController {
        var style: UIStatusBarStyle = .default
        var hidden = false
        var animation: UIStatusBarAnimation = .fade
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
        override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { animation }

        init(_ style: UIStatusBarStyle, hidden: Bool = false) {
            self.style = style
            self.hidden = hidden
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }
    }

    /// A navigation controller that lets its top controller decide both aspects.
    final class DeferringNavigation: UINavigationController {
        override var childForStatusBarStyle: UIViewController? { topViewController }
        override var childForStatusBarHidden: UIViewController? { topViewController }
    }

    func shown(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        return window
    }

    @Test func theRootDecidesAndAChangedAnswerWaitsForSetNeedsUpdate() {
        let root = Styled(.lightContent)
        let window = shown(root)
        #expect(window.statusBarAppearance == StatusBarAppearance(style: .lightContent, isHidden: false))
        root.style = .darkContent
        root.hidden = true
        root.animation = .slide
        #expect(window.statusBarAppearance.style == .lightContent)
        #expect(!window.statusBarAppearance.isHidden)
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(
            window.statusBarAppearance == StatusBarAppearance(style: .darkContent, isHidden: true, animation: .slide))
        // A controller whose view is in no window changes nothing.
        let elsewhere = Styled(.lightContent)
        elsewhere.loadViewIfNeeded()
        elsewhere.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarAppearance.style == .darkContent)
        // A new root decides at once.
        window.rootViewController = Styled(.lightContent)
        #expect(window.statusBarAppearance == StatusBarAppearance(style: .lightContent, isHidden: false))
    }

    @Test func aNavigationControllerDecidesItselfUnlessItNamesItsTopAndAPushAsksAgain() {
        let plain = shown(UINavigationController(rootViewController: Styled(.lightContent, hidden: true)))
        #expect(plain.statusBarAppearance == StatusBarAppearance(style: .default, isHidden: false))
        let navigation = DeferringNavigation(rootViewController: Styled(.lightContent))
        let window = shown(navigation)
        #expect(window.statusBarAppearance.style == .lightContent)
        // The pushed controller decides once the push ends, not while it runs.
        navigation.pushViewController(Styled(.darkContent, hidden: true), animated: true)
        UIApplication.shared.advance(by: 0.1)
        #expect(window.statusBarAppearance == StatusBarAppearance(style: .lightContent, isHidden: false))
        UIApplication.shared.runUntilIdle()
        #expect(window.statusBarAppearance == StatusBarAppearance(style: .darkContent, isHidden: true))
        navigation.popViewController(animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(window.statusBarAppearance == StatusBarAppearance(style: .lightContent, isHidden: false))
    }

    @Test func onlyAFullScreenOrCapturingPresentationTakesOver() {
        let root = Styled(.lightContent)
        let window = shown(root)
        let sheet = Styled(.darkContent, hidden: true)
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(window.statusBarAppearance == StatusBarAppearance(style: .lightContent, isHidden: false))
        sheet.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarAppearance.style == .lightContent)
        root.dismiss(animated: true)
        UIApplication.shared.runUntilIdle()
        let capturing = Styled(.darkContent)
        capturing.modalPresentationStyle = .overFullScreen
        capturing.modalPresentationCapturesStatusBarAppearance = true
        root.present(capturing, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(window.statusBarAppearance.style == .darkContent)
        root.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(window.statusBarAppearance.style == .lightContent)
        // A full-screen presentation decides once it is presented, and the presenter again once it is gone.
        let cover = Styled(.darkContent, hidden: true)
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: true)
        UIApplication.shared.advance(by: 0.1)
        #expect(window.statusBarAppearance.style == .lightContent)
        UIApplication.shared.runUntilIdle()
        #expect(window.statusBarAppearance == StatusBarAppearance(style: .darkContent, isHidden: true))
        root.dismiss(animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(window.statusBarAppearance == StatusBarAppearance(style: .lightContent, isHidden: false))
    }

    @Test func theScenesManagerReportsItsKeyWindowsDecision() throws {
        UIApplication.shared.launch(delegate: SceneAppDelegate())
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let manager = try #require(scene.statusBarManager)
        #expect(scene.statusBarManager === manager)
        let root = Styled(.lightContent)
        let window = UIWindow(windowScene: scene)
        window.screen = UIScreen(device: .iPhone14)
        window.rootViewController = root
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        #expect(manager.statusBarStyle == .lightContent)
        #expect(!manager.isStatusBarHidden)
        // The screen's width by the window's top inset, the iPhone 14's 47 points.
        #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        root.hidden = true
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.isStatusBarHidden)
        #expect(manager.statusBarFrame == .zero)
    }
}
