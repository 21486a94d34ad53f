import Foundation
import Testing
@testable import OpenUIKit

/// The navigation controller's toolbar: hidden by default, at the bottom when shown (above a tab bar),
/// showing the top controller's `toolbarItems` laid out with fixed and flexible spaces.
@MainActor
@Suite(.freshApplication) struct ToolbarTests {
    static func item(_ title: String, width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(title: title, style: .plain, target: nil, action: nil)
        item.width = width
        return item
    }

    @Test func theToolbarIsHiddenUntilAskedForAndThenInsetsTheBottom() {
        let s = NavigationSetup()
        #expect(s.nav.isToolbarHidden)
        #expect(s.nav.toolbar.isHidden)
        s.nav.setToolbarHidden(false, animated: false)
        #expect(!s.nav.toolbar.isHidden)
        // 844 − 44 = 800.
        #expect(s.nav.toolbar.frame == CGRect(x: 0, y: 800, width: StandardScreen.width, height: 44))
        #expect(s.root.view.frame == StandardScreen.bounds)
        #expect(s.root.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 44, right: 0))
        s.nav.toolbar.isTranslucent = false
        #expect(s.root.view.frame == CGRect(x: 0, y: 0, width: StandardScreen.width, height: 800))
        #expect(s.root.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        s.nav.isToolbarHidden = true
        #expect(s.nav.toolbar.isHidden)
        #expect(s.root.view.frame == StandardScreen.bounds)
    }

    @Test func flexibleSpacesShareTheRoomLeft() {
        let s = NavigationSetup()
        s.nav.setToolbarHidden(false, animated: false)
        s.root.toolbarItems = [
            .flexibleSpace(), Self.item("Edit", width: 60), .fixedSpace(20), Self.item("Done", width: 50),
            .flexibleSpace(),
        ]
        // Fixed: 60 + 20 + 50 = 130; room: 390 − 2 × 8 − 130 = 244, 122 per flexible space.
        #expect(
            s.nav.toolbar.buttons.map(\.frame) == [
                CGRect(x: 130, y: 0, width: 60, height: 44), CGRect(x: 210, y: 0, width: 50, height: 44),
            ])
        #expect(s.nav.toolbar.buttons.map(\.currentTitle) == ["Edit", "Done"])
        // Without flexible spaces: from the left edge, 8 pt between neighbouring buttons.
        s.root.setToolbarItems([Self.item("A", width: 40), Self.item("B", width: 40)], animated: false)
        #expect(
            s.nav.toolbar.buttons.map(\.frame) == [
                CGRect(x: 8, y: 0, width: 40, height: 44), CGRect(x: 56, y: 0, width: 40, height: 44),
            ])
    }

    @Test func theToolbarShowsTheTopControllersItems() {
        let s = NavigationSetup()
        s.nav.setToolbarHidden(false, animated: false)
        s.root.toolbarItems = [Self.item("Root", width: 50)]
        let b = s.controller("B")
        b.toolbarItems = [Self.item("B1", width: 50), Self.item("B2", width: 50)]
        s.nav.pushViewController(b, animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(s.nav.toolbar.items?.count == 2)
        #expect(s.nav.toolbar.buttons.map(\.currentTitle) == ["B1", "B2"])
        // Items set on a controller that is not on top do not show.
        s.root.toolbarItems = [Self.item("Root again", width: 80)]
        #expect(s.nav.toolbar.buttons.map(\.currentTitle) == ["B1", "B2"])
        s.nav.popViewController(animated: false)
        #expect(s.nav.toolbar.buttons.map(\.currentTitle) == ["Root again"])
    }

    @Test func hidingAnimatedSlidesTheToolbarDown() {
        let s = NavigationSetup()
        s.nav.setToolbarHidden(false, animated: false)
        s.nav.setToolbarHidden(true, animated: true)
        #expect(s.nav.toolbar.frame.minY == StandardScreen.height)
        #expect(!s.nav.toolbar.isHidden)
        UIApplication.shared.advance(by: TimeInterval(UINavigationController.hideShowBarDuration) / 2)
        let y = (s.nav.toolbar.layer.presentation() ?? s.nav.toolbar.layer).frame.minY
        #expect(y > 800 && y < StandardScreen.height)
        UIApplication.shared.runUntilIdle()
        #expect(s.nav.toolbar.isHidden)
        #expect(s.root.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    }

    @Test func inATabBarControllerTheToolbarSitsAboveTheTabBar() {
        let s = TabSetup()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        s.tabs.viewControllers = [nav, s.b]
        nav.setToolbarHidden(false, animated: false)
        // 844 − 49 − 44 = 751; the safe area's bottom is both bars: 49 + 44 = 93.
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 751, width: StandardScreen.width, height: 44))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 93, right: 0))
    }
}
