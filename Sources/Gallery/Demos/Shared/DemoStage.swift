import Foundation
import OpenUIKit

/// Where a UIKit demo plays: a window of the demo's size showing the root controller — or, in the live app,
/// a view of the controller hosting the demo, with the root as that controller's child — and the trace of
/// the root's subtree, begun before the root loads so it holds the controllers' whole lives.
@MainActor
struct DemoStage {
    /// The demo's own window; nil when the live app hosts the demo.
    let window: UIWindow?
    /// The scene's layer: the window's, or the root view's when hosted.
    let layer: CALayer
    let trace: DemoTrace

    /// The controller and view that host the demos made inside `hosting(in:view:_:)`.
    private static var host: (controller: UIViewController, view: UIView)?
    /// The traces of the stages made inside `collectingTraces(_:)`; nil outside it.
    private static var collected: [DemoTrace]?

    /// Starts tracing `root` and shows it: as the root of a window of `size`, made key and visible (the
    /// root loads and gets `viewWillAppear` now, `viewDidAppear` after the next commit), or, while a host is
    /// building a demo, as a child of the host filling `size` of the host's view.
    init(showing root: UIViewController, size: CGSize) {
        trace = DemoTrace(recording: root)
        Self.collected?.append(trace)
        if let host = Self.host {
            window = nil
            host.controller.addChild(root)
            root.view.frame = CGRect(origin: .zero, size: size)
            host.view.addSubview(root.view)
            root.didMove(toParent: host.controller)
            layer = root.view.layer
        } else {
            let window = UIWindow(frame: CGRect(origin: .zero, size: size))
            window.rootViewController = root
            window.makeKeyAndVisible()
            self.window = window
            layer = window.layer
        }
    }

    /// Runs `build` (a demo's `makeScene()`) with its stages hosted by `controller` in `view` instead of
    /// windows of their own.
    static func hosting<Result>(in controller: UIViewController, view: UIView, _ build: () -> Result) -> Result {
        host = (controller, view)
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
