import Foundation
@testable import OpenUIKit

/// A shown window whose root is "A", a presented controller "B" sharing A's log, and a completion log.
@MainActor
struct PresentationSetup {
    let window: UIWindow
    let root: LoggingController
    let presented: LoggingController
    let log: LoggingController.Log

    init(style: UIModalPresentationStyle = .fullScreen, transitionStyle: UIModalTransitionStyle = .coverVertical) {
        log = LoggingController.Log()
        root = LoggingController("A", log: log)
        presented = LoggingController("B", log: log)
        presented.modalPresentationStyle = style
        presented.modalTransitionStyle = transitionStyle
        window = ControllerFixtures.window(root: root)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        log.lines.removeAll()
    }

    /// A new logging controller sharing the log.
    func controller(_ title: String) -> LoggingController {
        LoggingController(title, log: log)
    }

    /// Presents B animated, noting the completion in the log.
    func present(animated: Bool = true) {
        root.present(presented, animated: animated) { self.log.lines.append("present completion") }
    }

    /// Dismisses B animated, noting the completion in the log.
    func dismiss(animated: Bool = true) {
        presented.dismiss(animated: animated) { self.log.lines.append("dismiss completion") }
    }

    /// The log without the layout pair (which may repeat).
    var lines: [String] {
        log.lines.filter { !$0.hasSuffix("LayoutSubviews") }
    }

    /// The presented controller's container view (nil when not presented).
    var container: UIView? { presented.presentationController?.containerView }

    /// The frame `view` shows on screen now (its presentation layer's).
    static func shownFrame(_ view: UIView) -> CGRect {
        (view.layer.presentation() ?? view.layer).frame
    }
}
