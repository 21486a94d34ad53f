import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// Implicit actions (Apple's action search, CALayer.h's action(forKey:)): a standalone committed layer animates a
/// changed animatable key from its on-screen value over 0.25 s with the `default` curve; the delegate, the `actions`
/// dictionary and `style` can replace or suppress the action; disableActions suppresses it.
@Suite("Implicit actions", .freshApplication)
struct ImplicitActionTests {
    @Test @MainActor func standaloneCommittedLayerAnimatesImplicitly() throws {
        let layer = makeCommittedLayer(frame: CGRect(x: -50, y: -50, width: 100, height: 100))  // x 0
        layer.position = CGPoint(x: 100, y: 0)
        #expect(layer.position == CGPoint(x: 100, y: 0))
        let implicit = try #require(layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(implicit.keyPath == "position")
        #expect(implicit.duration == 0.25)
        #expect(implicit.timingFunction == CAMediaTimingFunction(name: .default))
        #expect(implicit.fromValue as? CGPoint == CGPoint(x: 0, y: 0))
        CAMediaClock.advance(by: 0.125)
        // The `default` curve (0.25, 0.1, 0.25, 1) at x = 0.5 is 0.80240.
        #expect(isClose(presented(layer, "position.x"), CGFloat(100 * Curve.systemDefault(0.5)), 100 * curveTolerance))
        #expect(isClose(presented(layer, "position.x"), 80.240, 1e-2))
        CAMediaClock.advance(by: 0.125)
        #expect(layer.animationKeys() == nil)
        #expect(isClose(presented(layer, "position.x"), 100))
    }

    @Test @MainActor func uncommittedLayersDoNotAnimate() {
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 10)
        layer.opacity = 0.5
        #expect(layer.animationKeys() == nil)
        CATransaction.flush()
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()?.position == CGPoint(x: 10, y: 10))
    }

    @Test @MainActor func retargetingStartsFromTheValueOnScreen() {
        let layer = makeCommittedLayer(frame: CGRect(x: -50, y: -50, width: 100, height: 100))
        layer.position = CGPoint(x: 100, y: 0)
        CAMediaClock.advance(by: 0.125)
        let onScreen = CGFloat(100 * Curve.systemDefault(0.5))
        layer.position = CGPoint(x: 200, y: 0)
        #expect(
            isClose(
                (layer.animation(forKey: "position") as? CABasicAnimation)?.fromValue as? CGPoint,
                CGPoint(x: onScreen, y: 0), 100 * curveTolerance))
        CATransaction.flush()
        #expect(isClose(presented(layer, "position.x"), onScreen, 100 * curveTolerance))
        CAMediaClock.advance(by: 0.125)
        let expected = onScreen + (200 - onScreen) * CGFloat(Curve.systemDefault(0.5))
        #expect(isClose(presented(layer, "position.x"), expected, 100 * curveTolerance))
        CAMediaClock.advance(by: 0.125)
        #expect(isClose(presented(layer, "position.x"), 200))
    }

    @Test @MainActor func severalChangesInOneTransactionAnimateFromTheCommittedValue() {
        let layer = makeCommittedLayer(frame: CGRect(x: -50, y: -50, width: 100, height: 100))
        layer.position = CGPoint(x: 30, y: 0)
        layer.position = CGPoint(x: 100, y: 0)
        #expect(
            (layer.animation(forKey: "position") as? CABasicAnimation)?.fromValue as? CGPoint == CGPoint(x: 0, y: 0))
        CAMediaClock.advance(by: 0.125)
        #expect(isClose(presented(layer, "position.x"), CGFloat(100 * Curve.systemDefault(0.5)), 100 * curveTolerance))
    }

    @Test @MainActor func disableActionsSuppressesImplicitAnimations() {
        let layer = makeCommittedLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 300, y: 300)
        layer.opacity = 0
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()?.position == CGPoint(x: 300, y: 300))
        // Actions are back after the transaction.
        layer.opacity = 1
        #expect(layer.animationKeys() == ["opacity"])
    }

    @Test @MainActor func delegateReturningNSNullStopsTheSearch() {
        let layer = makeCommittedLayer()
        let delegate = ActionProvidingDelegate(action: NSNull())
        layer.delegate = delegate
        layer.actions = ["position": basicAnimation("position", from: nil, to: nil, duration: 5)]
        layer.position = CGPoint(x: 300, y: 300)
        #expect(delegate.askedKeys == ["position"])
        #expect(layer.animationKeys() == nil)
        #expect(layer.action(forKey: "position") == nil)
    }

    @Test @MainActor func delegateReturningNilContinuesToActionsThenDefault() {
        let layer = makeCommittedLayer()
        let delegate = ActionProvidingDelegate(action: nil)
        layer.delegate = delegate
        let slow = CABasicAnimation()
        slow.duration = 2
        layer.actions = ["opacity": slow, "position": NSNull()]
        layer.opacity = 0
        layer.position = CGPoint(x: 1, y: 1)
        layer.cornerRadius = 5
        #expect(delegate.askedKeys == ["opacity", "position", "cornerRadius"])
        #expect(layer.animation(forKey: "opacity")?.duration == 2)
        #expect(layer.animation(forKey: "position") == nil)
        #expect(layer.animation(forKey: "cornerRadius")?.duration == 0.25)
        // The action from the dictionary animates from the on-screen value to the model value.
        CAMediaClock.advance(by: 1)
        #expect(isClose(layer.presentation()?.opacity, 0.5, 1e-6))
    }

    @Test @MainActor func delegateActionReplacesTheDefault() throws {
        let layer = makeCommittedLayer(frame: CGRect(x: -50, y: -50, width: 100, height: 100))
        let custom = CABasicAnimation()
        custom.duration = 1
        custom.timingFunction = CAMediaTimingFunction(name: .linear)
        let delegate = ActionProvidingDelegate(action: custom)
        layer.delegate = delegate
        layer.position = CGPoint(x: 100, y: 0)
        let running = try #require(layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(running.duration == 1)
        CAMediaClock.advance(by: 0.4)
        #expect(isClose(presented(layer, "position.x"), 40, 1e-9))
    }

    @Test @MainActor func styleActionsAreConsultedAfterActions() {
        let layer = makeCommittedLayer()
        let styled = CABasicAnimation()
        styled.duration = 3
        layer.style = ["actions": ["opacity": styled] as [String: any CAAction]]
        layer.opacity = 0
        #expect(layer.animation(forKey: "opacity")?.duration == 3)
        layer.actions = ["opacity": NSNull()]
        layer.opacity = 1
        #expect(layer.animation(forKey: "opacity")?.duration == 3)  // the styled one, not replaced
    }

    @Test @MainActor func customActionObjectsAreRun() {
        let log = EventLog()
        let layer = makeCommittedLayer(name: "layer")
        layer.actions = ["opacity": RecordingAction(log: log)]
        layer.opacity = 0.5
        #expect(log.entries == ["run opacity on layer"])
        #expect(layer.animationKeys() == nil)
    }

    @Test @MainActor func orderInAndOutActionsRunForVisibleTrees() {
        let log = EventLog()
        let parent = makeCommittedLayer(name: "parent")
        let child = CALayer()
        child.name = "child"
        child.actions = ["onOrderIn": RecordingAction(log: log), "onOrderOut": RecordingAction(log: log)]
        parent.addSublayer(child)
        #expect(log.entries == ["run onOrderIn on child"])
        CATransaction.flush()
        child.removeFromSuperlayer()
        #expect(log.entries == ["run onOrderIn on child", "run onOrderOut on child"])
        // Nothing runs for a tree that is not on screen.
        let offscreen = CALayer()
        offscreen.addSublayer(child)
        #expect(log.entries.count == 2)
    }

    @Test @MainActor func nonAnimatableKeysHaveNoImplicitAction() {
        let layer = makeCommittedLayer()
        layer.name = "renamed"
        layer.contentsGravity = .center
        layer.isOpaque = true
        #expect(layer.animationKeys() == nil)
    }
}
