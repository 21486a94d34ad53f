import Foundation
import Testing
@testable import OpenUIKit

/// Styling the bars through their own properties: bar tint and translucency, title text attributes, tab
/// item image insets, title attributes per state and title offset.
@MainActor
@Suite(.freshApplication) struct BarStylingTests {
    @Test func theNavigationBarTakesItsTintTranslucencyAndTitleAttributes() {
        let s = NavigationSetup()
        let bar = s.nav.navigationBar
        #expect(bar.barBackground.backgroundColor == UIColor(white: 0.97, alpha: UINavigationBar.translucentAlpha))
        bar.barTintColor = .red
        #expect(bar.barBackground.backgroundColor == UIColor.red.withAlphaComponent(UINavigationBar.translucentAlpha))
        bar.isTranslucent = false
        #expect(bar.barBackground.backgroundColor == .red)
        bar.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.white]
        #expect(bar.titleLabel.font == .systemFont(ofSize: 20))
        #expect(bar.titleLabel.textColor == .white)
        // Bar buttons take the bar's tint colour unless they have their own.
        bar.tintColor = .orange
        s.root.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save)
        #expect(bar.rightButtons.first?.label.textColor == .orange)
        s.root.navigationItem.rightBarButtonItem?.tintColor = .green
        #expect(bar.rightButtons.first?.label.textColor == .green)
        s.root.navigationItem.rightBarButtonItem?.setTitleTextAttributes(
            [.foregroundColor: UIColor.purple], for: .normal)
        #expect(bar.rightButtons.first?.label.textColor == .purple)
    }

    @Test func tabItemsTakeInsetsAttributesPerStateAndATitleOffset() {
        let s = TabSetup()
        let bar = s.tabs.tabBar
        bar.barTintColor = .black
        #expect(bar.backgroundColor == UIColor.black.withAlphaComponent(UINavigationBar.translucentAlpha))
        let item = s.a.tabBarItem!
        let view = bar.itemViews[0]
        // The image's frame (centred at the top: x (130 − 25) / 2 = 53 rounded, y 6) inset by the insets.
        item.imageInsets = UIEdgeInsets(top: 4, left: 0, bottom: -4, right: 0)
        #expect(view.imageView.frame == CGRect(x: 53, y: 10, width: 25, height: 25))
        // The title: 14 pt tall, 17 pt from the bottom of the 49 pt bar (y 32), moved by the adjustment.
        item.titlePositionAdjustment = UIOffset(horizontal: 3, vertical: -2)
        #expect(view.titleLabel.frame == CGRect(x: 3, y: 30, width: 130, height: 14))
        item.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        item.setTitleTextAttributes(
            [.foregroundColor: UIColor.green, .font: UIFont.boldSystemFont(ofSize: 11)], for: .selected)
        #expect(item.titleTextAttributes(for: .selected)?.count == 2)
        // Selected: the selected state's attributes; unselected, the normal state's.
        #expect(view.titleLabel.textColor == .green)
        #expect(view.titleLabel.font == .boldSystemFont(ofSize: 11))
        s.tabs.selectedIndex = 1
        #expect(view.titleLabel.textColor == .red)
        #expect(view.titleLabel.font == .systemFont(ofSize: 10))
        #expect(bar.itemViews[1].titleLabel.textColor == bar.tintColor)
    }
}
