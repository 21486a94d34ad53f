import Foundation
import OpenQuartzCore
import Testing
@testable import OpenUIKit

/// `hidesBottomBarWhenPushed`: the tab bar rides in the leaving view of the push that hides it and in the
/// arriving view of the pop that shows it, frame by frame, and comes back hidden when an interactive pop is
/// cancelled.
@MainActor
@Suite(.freshApplication) struct TabBarHidingTests {
    /// A tab bar controller whose first tab is a navigation controller with root "A".
    @MainActor
    struct Setup {
        let window: UIWindow
        let tabs = UITabBarController()
        let log = LoggingController.Log()
        let root: LoggingController
        let nav: UINavigationController

        init() {
            root = LoggingController("A", log: log)
            nav = UINavigationController(rootViewController: root)
            tabs.viewControllers = [nav, LoggingController("Other", log: log)]
            window = ControllerFixtures.window(root: tabs)
            window.makeKeyAndVisible()
            UIApplication.shared.advance(by: 0)
        }

        /// A controller that hides the bottom bar.
        func hiding(_ title: String) -> LoggingController {
            let controller = LoggingController(title, log: log)
            controller.hidesBottomBarWhenPushed = true
            return controller
        }
    }

    static let barFrame = CGRect(x: 0, y: 795, width: StandardScreen.width, height: 49)

    /// Where `view` is on screen: its presentation frame moved by its ancestors' (no transforms here).
    static func shownFrame(_ view: UIView) -> CGRect {
        var frame = (view.layer.presentation() ?? view.layer).frame
        var ancestor = view.superview
        while let current = ancestor, current.superview != nil {
            let origin = (current.layer.presentation() ?? current.layer).frame.origin
            frame = frame.offsetBy(dx: origin.x - current.bounds.minX, dy: origin.y - current.bounds.minY)
            ancestor = current.superview
        }
        return frame
    }

    @Test func theBarSlidesAwayWithTheLeavingViewAndComesBackWithThePop() {
        let s = Setup()
        let bar = s.tabs.tabBar
        #expect(s.root.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
        let detail = s.hiding("Detail")
        s.nav.pushViewController(detail, animated: true)
        // The arriving controller sees its final insets at once: no bar at the bottom.
        #expect(detail.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(bar.superview === s.root.view)
        var frames = 0
        while s.nav.transitionCoordinator != nil {
            UIApplication.shared.advance(by: 1.0 / 60)
            guard s.nav.transitionCoordinator != nil else { break }
            let leaving = Self.shownFrame(s.root.view)
            // Frame by frame the bar is where it was in the leaving view, which moves left towards −117.
            #expect(Self.shownFrame(bar) == Self.barFrame.offsetBy(dx: leaving.minX, dy: 0))
            #expect(leaving.minX <= 0 && leaving.minX >= -117)
            frames += 1
        }
        #expect(frames >= 18)
        #expect(bar.superview === s.tabs.view)
        #expect(bar.isHidden)
        #expect(bar.frame == Self.barFrame)
        #expect(detail.view.frame == StandardScreen.bounds)
        #expect(LeftoverStateChecker.check(s.window) == [])

        s.nav.popViewController(animated: true)
        #expect(s.root.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
        #expect(bar.superview === s.root.view && !bar.isHidden)
        while s.nav.transitionCoordinator != nil {
            UIApplication.shared.advance(by: 1.0 / 60)
            guard s.nav.transitionCoordinator != nil else { break }
            let arriving = Self.shownFrame(s.root.view)
            #expect(Self.shownFrame(bar) == Self.barFrame.offsetBy(dx: arriving.minX, dy: 0))
        }
        #expect(bar.superview === s.tabs.view)
        #expect(!bar.isHidden)
        #expect(bar.frame == Self.barFrame)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func aControllerPushedAboveOneThatHidesTheBarKeepsItHidden() {
        let s = Setup()
        s.nav.pushViewController(s.hiding("Detail"), animated: false)
        #expect(s.tabs.tabBar.isHidden)
        let more = LoggingController("More", log: s.log)
        s.nav.pushViewController(more, animated: false)
        #expect(s.tabs.tabBar.isHidden)
        #expect(more.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        s.nav.popToRootViewController(animated: false)
        #expect(!s.tabs.tabBar.isHidden)
        #expect(s.root.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
    }

    @Test func aCancelledInteractivePopPutsTheBarBackHidden() {
        let s = Setup()
        let bar = s.tabs.tabBar
        s.nav.pushViewController(s.hiding("Detail"), animated: false)
        UIApplication.shared.runUntilIdle()
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 5, y: 400))
        UIApplication.shared.advance(by: 1.0 / 60)
        for index in 1...20 {
            UIApplication.shared.touchMove(touch, to: CGPoint(x: 5 + CGFloat(index) * 4, y: 400))
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        // Scrubbed: the bar is in the arriving view, wherever the finger has put it.
        #expect(s.nav.transitionCoordinator?.isInteractive == true)
        #expect(bar.superview === s.root.view && !bar.isHidden)
        #expect(Self.shownFrame(bar) == Self.barFrame.offsetBy(dx: Self.shownFrame(s.root.view).minX, dy: 0))
        UIApplication.shared.advance(by: 0.5)
        UIApplication.shared.touchUp(touch)
        UIApplication.shared.runUntilIdle()
        #expect(s.nav.viewControllers.count == 2)
        #expect(bar.superview === s.tabs.view)
        #expect(bar.isHidden)
        #expect(s.nav.topViewController?.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func outsideATabBarControllerThePushIsReportedAndGoesAhead() {
        let s = NavigationSetup()
        let detail = s.controller("Detail")
        detail.hidesBottomBarWhenPushed = true
        let reports = Diagnostics.capture { s.nav.pushViewController(detail, animated: false) }
        #expect(reports.map(\.code) == [.invalidArgument])
        #expect(reports.first?.severity == .warning)
        #expect(reports.first?.message.contains("is not inside a tab bar controller") == true)
        #expect(s.nav.topViewController === detail)
        #expect(detail.view.frame == StandardScreen.bounds)
    }
}
