import Foundation
import OpenUIKit

/// Where a UIKit demo plays: a window of the demo's size showing the root controller, and the trace of the
/// root's subtree, begun before the root loads so it holds the controllers' whole lives.
@MainActor
struct DemoStage {
    let window: UIWindow
    let trace: DemoTrace

    /// Starts tracing `root`, makes it the root of a window of `size` and shows the window (the root loads
    /// and gets `viewWillAppear` now, `viewDidAppear` after the next commit).
    init(showing root: UIViewController, size: CGSize) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        trace = DemoTrace(recording: root)
        window.rootViewController = root
        window.makeKeyAndVisible()
    }
}
