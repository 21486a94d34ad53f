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
        UIApplication.shared.reset()
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

/// A tab bar delegate that logs what it is asked and answers with `animator`/`interaction` when set.
@MainActor
final class LoggingTabDelegate: UITabBarControllerDelegate {
    let log: LoggingController.Log
    var allows = true
    var animator: ((UIViewController, UIViewController) -> (any UIViewControllerAnimatedTransitioning)?)?
    var interaction: (any UIViewControllerInteractiveTransitioning)?

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
        return interaction
    }
}

/// Seed 000 §2's `TabBarTransition`: every page slides in from the right while the old one leaves to the
/// left, over 0.5 s with UIKit's easeInOut.
@MainActor
final class TabBarTransition: UIViewControllerAnimatedTransitioning {
    let fromVC: UIViewController
    let toVC: UIViewController

    init(fromVC: UIViewController, toVC: UIViewController) {
        self.fromVC = fromVC
        self.toVC = toVC
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let width = containerView.bounds.width
        let finalFrame = transitionContext.finalFrame(for: toVC)
        toView.frame = finalFrame.offsetBy(dx: width, dy: 0)
        containerView.addSubview(toView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView.frame = finalFrame
                fromView.frame = finalFrame.offsetBy(dx: -width, dy: 0)
            },
            completion: { _ in
                fromView.frame = finalFrame
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
