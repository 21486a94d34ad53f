import Foundation
import Testing
@testable import OpenUIKit

/// transition(from:to:) on the controller-transition engine: ownership, the coordinator, interaction on the
/// container, and the leftover checker while it runs.
@MainActor
@Suite struct ContainmentTransitionEngineTests {
    @Test func theEngineOwnsBothChildrenAndVendsItsCoordinatorUntilTheEnd() throws {
        UIApplication.shared.reset()
        let parent = UIViewController()
        parent.title = "Parent"
        let window = ControllerFixtures.window(root: parent)
        window.makeKeyAndVisible()
        let from = UIViewController()
        from.title = "From"
        ControllerFixtures.embed(from, in: parent)
        UIApplication.shared.advance(by: 0)
        let to = UIViewController()
        to.title = "To"
        from.willMove(toParent: nil)
        parent.addChild(to)
        var coordinatorSeenAtCompletion = true
        parent.transition(from: from, to: to, duration: 0.3, options: [], animations: {}) { _ in
            coordinatorSeenAtCompletion = parent.transitionCoordinator != nil
            from.removeFromParent()
            to.didMove(toParent: parent)
        }
        #expect(from.appearanceOwner == .transition && to.appearanceOwner == .transition)
        let coordinator = try #require(parent.transitionCoordinator)
        #expect(from.transitionCoordinator === coordinator && to.transitionCoordinator === coordinator)
        #expect(coordinator.transitionDuration == 0.3)
        #expect(coordinator.isAnimated && !coordinator.isInteractive && !coordinator.isInterruptible)
        #expect(coordinator.presentationStyle == .none)
        #expect(parent.view.isUserInteractionEnabled == false)
        #expect(LeftoverStateChecker.check(window).contains(.transitionInFlight("transition From → To")))
        UIApplication.shared.runUntilIdle()
        #expect(coordinatorSeenAtCompletion)
        #expect(parent.transitionCoordinator == nil)
        #expect(from.appearanceOwner == nil && to.appearanceOwner == nil)
        #expect(parent.view.isUserInteractionEnabled)
        #expect(LeftoverStateChecker.check(window) == [])
    }

    @Test func aViewLeftInATransitionContainerIsReported() {
        UIApplication.shared.reset()
        let root = UIViewController()
        let window = ControllerFixtures.window(root: root)
        window.makeKeyAndVisible()
        let container = UIView(frame: root.view.bounds)
        container.isTransitionContainer = true
        root.view.addSubview(container)
        let dimming = UIView(frame: container.bounds)
        container.addSubview(dimming)
        UIApplication.shared.runUntilIdle()
        #expect(
            LeftoverStateChecker.check(window) == [
                .viewLeftInTransitionContainer(view: dimming.traceName, container: container.traceName)
            ])
        dimming.removeFromSuperview()
        #expect(LeftoverStateChecker.check(window) == [])
    }
}
