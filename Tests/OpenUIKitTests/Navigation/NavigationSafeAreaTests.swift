import Foundation
import Testing
@testable import OpenUIKit

/// Content under the bars as UIKit lays it out: full screen under translucent bars with the safe area
/// inset by them; below an opaque bar, or an edge left out of `edgesForExtendedLayout`.
@MainActor
@Suite(.freshApplication) struct NavigationSafeAreaTests {
    static let top44 = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    static let full = StandardScreen.bounds
    static let belowBar = CGRect(x: 0, y: 44, width: StandardScreen.width, height: 800)

    @Test func theRootFillsTheScreenUnderTheTranslucentBar() {
        let s = NavigationSetup()
        #expect(s.nav.navigationBar.isTranslucent)
        #expect(s.root.edgesForExtendedLayout == .all)
        #expect(!s.root.extendedLayoutIncludesOpaqueBars)
        #expect(s.root.view.frame == Self.full)
        #expect(s.root.view.safeAreaInsets == Self.top44)
        // The navigation controller's own view is not inset: the bar is its child's business.
        #expect(s.nav.view.safeAreaInsets == .zero)
    }

    @Test func anOpaqueBarLaysTheContentOutBelowItUnlessTheControllerAsks() {
        let s = NavigationSetup()
        s.nav.navigationBar.isTranslucent = false
        #expect(s.root.view.frame == Self.belowBar)
        #expect(s.root.view.safeAreaInsets == .zero)
        s.root.extendedLayoutIncludesOpaqueBars = true
        #expect(s.root.view.frame == Self.full)
        #expect(s.root.view.safeAreaInsets == Self.top44)
    }

    @Test func anEdgeLeftOutOfTheExtendedLayoutIsLaidOutBelowTheBar() {
        let s = NavigationSetup()
        s.root.edgesForExtendedLayout = []
        #expect(s.root.view.frame == Self.belowBar)
        #expect(s.root.view.safeAreaInsets == .zero)
        s.root.edgesForExtendedLayout = .top
        #expect(s.root.view.frame == Self.full)
    }

    @Test func aPushedControllerGetsItsOwnPlaceDuringAndAfterThePush() {
        let s = NavigationSetup()
        let b = s.controller("B")
        b.edgesForExtendedLayout = .bottom
        s.nav.pushViewController(b, animated: true)
        // B is below the bar from the start of the push, sliding in from the right.
        #expect(b.view.frame == Self.belowBar)
        #expect(b.view.safeAreaInsets == .zero)
        UIApplication.shared.advance(by: 0.1)
        let shown = (b.view.layer.presentation() ?? b.view.layer).frame
        #expect(shown.minY == 44 && shown.height == 800)
        #expect(shown.minX > 0 && shown.minX < StandardScreen.width)
        // A stays full screen while it moves left.
        #expect((s.root.view.layer.presentation() ?? s.root.view.layer).frame.minY == 0)
        UIApplication.shared.runUntilIdle()
        #expect(b.view.frame == Self.belowBar)
        s.nav.popViewController(animated: false)
        #expect(s.root.view.frame == Self.full)
        #expect(s.root.view.safeAreaInsets == Self.top44)
    }

    @Test func hidingTheBarTellsTheTopControllerItsSafeAreaChanged() {
        let s = NavigationSetup()
        final class Recorder: UIViewController {
            var insets: [UIEdgeInsets] = []
            override func viewSafeAreaInsetsDidChange() {
                super.viewSafeAreaInsetsDidChange()
                insets.append(view.safeAreaInsets)
            }
        }
        let recorder = Recorder()
        s.nav.pushViewController(recorder, animated: false)
        #expect(recorder.insets == [Self.top44])
        s.nav.setNavigationBarHidden(true, animated: false)
        s.nav.setNavigationBarHidden(false, animated: false)
        #expect(recorder.insets == [Self.top44, .zero, Self.top44])
        #expect(recorder.view.frame == Self.full)
    }

    @Test func aTabBarInsetsTheBottomAndANavigationControllerInATabGetsBoth() {
        let s = TabSetup()
        #expect(s.tabs.tabBar.isTranslucent)
        #expect(s.a.view.frame == Self.full)
        #expect(s.a.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
        s.tabs.tabBar.isTranslucent = false
        // Above the opaque bar: 844 − 49 = 795.
        #expect(s.a.view.frame == CGRect(x: 0, y: 0, width: StandardScreen.width, height: 795))
        #expect(s.a.view.safeAreaInsets == .zero)
        s.tabs.tabBar.isTranslucent = true
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        s.tabs.viewControllers = [nav, s.b]
        #expect(nav.view.frame == Self.full)
        #expect(nav.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
        #expect(root.view.frame == Self.full)
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
    }
}
