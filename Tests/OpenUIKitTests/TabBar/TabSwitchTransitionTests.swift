import Foundation
import Testing
@testable import OpenUIKit

/// Switches with the delegate's animator (seed 000's slide from the right), interactive switches driven by
/// a pan across the content, finished and cancelled, and what the engine refuses.
@MainActor
@Suite struct TabSwitchTransitionTests {
    private func slidingSetup() -> TabSetup {
        let s = TabSetup()
        s.delegate.animator = { from, to in TabBarTransition(fromVC: from, toVC: to) }
        s.b.loadViewIfNeeded()
        s.log.lines.removeAll()
        return s
    }

    @Test func seed000sPagesSlideInFromTheRight() throws {
        let s = slidingSetup()
        let trace = LifecycleTrace(recording: s.tabs)
        s.tabs.selectedIndex = 1
        let coordinator = try #require(s.b.transitionCoordinator)
        #expect(coordinator.isAnimated && coordinator.presentationStyle == .none)
        #expect(s.tabs.selectedIndex == 1)
        UIApplication.shared.advance(by: 0.125)
        let width = Double(s.tabs.transitionView.bounds.width)
        let covered = ModalTransitionStyleTests.easeInOut(0.25)
        #expect(abs(Double(PresentationSetup.shownFrame(s.b.view).minX) - width * (1 - covered)) < 1e-3)
        #expect(abs(Double(PresentationSetup.shownFrame(s.a.view).minX) + width * covered) < 1e-3)
        UIApplication.shared.runUntilIdle()
        #expect(
            s.lines == [
                "delegate animationControllerForTransitionFrom A to B", "delegate interactionControllerFor",
                "B viewWillAppear(true)", "A viewWillDisappear(true)", "A viewDidDisappear(true)",
                "B viewDidAppear(true)",
            ])
        #expect(
            trace.lines.filter { $0.hasPrefix("Tabs") } == [
                "Tabs delegate animationControllerForTransitionFrom A to B", "Tabs delegate interactionControllerFor",
                "Tabs select A → B began", "Tabs context.completeTransition(true)", "Tabs select A → B completed",
            ])
        #expect(s.a.view.superview == nil && s.b.view.frame == s.tabs.transitionView.bounds)
        #expect(s.b.transitionCoordinator == nil)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    /// A pan across the content drives the switch to the next tab: a percent-driven interaction of the
    /// delegate's animator, finished past half-way, else cancelled.
    @MainActor
    private final class SwipeSwitcher {
        let interaction = UIPercentDrivenInteractiveTransition()

        func attach(to tabs: UITabBarController, delegate: LoggingTabDelegate) {
            tabs.view.addGestureRecognizer(
                UIPanGestureRecognizer { [unowned self, unowned tabs] pan in
                    let width = tabs.view.bounds.width
                    let progress = min(max(-pan.translation(in: tabs.view).x / width, 0), 1)
                    switch pan.state {
                    case .began:
                        delegate.interaction = self.interaction
                        tabs.selectedIndex += 1
                        delegate.interaction = nil
                    case .changed:
                        self.interaction.update(progress)
                    case .ended:
                        if progress > 0.5 { self.interaction.finish() } else { self.interaction.cancel() }
                    default:
                        self.interaction.cancel()
                    }
                })
        }
    }

    @Test func aSwipeAcrossTheContentSwitchesInteractively() {
        let s = slidingSetup()
        let switcher = SwipeSwitcher()
        switcher.attach(to: s.tabs, delegate: s.delegate)
        UIApplication.shared.drag(from: CGPoint(x: 350, y: 300), to: CGPoint(x: 60, y: 300), duration: 0.5)
        UIApplication.shared.runUntilIdle()
        #expect(
            s.lines == [
                "delegate animationControllerForTransitionFrom A to B", "delegate interactionControllerFor",
                "B viewWillAppear(true)", "A viewWillDisappear(true)", "A viewDidDisappear(true)",
                "B viewDidAppear(true)",
            ])
        #expect(s.tabs.selectedIndex == 1)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func aShortSwipeIsCancelledAndTheSelectionReturns() {
        let s = slidingSetup()
        let switcher = SwipeSwitcher()
        switcher.attach(to: s.tabs, delegate: s.delegate)
        UIApplication.shared.drag(from: CGPoint(x: 350, y: 300), to: CGPoint(x: 260, y: 300), duration: 0.5)
        #expect(s.tabs.selectedIndex == 1)
        UIApplication.shared.runUntilIdle()
        #expect(
            s.lines == [
                "delegate animationControllerForTransitionFrom A to B", "delegate interactionControllerFor",
                "B viewWillAppear(true)", "A viewWillDisappear(true)",
                "B viewWillDisappear(true)", "B viewDidDisappear(true)", "A viewWillAppear(true)",
                "A viewDidAppear(true)",
            ])
        #expect(s.tabs.selectedIndex == 0)
        #expect(s.tabs.tabBar.selectedItem === s.a.tabBarItem)
        #expect(s.a.view.frame == s.tabs.transitionView.bounds && s.b.view.superview == nil)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func badSelectionsAreReportedAndChangeNothing() {
        let s = slidingSetup()
        var reports = Diagnostics.capture { s.tabs.selectedIndex = 3 }
        #expect(reports.map(\.code) == [.invalidArgument])
        #expect(s.tabs.selectedIndex == 0)
        reports = Diagnostics.capture { s.tabs.selectedViewController = UIViewController() }
        #expect(reports.count == 1)
        reports = Diagnostics.capture { s.tabs.viewControllers = [s.a, s.a] }
        #expect(reports.map(\.severity) == [.exception])
        #expect(s.tabs.viewControllers == [s.a, s.b, s.c])
        let nav = UINavigationController(rootViewController: UIViewController())
        let pushed = UIViewController()
        nav.pushViewController(pushed, animated: false)
        reports = Diagnostics.capture { s.tabs.viewControllers = [s.a, pushed] }
        #expect(reports.map(\.code) == [.invalidContainment])
        #expect(pushed.parent === nav && s.tabs.viewControllers?.count == 3)
        s.tabs.selectedIndex = 1
        reports = Diagnostics.capture {
            s.tabs.selectedIndex = 2
            s.tabs.viewControllers = [s.a]
        }
        #expect(reports.count == 2)
        UIApplication.shared.runUntilIdle()
        #expect(s.tabs.selectedIndex == 1)
        #expect(s.tabs.viewControllers?.count == 3)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func anAnimatorThatNeverCompletesIsReportedAndTheSwitchCompleted() {
        final class Stuck: UIViewControllerAnimatedTransitioning {
            func transitionDuration(
                using transitionContext: (any UIViewControllerContextTransitioning)?
            ) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
        }
        let s = TabSetup()
        s.delegate.animator = { _, _ in Stuck() }
        s.tabs.selectedIndex = 2
        let reports = Diagnostics.capture { UIApplication.shared.runUntilIdle() }
        #expect(reports.map(\.code) == [.invalidTransition])
        #expect(s.tabs.selectedIndex == 2)
        #expect(s.c.view.superview === s.tabs.transitionView)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func aTabBarControllerPresentedModallyWithANavigationControllerInATab() throws {
        UIApplication.shared.reset()
        let log = LoggingController.Log()
        let home = LoggingController("Home", log: log)
        let window = ControllerFixtures.window(root: home)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        let list = LoggingController("List", log: log)
        let nav = UINavigationController(rootViewController: list)
        nav.title = "Nav"
        let other = LoggingController("Other", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, other]
        tabs.modalPresentationStyle = .fullScreen
        log.lines.removeAll()
        home.present(tabs, animated: true)
        #expect(list.transitionCoordinator?.presentationStyle == .fullScreen)
        UIApplication.shared.runUntilIdle()
        #expect(
            log.lines.filter { !$0.hasSuffix("LayoutSubviews") } == [
                "List loadView", "List viewDidLoad", "Home viewWillDisappear(true)", "List viewWillAppear(true)",
                "List viewDidAppear(true)", "Home viewDidDisappear(true)",
            ])
        let detail = LoggingController("Detail", log: log)
        nav.pushViewController(detail, animated: true)
        #expect(detail.transitionCoordinator?.presentationStyle == UIModalPresentationStyle.none)
        UIApplication.shared.runUntilIdle()
        #expect(detail.presentingViewController === home)
        log.lines.removeAll()
        detail.dismiss(animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(
            log.lines.filter { !$0.hasSuffix("LayoutSubviews") } == [
                "Detail viewWillDisappear(true)", "Home viewWillAppear(true)", "Home viewDidAppear(true)",
                "Detail viewDidDisappear(true)",
            ])
        #expect(home.presentedViewController == nil)
        #expect(LeftoverStateChecker.check(window) == [])
    }
}
