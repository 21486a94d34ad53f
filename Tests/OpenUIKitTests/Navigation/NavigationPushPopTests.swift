import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Push and pop with the built-in animation: UIKit's callback orders (the disappearing controller's
/// viewWillDisappear first, the navigation delegate's willShow after both will-callbacks), stack, containment.
@MainActor
@Suite(.freshApplication) struct NavigationPushPopTests {
    @Test func animatedPushCallsBackInUIKitsOrder() {
        let s = NavigationSetup()
        let b = s.controller("B")
        s.nav.pushViewController(b, animated: true)
        #expect(
            s.lines == [
                "B willMove(toParent: Nav)", "B loadView", "B viewDidLoad",
                "delegate animationControllerFor push A → B",
                "A viewWillDisappear(true)", "B viewWillAppear(true)", "delegate willShow B (true)",
            ])
        #expect(s.nav.viewControllers == [s.root, b])
        #expect(s.nav.topViewController === b)
        #expect(s.nav.visibleViewController === b)
        s.log.lines.removeAll()
        UIApplication.shared.runUntilIdle()
        #expect(
            s.lines == [
                "A viewDidDisappear(true)", "B viewDidAppear(true)", "B didMove(toParent: Nav)",
                "delegate didShow B (true)",
            ])
        #expect(s.nav.contentView.subviews == [b.view])
        #expect(b.view.frame == s.nav.contentView.bounds)
        #expect(s.root.viewIfLoaded?.superview == nil)
        #expect(b.navigationController === s.nav)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func animatedPopCallsBackInUIKitsOrderAndReleasesThePoppedController() {
        let s = NavigationSetup()
        weak var weakB: LoggingController?
        do {
            let b = s.controller("B")
            weakB = b
            s.nav.pushViewController(b, animated: true)
            UIApplication.shared.runUntilIdle()
            s.log.lines.removeAll()
            #expect(s.nav.popViewController(animated: true) === b)
        }
        #expect(
            s.lines == [
                "B willMove(toParent: nil)", "delegate animationControllerFor pop B → A",
                "B viewWillDisappear(true)", "A viewWillAppear(true)", "delegate willShow A (true)",
            ])
        #expect(s.nav.viewControllers == [s.root])
        s.log.lines.removeAll()
        UIApplication.shared.runUntilIdle()
        #expect(
            s.lines == [
                "B viewDidDisappear(true)", "A viewDidAppear(true)", "B didMove(toParent: nil)",
                "delegate didShow A (true)",
            ])
        #expect(s.nav.contentView.subviews == [s.root.view])
        #expect(s.root.view.frame == s.nav.contentView.bounds)
        #expect(s.nav.children == [s.root])
        #expect(LeftoverStateChecker.check(s.window) == [])
        #expect(weakB == nil)
    }

    @Test func nonAnimatedPushAndPopCompleteInsideTheCall() {
        let s = NavigationSetup()
        let b = s.controller("B")
        s.nav.pushViewController(b, animated: false)
        #expect(
            s.lines == [
                "B willMove(toParent: Nav)", "B loadView", "B viewDidLoad",
                "A viewWillDisappear(false)", "B viewWillAppear(false)", "delegate willShow B (false)",
                "A viewDidDisappear(false)", "B viewDidAppear(false)", "B didMove(toParent: Nav)",
                "delegate didShow B (false)",
            ])
        #expect(s.nav.transitionCoordinator == nil)
        s.log.lines.removeAll()
        s.nav.popViewController(animated: false)
        #expect(
            s.lines == [
                "B willMove(toParent: nil)", "B viewWillDisappear(false)", "A viewWillAppear(false)",
                "delegate willShow A (false)",
                "B viewDidDisappear(false)", "A viewDidAppear(false)", "B didMove(toParent: nil)",
                "delegate didShow A (false)",
            ])
        UIApplication.shared.runUntilIdle()
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func popToViewControllerAndPopToRootReturnThePoppedControllers() {
        let s = NavigationSetup()
        let (b, c, d) = (s.controller("B"), s.controller("C"), s.controller("D"))
        s.nav.setViewControllers([s.root, b, c, d], animated: false)
        #expect(s.nav.topViewController === d)
        #expect(s.nav.popToViewController(d, animated: true) == [])
        let popped = s.nav.popToViewController(b, animated: true)
        #expect(popped == [c, d])
        #expect(s.nav.viewControllers == [s.root, b])
        UIApplication.shared.runUntilIdle()
        #expect(s.nav.children == [s.root, b])
        #expect(c.parent == nil && d.parent == nil)
        #expect(s.nav.popToRootViewController(animated: false) == [b])
        #expect(s.nav.popToRootViewController(animated: false) == [])
        #expect(s.nav.contentView.subviews == [s.root.view])
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func setViewControllersPushesANewTopAndPopsToAKnownOne() {
        let s = NavigationSetup()
        let (b, c) = (s.controller("B"), s.controller("C"))
        s.nav.setViewControllers([s.root, b, c], animated: true)
        #expect(s.lines.contains("delegate animationControllerFor push A → C"))
        UIApplication.shared.runUntilIdle()
        #expect(s.nav.children == [s.root, b, c])
        #expect(b.isViewLoaded == false)
        s.log.lines.removeAll()
        s.nav.setViewControllers([b], animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(s.lines.contains("delegate animationControllerFor pop C → B"))
        #expect(s.nav.children == [b])
        #expect(s.root.parent == nil)
        #expect(s.nav.contentView.subviews == [b.view])
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func theNavigationControllerPropertyReachesDescendants() {
        let s = NavigationSetup()
        let b = s.controller("B")
        let grandchild = UIViewController()
        ControllerFixtures.embed(grandchild, in: b)
        s.nav.pushViewController(b, animated: false)
        #expect(grandchild.navigationController === s.nav)
        #expect(s.nav.navigationController == nil)
        #expect(UIViewController().navigationController == nil)
    }

    @Test func aNavigationControllerOffScreenSwapsViewsWithoutAppearance() {
        let log = LoggingController.Log()
        let root = LoggingController("A", log: log)
        let nav = UINavigationController(rootViewController: root)
        _ = nav.view
        let b = LoggingController("B", log: log)
        nav.pushViewController(b, animated: true)
        #expect(log.lines.filter { $0.contains("Appear") || $0.contains("Disappear") } == [])
        #expect(nav.contentView.subviews == [b.view])
        #expect(b.parent === nav)
    }
}
