import Foundation
@testable import OpenUIKit

/// A shown navigation controller titled "Nav" with root "A", its log and delegate.
@MainActor
struct NavigationSetup {
    let window: UIWindow
    let nav: UINavigationController
    let root: LoggingController
    let log: LoggingController.Log
    let delegate: LoggingNavigationDelegate

    init() {
        log = LoggingController.Log()
        root = LoggingController("A", log: log)
        nav = UINavigationController(rootViewController: root)
        nav.title = "Nav"
        delegate = LoggingNavigationDelegate(log: log)
        nav.delegate = delegate
        window = ControllerFixtures.window(root: nav)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        log.lines.removeAll()
    }

    /// A fresh app showing a navigation controller with `root` at the bottom of its stack, in a visible
    /// window (returned, so the test keeps it).
    static func showing(_ root: UIViewController) -> (UINavigationController, UIWindow) {
        let nav = UINavigationController(rootViewController: root)
        let window = ControllerFixtures.window(root: nav)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        return (nav, window)
    }

    /// A new logging controller sharing the log.
    func controller(_ title: String) -> LoggingController {
        LoggingController(title, log: log)
    }

    /// The log without the layout pair (which UIKit may call more than once).
    var lines: [String] {
        log.lines.filter { !$0.hasSuffix("LayoutSubviews") }
    }

    /// The x of `view`'s layer on screen (its presentation frame's origin).
    static func shownX(_ view: UIView) -> CGFloat {
        (view.layer.presentation() ?? view.layer).frame.minX
    }
}
