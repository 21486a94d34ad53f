import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Misuse of UINavigationController: UIKit's messages through Diagnostics, the stack and views unchanged.
@MainActor
@Suite(.freshApplication) struct NavigationBadInputTests {
    private func expectUnchanged(_ s: NavigationSetup, stack: [UIViewController]) {
        #expect(s.nav.viewControllers == stack)
        #expect(s.nav.children == stack)
        #expect(s.nav.contentView.subviews == [stack.last!.view])
    }

    @Test func pushingAnInstanceAlreadyInTheStack() {
        let s = NavigationSetup()
        let reports = Diagnostics.capture { s.nav.pushViewController(s.root, animated: true) }
        #expect(
            reports.map(\.message) == [
                "Pushing the same view controller instance more than once is not supported (\(s.root))"
            ])
        #expect(reports.map(\.code) == [.invalidTransition])
        #expect(s.lines == [])
        expectUnchanged(s, stack: [s.root])
    }

    @Test func pushingANavigationController() {
        let s = NavigationSetup()
        let other = UINavigationController(rootViewController: UIViewController())
        let reports = Diagnostics.capture { s.nav.pushViewController(other, animated: false) }
        #expect(reports.map(\.message) == ["Pushing a navigation controller is not supported (\(other) onto \(s.nav))"])
        expectUnchanged(s, stack: [s.root])
        #expect(other.parent == nil)
    }

    @Test func pushingOrPoppingWhileATransitionRuns() {
        let s = NavigationSetup()
        let (b, c) = (s.controller("B"), s.controller("C"))
        s.nav.pushViewController(b, animated: true)
        s.log.lines.removeAll()
        let reports = Diagnostics.capture {
            s.nav.pushViewController(c, animated: true)
            #expect(s.nav.popViewController(animated: true) == nil)
            #expect(s.nav.popToRootViewController(animated: true) == nil)
            s.nav.setViewControllers([c], animated: false)
        }
        #expect(
            reports.map(\.message) == [
                "pushViewController:animated: called on \(s.nav) while an existing transition or presentation is occurring; the navigation stack will not be updated.",
                "popViewControllerAnimated: called on \(s.nav) while an existing transition or presentation is occurring; the navigation stack will not be updated.",
                "popToViewController:animated: called on \(s.nav) while an existing transition or presentation is occurring; the navigation stack will not be updated.",
                "setViewControllers:animated: called on \(s.nav) while an existing transition or presentation is occurring; the navigation stack will not be updated.",
            ])
        #expect(s.lines == [])
        #expect(s.nav.viewControllers == [s.root, b])
        #expect(c.parent == nil)
        UIApplication.shared.runUntilIdle()
        expectUnchanged(s, stack: [s.root, b])
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func poppingTheRoot() {
        let s = NavigationSetup()
        let reports = Diagnostics.capture { #expect(s.nav.popViewController(animated: true) == nil) }
        #expect(
            reports.map(\.message) == [
                "popViewControllerAnimated: \(s.nav) has only its root view controller; there is nothing to pop"
            ])
        #expect(s.lines == [])
        expectUnchanged(s, stack: [s.root])
    }

    @Test func poppingToAControllerNotInTheStack() {
        let s = NavigationSetup()
        let stranger = UIViewController()
        let reports = Diagnostics.capture { #expect(s.nav.popToViewController(stranger, animated: true) == nil) }
        #expect(
            reports.map(\.message) == [
                "Tried to pop to a view controller that doesn't exist. (\(stranger) is not in the stack of \(s.nav))"
            ])
        expectUnchanged(s, stack: [s.root])
    }

    @Test func settingAStackWithDuplicatesOrNothing() {
        let s = NavigationSetup()
        let b = s.controller("B")
        let reports = Diagnostics.capture {
            s.nav.setViewControllers([s.root, b, b], animated: true)
            s.nav.setViewControllers([], animated: false)
            s.nav.viewControllers = [b, UINavigationController()]
        }
        #expect(
            reports.map(\.message) == [
                "setViewControllers:animated: all view controllers in a navigation stack must be distinct; the stack is unchanged",
                "setViewControllers:animated: \(s.nav) needs at least one view controller; the stack is unchanged",
                "setViewControllers:animated: pushing a navigation controller is not supported; the stack is unchanged",
            ])
        #expect(s.lines == [])
        expectUnchanged(s, stack: [s.root])
    }
}
