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
    /// The scene's layer: the window's.
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
            layer = window.layer
        }
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
