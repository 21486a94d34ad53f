import Foundation
import OpenUIKit

/// Where a UIKit demo plays: a window of the demo's size showing the root controller — its own, or, in the
/// live app, the window the live screen hosting the demo holds inside its view — and the trace of the root's
/// subtree, begun before the root loads so it holds the controllers' whole lives. A window of its own in both
/// cases, so the demo's presentations cover the demo's window (UIKit presents full screen over the root of the
/// presenter's window), and its scripted taps and drags land where its recording puts them.
@MainActor
struct DemoStage {
    /// The window the demo plays in.
    let window: UIWindow?
    /// The scene's layer: the window's, or, on a device screen with a status bar, a layer holding the window's
    /// and the status bar above it (`StatusBar`: the system's, beside the app's window rather than in it).
    let layer: CALayer
    let trace: DemoTrace

    /// The window that hosts the demos made inside `hosting(in:_:)`.
    private static var host: UIWindow?
    /// The traces of the stages made inside `collectingTraces(_:)`; nil outside it.
    private static var collected: [DemoTrace]?

    /// Starts tracing `root` and shows it: as the root of a window of `size`, made key and visible (the
    /// root loads and gets `viewWillAppear` now, `viewDidAppear` after the next commit), or, while a host is
    /// building a demo, as the root of the host's window, made `size` large (the window brings it on screen
    /// as it replaces the root shown before, or when the host shows the window).
    init(showing root: UIViewController, size: CGSize) {
        trace = DemoTrace(recording: root)
        Self.collected?.append(trace)
        if let host = Self.host {
            host.frame = CGRect(origin: host.frame.origin, size: size)
            host.rootViewController = root
            window = host
            layer = host.layer
        } else {
            let window = UIWindow(frame: CGRect(origin: .zero, size: size))
            window.rootViewController = root
            window.makeKeyAndVisible()
            self.window = window
            layer = Self.scene(of: window)
        }
    }

    /// The layer a recording of `window` renders: the window's own on a screen without a top inset; else a
    /// layer of the window's size holding the window's layer and, above it, a status bar as tall as the inset
    /// in the style the window's controllers decided (`statusBarAppearance`), unless they hid it.
    static func scene(of window: UIWindow) -> CALayer {
        let top = window.safeAreaInsets.top
        guard top > 0 else { return window.layer }
        let scene = CALayer()
        scene.frame = window.bounds
        scene.addSublayer(window.layer)
        let appearance = window.statusBarAppearance
        if !appearance.isHidden {
            scene.addSublayer(StatusBar.layer(width: window.bounds.width, height: top, style: appearance.style))
        }
        return scene
    }

    /// Runs `build` (a demo's `makeScene()`) with its stage in `window` (a live screen's) instead of a new
    /// window.
    static func hosting<Result>(in window: UIWindow, _ build: () -> Result) -> Result {
        host = window
        defer { host = nil }
        return build()
    }

    /// Runs `build` (a demo's `makeScene()`) and returns its result with the traces of the stages it made,
    /// so the renderer can read their times without the demo exposing its stage.
    static func collectingTraces<Result>(_ build: () -> Result) -> (Result, [DemoTrace]) {
        collected = []
        defer { collected = nil }
        let result = build()
        return (result, collected ?? [])
    }
}
