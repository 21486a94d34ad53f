import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// The simple navigation bar: titles, back button, right item, hiding, the title cross-fade.
@MainActor
@Suite(.freshApplication) struct NavigationBarTests {
    @Test func theBarShowsTheTopTitleAndABackButtonWithThePreviousTitle() throws {
        let s = NavigationSetup()
        let bar = s.nav.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 0, width: StandardScreen.width, height: 44))
        // The content area fills the screen under the translucent bar, which insets the root's safe area.
        #expect(s.nav.contentView.frame == StandardScreen.bounds)
        #expect(s.root.view.frame == StandardScreen.bounds)
        #expect(s.root.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(bar.titleLabel.text == "A")
        #expect(bar.backButton.isHidden)
        let b = s.controller("B")
        b.navigationItem.title = "Details"
        var edits = 0
        b.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Edit", primaryAction: UIAction { _ in edits += 1 })
        s.nav.pushViewController(b, animated: false)
        #expect(bar.titleLabel.text == "Details")
        #expect(bar.backButton.currentTitle == "‹ A")
        let right = try #require(bar.rightButtons.first)
        #expect(bar.rightButtons.count == 1)
        #expect(right.currentTitle == "Edit")
        let edit = right.convert(CGPoint(x: right.bounds.midX, y: right.bounds.midY), to: nil)
        UIApplication.shared.tap(at: edit)
        #expect(edits == 1)
        #expect(bar.topItem === b.navigationItem)
        #expect(bar.backItem === s.root.navigationItem)
        // A tap on the back button pops, animated.
        let back = bar.backButton.convert(
            CGPoint(x: bar.backButton.bounds.midX, y: bar.backButton.bounds.midY), to: nil)
        UIApplication.shared.tap(at: back)
        #expect(s.nav.viewControllers == [s.root])
        UIApplication.shared.runUntilIdle()
        #expect(bar.titleLabel.text == "A")
        #expect(bar.backButton.isHidden)
        #expect(bar.rightButtons.isEmpty)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func theTitleCrossFadesWithThePush() {
        let s = NavigationSetup()
        let bar = s.nav.navigationBar
        let oldLabel = bar.titleLabel
        s.nav.pushViewController(s.controller("B"), animated: true)
        let newLabel = bar.titleLabel
        #expect(newLabel !== oldLabel)
        #expect(newLabel.text == "B" && oldLabel.text == "A")
        UIApplication.shared.advance(by: 0.1)
        let shownNew = CGFloat(newLabel.layer.presentation()!.opacity)
        let shownOld = CGFloat(oldLabel.layer.presentation()!.opacity)
        #expect(shownNew > 0 && shownNew < 1)
        #expect(abs(shownNew + shownOld - 1) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(oldLabel.superview == nil)
        #expect(newLabel.alpha == 1)
    }

    @Test func hidingAndShowingTheBarChangesTheSafeAreaNotTheContent() {
        let s = NavigationSetup()
        s.nav.setNavigationBarHidden(true, animated: false)
        #expect(s.nav.isNavigationBarHidden)
        #expect(s.nav.navigationBar.isHidden)
        #expect(s.nav.contentView.frame == StandardScreen.bounds)
        #expect(s.root.view.frame == s.nav.contentView.bounds)
        #expect(s.root.view.safeAreaInsets == .zero)
        s.nav.setNavigationBarHidden(false, animated: true)
        #expect(!s.nav.navigationBar.isHidden)
        UIApplication.shared.advance(by: 0.1)
        let y = (s.nav.navigationBar.layer.presentation() ?? s.nav.navigationBar.layer).frame.minY
        #expect(y > -44 && y < 0)
        UIApplication.shared.runUntilIdle()
        #expect(s.nav.navigationBar.frame.minY == 0)
        #expect(s.nav.contentView.frame == StandardScreen.bounds)
        #expect(s.root.view.frame == StandardScreen.bounds)
        #expect(s.root.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(UINavigationController.hideShowBarDuration == 0.2)
    }
}
