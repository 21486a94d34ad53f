import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// What the tab switch engine does with animators that misbehave, and a tab bar controller presented
/// modally with a navigation controller in a tab. (The seed's sliding animator and its interactive
/// switches are tested with the gallery's port of them, in GalleryTests/SeedPorts.)
@MainActor
@Suite(.freshApplication) struct TabSwitchEngineTests {
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
