import Foundation
import OpenUIKit
import Testing

@testable import Gallery

/// The live window's scene: the app window under the status bar, as recordings show it, kept while the
/// window's status bar decision stays and built again when it changes.
@MainActor
@Suite(.freshApplication) struct LiveSceneTests {
    final class Hiding: UIViewController {
        var hidden = false
        override var prefersStatusBarHidden: Bool { hidden }
    }

    @Test func theSceneHoldsTheWindowUnderItsStatusBarUntilTheDecisionChanges() throws {
        let root = Hiding()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screen = UIScreen(device: .iPhone14)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let scene = LiveScene()
        let shown = scene.layer(for: window)
        #expect(shown.sublayers?.count == 2)
        #expect(shown.sublayers?.first === window.layer)
        #expect(scene.layer(for: window) === shown)
        root.hidden = true
        #expect(scene.layer(for: window) === shown)
        root.setNeedsStatusBarAppearanceUpdate()
        let hidden = scene.layer(for: window)
        #expect(hidden !== shown)
        #expect(hidden.sublayers?.count == 1)
        #expect(hidden.sublayers?.first === window.layer)
    }
}
