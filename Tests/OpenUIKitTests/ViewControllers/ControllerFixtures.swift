import Foundation
@testable import OpenUIKit

/// Shared set-up for controller tests.
@MainActor
enum ControllerFixtures {
    /// A hidden window filling the main screen with `root` as its root controller (shown by `makeKeyAndVisible()`).
    static func window(root: UIViewController) -> UIWindow {
        let window = UIWindow()
        window.rootViewController = root
        return window
    }

    /// The add sequence of the View Controller Programming Guide: `addChild`, the child's view into the parent's,
    /// `didMove`.
    static func embed(_ child: UIViewController, in parent: UIViewController) {
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    /// A parent, the child it shows and the child it will show, in a window.
    struct Swap {
        let window: UIWindow
        let parent: LoggingController
        let from: LoggingController
        let to: LoggingController
        let log: LoggingController.Log
    }

    /// A fresh app with a shown parent, `from` as its visible child and `to` added as a child, as the
    /// documented cycle prepares transition(from:to:) (from.willMove(toParent: nil), addChild(to)); the log
    /// is empty.
    static func swapReady() -> Swap {
        let log = LoggingController.Log()
        let parent = LoggingController("Parent", log: log)
        let from = LoggingController("From", log: log)
        let to = LoggingController("To", log: log)
        let window = window(root: parent)
        window.makeKeyAndVisible()
        embed(from, in: parent)
        UIApplication.shared.advance(by: 0)
        from.willMove(toParent: nil)
        parent.addChild(to)
        log.lines.removeAll()
        return Swap(window: window, parent: parent, from: from, to: to, log: log)
    }
}
