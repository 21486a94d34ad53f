import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// CASpringAnimation on a layer (CASpringAnimation.h's defaults): the analytic damped spring drives the presentation,
/// duration only clips the motion, and out-of-range parameters are reported.
@Suite("CASpringAnimation on a layer", .freshApplication)
struct SpringAnimationTests {
    @MainActor private func springLayer(_ spring: CASpringAnimation) -> CALayer {
        let layer = makeCommittedLayer(frame: CGRect(x: -50, y: -50, width: 100, height: 100))  // model x 0
        spring.fromValue = 0
        spring.toValue = 100
        layer.add(spring, forKey: "spring")
        return layer
    }

    @Test @MainActor func defaults() {
        let spring = CASpringAnimation(keyPath: "position.x")
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        // The iOS 17 view of the same spring: perceptual duration 2π/√(k/m), bounce 1 − ζ
        // (as SwiftUI's Spring documentation's examples give).
        #expect(isClose(spring.perceptualDuration, 2 * .pi / 10, 1e-9))
        #expect(isClose(spring.bounce, 1 - 10 / (2 * (100.0).squareRoot()), 1e-9))
    }

    @Test @MainActor func perceptualDurationAndBounce() {
        // Facts 46–47: duration 0.5, bounce 0.3 → mass 1, stiffness (2π/0.5)² = 157.91, damping 4π·0.7/0.5 = 17.59.
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        let stiffness = pow(2 * Double.pi / 0.5, 2)
        let damping = 4 * Double.pi * (1 - 0.3) / 0.5
        #expect(isClose(spring.mass, 1, 1e-9))
        #expect(isClose(spring.stiffness, CGFloat(stiffness), 1e-6))
        #expect(isClose(spring.damping, CGFloat(damping), 1e-6))
        #expect(isClose(spring.perceptualDuration, 0.5, 1e-9))
        #expect(isClose(spring.bounce, 0.3, 1e-9))
        #expect(spring.duration == spring.settlingDuration)
        // The reverse direction: k 100, c 10 → duration 0.6283, bounce 0.5.
        let plain = CASpringAnimation()
        #expect(isClose(plain.perceptualDuration, 2 * Double.pi / 10, 1e-9))
        #expect(isClose(plain.bounce, 0.5, 1e-9))
    }

    @Test @MainActor func defaultSpringPositions() {
        // A 100 pt move with the defaults is at 34.03 pt after 0.1 s, 84.94 after 0.2 s, and peaks
        // at 116.30 pt at t = π/ωd = 0.3628 s.
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.duration = 2
        let layer = springLayer(spring)
        CAMediaClock.advance(by: 0.1)
        #expect(isClose(presented(layer, "position.x"), 34.03, 5e-3))
        #expect(isClose(presented(layer, "position.x"), CGFloat(100 * springProgress(0.1)), 1e-6))
        CAMediaClock.advance(by: 0.1)
        #expect(isClose(presented(layer, "position.x"), 84.94, 5e-3))
        #expect(isClose(presented(layer, "position.x"), CGFloat(100 * springProgress(0.2)), 1e-6))
        let omegaD = 10 * (1 - 0.25).squareRoot()
        let peak = Double.pi / omegaD
        CAMediaClock.advance(by: peak - 0.2)
        #expect(isClose(peak, 0.3628, 1e-4))
        #expect(isClose(presented(layer, "position.x"), 116.30, 5e-3))
        #expect(isClose(presented(layer, "position.x"), CGFloat(100 * springProgress(peak)), 1e-6))
        for later in [0.5, 1.0] {
            CAMediaClock.advance(by: later - CACurrentMediaTime())
            #expect(isClose(presented(layer, "position.x"), CGFloat(100 * springProgress(later)), 1e-6))
        }
        // The defaults' progress at 0.5 s and 1.0 s is 1.07459 and 1.00217: the last one is in the layer now.
        #expect(isClose(presented(layer, "position.x"), 100.217, 5e-3))
    }

    @Test @MainActor func durationOnlyClipsTheMotion() {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.duration = 0.15
        let layer = springLayer(spring)
        CAMediaClock.advance(by: 0.1)
        #expect(isClose(presented(layer, "position.x"), CGFloat(100 * springProgress(0.1)), 1e-6))
        CAMediaClock.advance(by: 0.05)
        #expect(layer.animationKeys() == nil)
        #expect(isClose(presented(layer, "position.x"), 0))
    }

    @Test @MainActor func timingFunctionIsNotUsed() {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.duration = 1
        spring.timingFunction = CAMediaTimingFunction(name: .easeIn)
        let layer = springLayer(spring)
        CAMediaClock.advance(by: 0.1)
        #expect(isClose(presented(layer, "position.x"), CGFloat(100 * springProgress(0.1)), 1e-6))
    }

    @Test @MainActor func customParametersAndInitialVelocity() {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.mass = 2
        spring.stiffness = 300
        spring.damping = 12
        spring.initialVelocity = 5
        spring.duration = 3
        let layer = springLayer(spring)
        for t in [0.05, 0.2, 0.7] {
            CAMediaClock.advance(by: t - CACurrentMediaTime())
            let expected = springProgress(t, mass: 2, stiffness: 300, damping: 12, velocity: 5)
            #expect(isClose(presented(layer, "position.x"), CGFloat(100 * expected), 1e-6))
        }
    }

    @Test @MainActor func criticallyDampedHasNoOvershoot() {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.damping = 20  // ζ = 20 / (2·√100) = 1
        spring.duration = 3
        let layer = springLayer(spring)
        var previous: CGFloat = -1
        for t in stride(from: 0.1, through: 2.0, by: 0.1) {
            CAMediaClock.advance(by: t - CACurrentMediaTime())
            let x = presented(layer, "position.x") ?? .nan
            #expect(isClose(x, CGFloat(100 * springProgress(t, damping: 20)), 1e-6))
            #expect(x <= 100 && x >= previous)
            previous = x
        }
    }

    @Test @MainActor func springsCanRunOnWholeValues() {
        let layer = makeCommittedLayer()
        let spring = CASpringAnimation(keyPath: "position")
        spring.fromValue = CGPoint(x: 0, y: 0)
        spring.toValue = CGPoint(x: 100, y: 200)
        spring.duration = 1
        layer.add(spring, forKey: "spring")
        CAMediaClock.advance(by: 0.2)
        let p = springProgress(0.2)
        #expect(isClose(layer.presentation()?.position, CGPoint(x: 100 * p, y: 200 * p), 1e-6))
    }

    @Test @MainActor func invalidParametersAreReportedAndIgnored() {
        let spring = CASpringAnimation(keyPath: "position.x")
        let reports = Diagnostics.capture {
            spring.mass = 0
            spring.mass = -1
            spring.stiffness = 0
            spring.damping = -0.5
            spring.initialVelocity = .nan
            spring.stiffness = .infinity
        }
        #expect(reports.map(\.code) == Array(repeating: .invalidSpring, count: 6))
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        // Damping 0 is allowed (undamped).
        let none = Diagnostics.capture { spring.damping = 0 }
        #expect(none.isEmpty)
        #expect(spring.damping == 0)
    }

    @Test @MainActor func copiesKeepTheSpring() throws {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.stiffness = 250
        spring.damping = 7
        let layer = springLayer(spring)
        let running = try #require(layer.animation(forKey: "spring") as? CASpringAnimation)
        #expect(running.stiffness == 250 && running.damping == 7)
    }
}
