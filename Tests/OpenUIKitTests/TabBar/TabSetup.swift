import Foundation
@testable import OpenUIKit

/// A shown tab bar controller titled "Tabs" with tabs "A", "B" and "C" (logging controllers sharing one
/// log) and a logging delegate.
@MainActor
struct TabSetup {
    let window: UIWindow
    let tabs: UITabBarController
    let a: LoggingController
    let b: LoggingController
    let c: LoggingController
    let log: LoggingController.Log
    let delegate: LoggingTabDelegate

    init() {
        log = LoggingController.Log()
        a = LoggingController("A", log: log)
        b = LoggingController("B", log: log)
        c = LoggingController("C", log: log)
        tabs = UITabBarController()
        tabs.title = "Tabs"
        tabs.viewControllers = [a, b, c]
        delegate = LoggingTabDelegate(log: log)
        tabs.delegate = delegate
        window = ControllerFixtures.window(root: tabs)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        log.lines.removeAll()
    }

    /// The log without the layout pair and the containment lines.
    var lines: [String] {
        log.lines.filter { !$0.hasSuffix("LayoutSubviews") }
    }

    /// The centre of tab `index`'s item on the bar, in window coordinates.
    func itemCenter(_ index: Int) -> CGPoint {
        let view = tabs.tabBar.itemViews[index]
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }
}

/// A tab bar delegate that logs what it is asked and answers with `animator` when set (never with an
/// interaction controller: the interactive switches are the gallery's seed ports, tested there).
@MainActor
final class LoggingTabDelegate: UITabBarControllerDelegate {
    let log: LoggingController.Log
    var allows = true
    var animator: ((UIViewController, UIViewController) -> (any UIViewControllerAnimatedTransitioning)?)?

    init(log: LoggingController.Log) { self.log = log }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        log.lines.append("delegate shouldSelect \(viewController.title ?? "?")")
        return allows
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.lines.append("delegate didSelect \(viewController.title ?? "?")")
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log.lines.append("delegate animationControllerForTransitionFrom \(fromVC.title ?? "?") to \(toVC.title ?? "?")")
        return animator?(fromVC, toVC)
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        log.lines.append("delegate interactionControllerFor")
        return nil
    }
}
