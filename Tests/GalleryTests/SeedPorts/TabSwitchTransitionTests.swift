import Foundation
import OpenUIKit
import Testing

@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The gallery's ported tab switches, driven by hand rather than by the demos' scripts: `TabBarTransition`
/// from the delegate (pages slide in from the right, or from the left going back), pan-driven switches, finished past half-way and cancelled below, and what the tab
/// bar controller refuses.
@MainActor
@Suite(.freshApplication) struct TabSwitchTransitionTests {
    /// A demo's scene shown, its tab bar controller on One with Two's view loaded.
    private func shown<Demo: GalleryDemo>(
        _ demo: Demo, tabs: (Demo) -> UITabBarController?
    ) throws -> UITabBarController {
        _ = demo.makeScene()
        UIApplication.shared.advance(by: 0)
        let tabs = try #require(tabs(demo))
        tabs.viewControllers?[1].loadViewIfNeeded()
        return tabs
    }

    /// The trace's lines without the animations and layout passes.
    private func callbacks(_ trace: LifecycleTrace) -> [String] {
        trace.lines.filter { !$0.contains(" animation ") && !$0.hasSuffix("LayoutSubviews") }
    }

    private func shownFrame(_ view: UIView?) -> CGRect {
        guard let view else { return .null }
        return (view.layer.presentation() ?? view.layer).frame
    }

    @Test func tabBarTransitionSlidesPagesInFromTheRightAndBackFromTheLeft() throws {
        let demo = TabSlideDemo()
        let tabs = try shown(demo) { $0.tabs }
        let (one, two) = (tabs.viewControllers?[0], tabs.viewControllers?[1])
        let trace = LifecycleTrace(recording: tabs)
        tabs.selectedIndex = 1
        let coordinator = try #require(two?.transitionCoordinator)
        #expect(coordinator.isAnimated && coordinator.presentationStyle == .none)
        #expect(tabs.selectedIndex == 1)
        UIApplication.shared.advance(by: 0.125)
        let width = Double(try #require(two?.view.superview).bounds.width)
        let covered = ReferenceCurve.easeInOut(0.25)
        #expect(abs(Double(shownFrame(two?.view).minX) - width * (1 - covered)) < 1e-3)
        #expect(abs(Double(shownFrame(one?.view).minX) + width * covered) < 1e-3)
        UIApplication.shared.runUntilIdle()
        #expect(
            callbacks(trace) == [
                "Tabs delegate animationControllerForTransitionFrom One to Two",
                "Tabs delegate interactionControllerFor",
                "Tabs select One → Two began", "Two viewWillAppear(true)", "One viewWillDisappear(true)",
                "Tabs context.completeTransition(true)", "Tabs select One → Two completed",
                "One viewDidDisappear(true)", "Two viewDidAppear(true)",
            ])
        #expect(one?.view.superview == nil && two?.view.frame == two?.view.superview?.bounds)
        #expect(two?.transitionCoordinator == nil)
        // Back to One: it comes in from the left and Two leaves to the right.
        tabs.selectedIndex = 0
        UIApplication.shared.advance(by: 0.125)
        #expect(abs(Double(shownFrame(one?.view).minX) + width * (1 - covered)) < 1e-3)
        #expect(abs(Double(shownFrame(two?.view).minX) - width * covered) < 1e-3)
        UIApplication.shared.runUntilIdle()
        #expect(tabs.selectedIndex == 0 && two?.view.superview == nil)
        #expect(LeftoverStateChecker.check(try #require(demo.window)) == [])
    }

    @Test func aLongSwipeLeftAcrossTheContentSwitchesInteractively() throws {
        let demo = TabInteractiveDemo()
        let tabs = try shown(demo) { $0.tabs }
        let trace = LifecycleTrace(recording: tabs)
        UIApplication.shared.drag(from: CGPoint(x: 220, y: 130), to: CGPoint(x: 40, y: 130), duration: 0.5)
        UIApplication.shared.runUntilIdle()
        #expect(
            callbacks(trace).filter { !$0.contains("updateInteractiveTransition") } == [
                "Tabs delegate animationControllerForTransitionFrom One to Two",
                "Tabs delegate interactionControllerFor",
                "Tabs select One → Two began", "Two viewWillAppear(true)", "One viewWillDisappear(true)",
                "Tabs interaction startInteractiveTransition", "Tabs context.finishInteractiveTransition()",
                "Tabs context.completeTransition(true)", "Tabs select One → Two completed",
                "One viewDidDisappear(true)", "Two viewDidAppear(true)",
            ])
        #expect(tabs.selectedIndex == 1)
        #expect(LeftoverStateChecker.check(try #require(demo.window)) == [])
    }

    @Test func aShortSwipeIsCancelledAndTheSelectionReturns() throws {
        let demo = TabInteractiveDemo()
        let tabs = try shown(demo) { $0.tabs }
        let (one, two) = (tabs.viewControllers?[0], tabs.viewControllers?[1])
        let trace = LifecycleTrace(recording: tabs)
        // The pan begins at the first move 10 points or more from the touch-down — the fourth, 12 points, at 3
        // points per 1/60 s frame — and measures from there: 90 − 12 = 78 points of 240, below half-way.
        UIApplication.shared.drag(from: CGPoint(x: 200, y: 130), to: CGPoint(x: 110, y: 130), duration: 0.5)
        #expect(tabs.selectedIndex == 1)
        let updates = callbacks(trace).filter { $0.contains("updateInteractiveTransition") }
        #expect(updates.last == "Tabs context.updateInteractiveTransition(0.325)")
        UIApplication.shared.runUntilIdle()
        #expect(
            callbacks(trace).filter { !$0.contains("updateInteractiveTransition") } == [
                "Tabs delegate animationControllerForTransitionFrom One to Two",
                "Tabs delegate interactionControllerFor",
                "Tabs select One → Two began", "Two viewWillAppear(true)", "One viewWillDisappear(true)",
                "Tabs interaction startInteractiveTransition", "Tabs context.cancelInteractiveTransition()",
                "Tabs context.completeTransition(false)", "Tabs select One → Two cancelled",
                "Two viewWillDisappear(true)", "Two viewDidDisappear(true)", "One viewWillAppear(true)",
                "One viewDidAppear(true)",
            ])
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.tabBar.selectedItem === one?.tabBarItem)
        #expect(one?.view.frame == one?.view.superview?.bounds && two?.view.superview == nil)
        #expect(LeftoverStateChecker.check(try #require(demo.window)) == [])
    }

    @Test func aSwipeTowardsNoTabStartsNothing() throws {
        let demo = TabInteractiveDemo()
        let tabs = try shown(demo) { $0.tabs }
        let trace = LifecycleTrace(recording: tabs)
        UIApplication.shared.drag(from: CGPoint(x: 40, y: 130), to: CGPoint(x: 220, y: 130), duration: 0.5)
        UIApplication.shared.runUntilIdle()
        #expect(callbacks(trace) == [])
        #expect(tabs.selectedIndex == 0)
    }

    @Test func badSelectionsAreReportedAndChangeNothing() throws {
        let demo = TabSlideDemo()
        let tabs = try shown(demo) { $0.tabs }
        let pages = try #require(tabs.viewControllers)
        var reports = Diagnostics.capture { tabs.selectedIndex = 3 }
        #expect(reports.map(\.code) == [.invalidArgument])
        #expect(tabs.selectedIndex == 0)
        reports = Diagnostics.capture { tabs.selectedViewController = UIViewController() }
        #expect(reports.count == 1)
        reports = Diagnostics.capture { tabs.viewControllers = [pages[0], pages[0]] }
        #expect(reports.map(\.severity) == [.exception])
        #expect(tabs.viewControllers == pages)
        let nav = UINavigationController(rootViewController: UIViewController())
        let pushed = UIViewController()
        nav.pushViewController(pushed, animated: false)
        reports = Diagnostics.capture { tabs.viewControllers = [pages[0], pushed] }
        #expect(reports.map(\.code) == [.invalidContainment])
        #expect(pushed.parent === nav && tabs.viewControllers?.count == 3)
        tabs.selectedIndex = 1
        reports = Diagnostics.capture {
            tabs.selectedIndex = 2
            tabs.viewControllers = [pages[0]]
        }
        #expect(reports.count == 2)
        UIApplication.shared.runUntilIdle()
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.viewControllers?.count == 3)
        #expect(LeftoverStateChecker.check(try #require(demo.window)) == [])
    }
}
