import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// The appearance driver's answers while a transition owns its controllers: windows leave them alone; a
/// push keeps them from their parent's forwarding too, `transition(from:to:…)` does not (a parent appearing
/// meanwhile forwards to its children, as UIKit's transition view lets it); at the end the transition gives
/// them back.
@MainActor
@Suite(.freshApplication) struct AppearanceDriverTests {
    @Test func aPushKeepsItsControllersFromWindowsAndForwardingUntilItEnds() throws {
        let s = NavigationSetup()
        let animator = ControllerTransitionEngineTests.RecordingAnimator()
        s.delegate.animator = { _ in animator }
        let b = s.controller("B")
        s.nav.pushViewController(b, animated: true)
        let push = try #require(s.nav.activeTransition)
        for controller in [s.root, b] {
            #expect(controller.owningTransition === push)
            #expect(!AppearanceDriver.windowMayDrive(controller))
            #expect(!AppearanceDriver.parentForwards(to: controller))
        }
        try #require(animator.context).completeTransition(true)
        for controller in [s.root, b] {
            #expect(controller.appearanceOwner == nil)
            #expect(controller.owningTransition == nil)
            #expect(AppearanceDriver.windowMayDrive(controller))
            #expect(AppearanceDriver.parentForwards(to: controller))
        }
    }

    @Test func aContainmentTransitionLeavesItsChildrenToTheParentsForwarding() {
        let parent = UIViewController()
        let window = ControllerFixtures.window(root: parent)
        window.makeKeyAndVisible()
        let from = UIViewController()
        ControllerFixtures.embed(from, in: parent)
        UIApplication.shared.advance(by: 0)
        let to = UIViewController()
        from.willMove(toParent: nil)
        parent.addChild(to)
        parent.transition(from: from, to: to, duration: 0.3, options: [], animations: {})
        for controller in [from, to] {
            #expect(controller.appearanceOwner == .transition)
            #expect(!AppearanceDriver.windowMayDrive(controller))
            #expect(AppearanceDriver.parentForwards(to: controller))
        }
        UIApplication.shared.runUntilIdle()
        for controller in [from, to] {
            #expect(controller.appearanceOwner == nil)
            #expect(AppearanceDriver.windowMayDrive(controller))
        }
        #expect(to.appearanceState == .appeared)
        #expect(from.appearanceState == .disappeared)
    }

    @Test func aViewTheTransitionRemovesAtItsEndKeepsItsController() throws {
        let s = NavigationSetup()
        let animator = ControllerTransitionEngineTests.RecordingAnimator()
        s.delegate.animator = { _ in animator }
        let b = s.controller("B")
        s.nav.pushViewController(b, animated: true)
        s.log.lines.removeAll()
        // A push that does not complete: the navigation controller takes B's view out of the window while it
        // puts its views back. B turns back with the transition (animated), not through the window.
        try #require(animator.context).completeTransition(false)
        #expect(
            s.lines.prefix(4) == [
                "B viewWillDisappear(true)", "B viewDidDisappear(true)", "A viewWillAppear(true)",
                "A viewDidAppear(true)",
            ])
        #expect(b.viewIfLoaded?.window == nil)
        #expect(s.nav.viewControllers == [s.root])
    }
}
