import Foundation
import OpenUIKit
import Testing
import OpenUIKitTesting

/// A paused layer tree (speed 0 + timeOffset, Apple's Technical Q&A QA1673) stands still until resumed, so
/// the run loop counts it as idle: `runUntilIdle` returns at once instead of timing out.
@Suite("Paused trees are idle", .freshApplication)
@MainActor
struct PausedTreeIdleTests {
    private func containerWithMovingChild() -> (container: CALayer, child: CALayer) {
        let container = CALayer(), child = CALayer()
        container.addSublayer(child)
        CATransaction.flush()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        child.add(move, forKey: "move")
        return (container, child)
    }

    @Test func aPausedAncestorMakesTheRunLoopIdle() {
        let (container, child) = containerWithMovingChild()
        UIApplication.shared.advance(by: 0.25)
        let paused = container.convertTime(CACurrentMediaTime(), from: nil)
        container.speed = 0
        container.timeOffset = paused
        var ran = -1.0
        let reports = Diagnostics.capture { ran = UIApplication.shared.runUntilIdle(timeout: 2) }
        #expect(reports.isEmpty)
        #expect(ran == 0)
        #expect(abs((child.presentation()?.position.x ?? 0) - 25) < 1e-9)
        // Resumed, it runs again and the run loop waits for its end: 0.75 s are left.
        container.speed = 1
        container.timeOffset = 0
        container.beginTime = 0
        container.beginTime = container.convertTime(CACurrentMediaTime(), from: nil) - paused
        let resumed = UIApplication.shared.runUntilIdle(timeout: 2)
        #expect(abs(resumed - 0.75) < 1 / 60 + 1e-9)
        #expect(child.animation(forKey: "move") == nil)
    }

    @Test func anAnimationWithSpeedZeroIsIdle() {
        let layer = CALayer()
        CATransaction.flush()
        let held = CABasicAnimation(keyPath: "opacity")
        held.fromValue = 1
        held.toValue = 0
        held.duration = 1
        held.speed = 0
        held.timeOffset = 0.5
        layer.add(held, forKey: "held")
        #expect(UIApplication.shared.runUntilIdle(timeout: 1) == 0)
        #expect(layer.animation(forKey: "held") != nil)
    }
}
