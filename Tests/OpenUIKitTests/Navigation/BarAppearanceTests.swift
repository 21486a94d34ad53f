import Foundation
import Testing
@testable import OpenUIKit

/// Appearance objects (standard and scroll-edge) and the appearance proxies of the bars and their items.
@MainActor
@Suite(.freshApplication, .serialized) struct BarAppearanceTests {
    @Test func theThreeConfigurations() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundColor == UIColor(white: 0.97, alpha: UINavigationBar.translucentAlpha))
        #expect(appearance.shadowColor == UIColor(white: 0, alpha: 0.3))
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == UIColor(white: 0.97, alpha: 1))
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == nil && appearance.shadowColor == nil)
        #expect(appearance.titleTextAttributes.isEmpty)
    }

    @Test func anAssignedAppearanceStylesTheBarAndScrollEdgeFollowsTheContent() {
        let root = ScrollViewSafeAreaTests.ScrollingController()
        let (nav, window) = NavigationSetup.showing(root)
        #expect(window.isKeyWindow)
        let bar = nav.navigationBar
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .red
        standard.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.standardAppearance = standard
        #expect(bar.barBackground.backgroundColor == .red)
        #expect(bar.titleLabel.textColor == .white)
        let edge = UINavigationBarAppearance()
        edge.configureWithTransparentBackground()
        bar.scrollEdgeAppearance = edge
        // The scroll view rests at its top (−44): the scroll-edge appearance shows.
        let scroll = root.scrollView
        #expect(scroll.contentOffset.y == -44)
        #expect(bar.barBackground.backgroundColor == nil)
        #expect(bar.titleLabel.textColor == .black)
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        #expect(bar.barBackground.backgroundColor == .red)
        scroll.contentOffset = CGPoint(x: 0, y: -44)
        #expect(bar.barBackground.backgroundColor == nil)
        // Changing an appearance in use redraws the bar.
        edge.backgroundColor = .blue
        #expect(bar.barBackground.backgroundColor == .blue)
    }

    @Test func proxiesStyleBarsAsTheyEnterAWindowAndItemsAsTheyAreShown() {
        UIAppearanceRegistry.removeAll()
        defer { UIAppearanceRegistry.removeAll() }
        UINavigationBar.appearance().barTintColor = .green
        UINavigationBar.appearance().isTranslucent = false
        UIBarButtonItem.appearance().tintColor = .orange
        UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        #expect(UINavigationBar.appearance().barTintColor == .green)
        let s = NavigationSetup()
        // The bar was made before the proxies were read: it took them on entering the window.
        #expect(s.nav.navigationBar.barTintColor == .green)
        #expect(s.nav.navigationBar.barBackground.backgroundColor == .green)
        #expect(!s.nav.navigationBar.isTranslucent)
        #expect(s.root.view.frame == CGRect(x: 0, y: 44, width: StandardScreen.width, height: 800))
        s.root.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
        #expect(s.root.navigationItem.rightBarButtonItem?.tintColor == .orange)
        #expect(s.nav.navigationBar.rightButtons.first?.label.textColor == .orange)
        let tabs = TabSetup()
        #expect(tabs.tabs.tabBar.itemViews[1].titleLabel.textColor == .red)
        #expect(tabs.tabs.tabBar.itemViews[0].titleLabel.textColor == .red)
    }

    @Test func aPropertyThatIsNotAnAppearancePropertyIsReportedAndIgnored() {
        UIAppearanceRegistry.removeAll()
        defer { UIAppearanceRegistry.removeAll() }
        let reports = Diagnostics.capture { UINavigationBar.appearance().alpha = 0.5 }
        #expect(reports.map(\.code) == [.invalidArgument])
        #expect(reports.first?.severity == .exception)
        #expect(reports.first?.message.contains("unrecognized selector") == true)
        #expect(UINavigationBar.appearance().alpha == nil)
        let s = NavigationSetup()
        #expect(s.nav.navigationBar.alpha == 1)
    }
}
