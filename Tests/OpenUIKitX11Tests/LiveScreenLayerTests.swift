import Foundation
import OpenUIKit
import OpenUIKitTesting
import TestSupport
import Testing

@testable import OpenUIKitX11

/// The layer the live host shows for a window: the window's own by default, or the one the host app gives
/// (`screenLayer`), asked every frame — how a host app draws chrome that iOS draws outside the app's window.
@MainActor
@Suite(.serialized, .freshApplication) struct LiveScreenLayerTests {
    @Test(.enabled(if: VirtualDisplay.path(of: "Xvfb") != nil, "Xvfb is not installed (apt-get install -y xvfb)"))
    func theHostShowsTheLayerTheAppGivesForItsWindow() throws {
        let display = try VirtualDisplay()
        defer { display.stop() }
        let host = try LiveHost(
            device: .iPhoneSE, scale: 1, title: "OpenUIKit — screen layer", displayName: display.name)
        let root = UIViewController()
        root.view.backgroundColor = .white
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let scene = CALayer()
        scene.frame = window.bounds
        scene.addSublayer(window.layer)
        let mark = CALayer()
        mark.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        mark.backgroundColor = UIColor.red.cgColor
        scene.addSublayer(mark)
        var askedFor: [UIWindow] = []
        host.screenLayer = {
            askedFor.append($0)
            return scene
        }
        UIView.animate(withDuration: 0.1, animations: { root.view.alpha = 0.5 }) { _ in host.stop() }
        let times = host.run(window)
        #expect(times.durations.count >= 2)
        #expect(!askedFor.isEmpty)
        #expect(askedFor.allSatisfy { $0 === window })
        // The mark, above the window, in the top-left corner; the window's half-faded white beside it, over the
        // host's black: 255 × 0.5 = 127.5.
        let frame = try #require(host.renderer.canvas.makeImage())
        let corner = frame.pixel(x: 5, y: 5)
        #expect([corner.r, corner.g, corner.b] == [255, 0, 0])
        let beside = frame.pixel(x: 40, y: 5)
        #expect((127...128).contains(beside.r) && beside.r == beside.g && beside.g == beside.b)
    }
}
