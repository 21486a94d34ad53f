import Foundation
import Testing
@testable import OpenUIKit

/// The simple navigation bar: titles, back button, right item, hiding, the title cross-fade.
@MainActor
@Suite struct NavigationBarTests {
    @Test func theBarShowsTheTopTitleAndABackButtonWithThePreviousTitle() {
        let s = NavigationSetup()
        let bar = s.nav.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(s.nav.contentView.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
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
        #expect(bar.rightButton.currentTitle == "Edit")
        let edit = bar.rightButton.convert(
            CGPoint(x: bar.rightButton.bounds.midX, y: bar.rightButton.bounds.midY), to: nil)
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
        #expect(bar.rightButton.isHidden)
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

    @Test func hidingAndShowingTheBarResizesTheContent() {
        let s = NavigationSetup()
        s.nav.setNavigationBarHidden(true, animated: false)
        #expect(s.nav.isNavigationBarHidden)
        #expect(s.nav.navigationBar.isHidden)
        #expect(s.nav.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(s.root.view.frame == s.nav.contentView.bounds)
        s.nav.setNavigationBarHidden(false, animated: true)
        #expect(!s.nav.navigationBar.isHidden)
        UIApplication.shared.advance(by: 0.1)
        let y = (s.nav.navigationBar.layer.presentation() ?? s.nav.navigationBar.layer).frame.minY
        #expect(y > -44 && y < 0)
        UIApplication.shared.runUntilIdle()
        #expect(s.nav.navigationBar.frame.minY == 0)
        #expect(s.nav.contentView.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
        #expect(UINavigationController.hideShowBarDuration == 0.2)
    }
}
