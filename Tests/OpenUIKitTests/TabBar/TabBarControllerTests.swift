import Foundation
import Testing
@testable import OpenUIKit

/// Lazy tabs, selection in code and by tap, the delegate's calls, and the order of a switch.
@MainActor
@Suite struct TabBarControllerTests {
    @Test func onlyTheSelectedTabLoadsAndOthersLoadOnFirstShowing() {
        UIApplication.shared.reset()
        let log = LoggingController.Log()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        #expect(a.parent === tabs && b.parent === tabs)
        #expect(a.tabBarController === tabs)
        let window = ControllerFixtures.window(root: tabs)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        #expect(a.isViewLoaded && !b.isViewLoaded)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
        log.lines.removeAll()
        tabs.selectedIndex = 1
        // The arriving controller's will-callback first, unlike a push; unanimated by default.
        #expect(
            log.lines.filter { !$0.hasSuffix("LayoutSubviews") } == [
                "B loadView", "B viewDidLoad", "B viewWillAppear(false)", "A viewWillDisappear(false)",
                "A viewDidDisappear(false)", "B viewDidAppear(false)",
            ])
        log.lines.removeAll()
        tabs.selectedIndex = 0
        tabs.selectedIndex = 1
        #expect(
            log.lines.filter { !$0.hasSuffix("LayoutSubviews") } == [
                "A viewWillAppear(false)", "B viewWillDisappear(false)", "B viewDidDisappear(false)",
                "A viewDidAppear(false)",
                "B viewWillAppear(false)", "A viewWillDisappear(false)", "A viewDidDisappear(false)",
                "B viewDidAppear(false)",
            ])
        #expect(a.isViewLoaded && a.view.superview == nil)
        #expect(b.view.superview === tabs.transitionView)
        #expect(LeftoverStateChecker.check(window) == [])
    }

    @Test func aTapAsksTheDelegateThenSelectsThenTellsIt() {
        let s = TabSetup()
        UIApplication.shared.tap(at: s.itemCenter(2))
        UIApplication.shared.advance(by: 0.1)
        #expect(
            s.lines == [
                "delegate shouldSelect C", "C loadView", "C viewDidLoad",
                "delegate animationControllerForTransitionFrom A to C",
                "C viewWillAppear(false)", "A viewWillDisappear(false)", "A viewDidDisappear(false)",
                "C viewDidAppear(false)", "delegate didSelect C",
            ])
        #expect(s.tabs.selectedIndex == 2)
        #expect(s.tabs.tabBar.selectedItem === s.c.tabBarItem)
        s.log.lines.removeAll()
        s.tabs.selectedIndex = 0
        #expect(!s.lines.contains { $0.hasPrefix("delegate didSelect") || $0.hasPrefix("delegate shouldSelect") })
        s.log.lines.removeAll()
        s.delegate.allows = false
        UIApplication.shared.tap(at: s.itemCenter(1))
        UIApplication.shared.advance(by: 0.1)
        #expect(s.lines == ["delegate shouldSelect B"])
        #expect(s.tabs.selectedIndex == 0)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func tappingTheSelectedNavigationTabPopsItToItsRoot() {
        UIApplication.shared.reset()
        let root = UIViewController(), pushed = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, UIViewController()]
        let window = ControllerFixtures.window(root: tabs)
        window.makeKeyAndVisible()
        nav.pushViewController(pushed, animated: false)
        UIApplication.shared.advance(by: 0)
        #expect(pushed.navigationController === nav && pushed.tabBarController === tabs)
        let item = tabs.tabBar.itemViews[0]
        UIApplication.shared.tap(at: item.convert(CGPoint(x: item.bounds.midX, y: item.bounds.midY), to: nil))
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers == [root])
        #expect(tabs.selectedViewController === nav)
        #expect(LeftoverStateChecker.check(window) == [])
    }

    @Test func itemsShowTheTitlesAndBadges() throws {
        let s = TabSetup()
        s.b.tabBarItem.badgeValue = "3"
        s.c.tabBarItem = UITabBarItem(title: "Third", image: nil, tag: 7)
        let views = s.tabs.tabBar.itemViews
        #expect(views.map { $0.titleLabel.text } == ["A", "B", "Third"])
        #expect(views[1].badgeLabel.text == "3" && !views[1].badgeLabel.isHidden)
        #expect(views[0].badgeLabel.isHidden)
        #expect(views[0].titleLabel.textColor == s.tabs.tabBar.tintColor)
        #expect(views[1].titleLabel.textColor == .systemGray)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: s.window.bounds.size, format: format).image { _ in
            s.window.drawHierarchy(in: s.window.bounds, afterScreenUpdates: true)
        }
        let pixels = try #require(image.cgImage)
        let badge = views[1].badgeLabel.convert(CGPoint(x: 3, y: 9), to: nil)
        let p = pixels.pixel(x: Int(badge.x), y: Int(badge.y))
        // systemRed (255, 59, 48).
        #expect(p.r == 255 && abs(Int(p.g) - 59) <= 2 && abs(Int(p.b) - 48) <= 2)
        let bar = s.tabs.tabBar.convert(CGPoint(x: 2, y: 40), to: nil)
        let background = pixels.pixel(x: Int(bar.x), y: Int(bar.y))
        // The bar's white 0.97 (247.35 of 255).
        #expect(abs(Int(background.r) - 247) <= 1 && background.r == background.g && background.g == background.b)
        if let folder = ProcessInfo.processInfo.environment["OPENUIKIT_SNAPSHOTS"], let data = image.pngData() {
            try data.write(to: URL(fileURLWithPath: folder).appendingPathComponent("tab-bar.png"))
        }
    }

    @Test func setViewControllersKeepsTheSelectionAndReleasesTheChildrenItDrops() {
        let s = TabSetup()
        s.tabs.selectedIndex = 1
        weak var weakC: LoggingController?
        do {
            let d = s.controller("D")
            s.tabs.viewControllers = [s.b, d]
            #expect(s.tabs.selectedViewController === s.b && s.tabs.selectedIndex == 0)
            #expect(s.c.parent == nil)
            weakC = s.c
        }
        s.tabs.viewControllers = [s.a]
        #expect(s.tabs.selectedViewController === s.a)
        #expect(s.b.parent == nil && s.b.appearanceState == .disappeared)
        #expect(s.a.appearanceState == .appearing || s.a.appearanceState == .appeared)
        UIApplication.shared.advance(by: 0)
        #expect(LeftoverStateChecker.check(s.window) == [])
        _ = weakC
    }

    @Test func droppedChildrenAreReleased() {
        UIApplication.shared.reset()
        let tabs = UITabBarController()
        weak var weakFirst: UIViewController?
        do {
            let first = UIViewController()
            weakFirst = first
            tabs.viewControllers = [first, UIViewController()]
            tabs.loadViewIfNeeded()
            tabs.viewControllers = [UIViewController()]
        }
        #expect(weakFirst == nil)
        #expect(tabs.tabBar.items?.count == 1)
    }
}

extension TabSetup {
    /// A new logging controller sharing the log.
    func controller(_ title: String) -> LoggingController {
        LoggingController(title, log: log)
    }
}
