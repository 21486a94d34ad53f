import Foundation
import Testing
@testable import OpenQuartzCore

@Suite("SpringSolver: parameter conversions")
struct SpringSolverParametersTests {
    @Test(
        "perceptual duration and bounce to mass/stiffness/damping, as SwiftUI's Spring documents them",
        arguments: [
            (0.5, 0.3, 157.914, 17.593),
            (0.5, 0.0, 157.914, 25.133),
            (1.0, 0.0, 39.478, 12.566),
            (0.5, -0.5, 157.914, 50.265),
        ])
    func perceptualToPhysical(duration: Double, bounce: Double, stiffness: Double, damping: Double) {
        let p = SpringSolver.parameters(perceptualDuration: duration, bounce: bounce)
        #expect(p.mass == 1)
        #expect(abs(p.stiffness - stiffness) < 1e-3)
        #expect(abs(p.damping - damping) < 1e-3)
    }

    @Test("damping ratios 0.7 for bounce 0.3 and 2 for bounce −0.5")
    func dampingRatios() {
        func ratio(_ bounce: Double) -> Double {
            let p = SpringSolver.parameters(perceptualDuration: 0.5, bounce: bounce)
            return SpringSolver(mass: p.mass, stiffness: p.stiffness, damping: p.damping).dampingRatio
        }
        #expect(abs(ratio(0.3) - 0.7) < 1e-12)
        #expect(abs(ratio(0) - 1) < 1e-12)
        #expect(abs(ratio(-0.5) - 2) < 1e-12)
        #expect(abs(ratio(1)) < 1e-12)
    }

    @Test("SwiftUI's Spring documentation: stiffness 100, damping 10 → perceptual duration 0.6283, bounce 0.5")
    func physicalToPerceptual() {
        let spring = SpringSolver(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(spring.perceptualDuration - 0.6283) < 1e-4)
        #expect(abs(spring.perceptualDuration - 2 * Double.pi / 10) < 1e-15)
        #expect(abs(spring.bounce - 0.5) < 1e-15)
    }

    @Test("bounce of overdamped springs is 1/ζ − 1; heavier mass lengthens the perceptual duration")
    func reverseMappingDetails() {
        #expect(abs(SpringSolver(damping: 40).bounce - (-0.5)) < 1e-15)
        #expect(SpringSolver(damping: 20).bounce == 0)
        #expect(SpringSolver(damping: 0).bounce == 1)
        #expect(abs(SpringSolver(mass: 4, stiffness: 100).perceptualDuration - 2 * Double.pi / 5) < 1e-15)
    }

    @Test("perceptual duration and bounce round-trip")
    func roundTrip() {
        for duration in [0.1, 0.35, 0.5, 1, 2.5] {
            for bounce in [-0.9, -0.5, -0.1, 0, 0.15, 0.3, 0.7, 1] {
                let p = SpringSolver.parameters(perceptualDuration: duration, bounce: bounce)
                let spring = SpringSolver(mass: p.mass, stiffness: p.stiffness, damping: p.damping)
                #expect(abs(spring.perceptualDuration - duration) < 1e-12)
                #expect(abs(spring.bounce - bounce) < 1e-12)
            }
        }
    }

    @Test("bounce is clamped to [−0.99, 1]; a bad duration gives the CASpringAnimation defaults")
    func perceptualClamping() {
        let undamped = SpringSolver.parameters(perceptualDuration: 0.5, bounce: 3)
        #expect(undamped.damping == 0)
        let stiffest = SpringSolver.parameters(perceptualDuration: 0.5, bounce: -5)
        let spring = SpringSolver(mass: stiffest.mass, stiffness: stiffest.stiffness, damping: stiffest.damping)
        #expect(abs(spring.dampingRatio - 100) < 1e-9)
        for duration in [0.0, -1, .nan, .infinity] {
            let p = SpringSolver.parameters(perceptualDuration: duration, bounce: 0.2)
            #expect(p == (1, 100, 10))
        }
    }

    @Test(
        "UIKit duration/dampingRatio mapping: the envelope term is 0.001 at t = duration, as measured on iOS 26.1",
        arguments: [
            (0.5, 1.0), (0.5, 0.5), (1, 0.25), (0.3, 0.8), (2, 0.05), (1, 0.999), (0.4, 0.01), (0.8, 0.6),
        ])
    func durationMapping(duration: Double, ratio: Double) {
        let p = SpringSolver.parameters(duration: duration, dampingRatio: ratio)
        #expect(p.mass == 1)
        let spring = SpringSolver(mass: p.mass, stiffness: p.stiffness, damping: p.damping)
        #expect(abs(spring.dampingRatio - ratio) < 1e-12)
        let omega = spring.naturalFrequency
        if ratio < 1 {
            // (β/ω_d)·e^(−βD) = 0.001 with β = ζω, ω_d = ω√(1 − ζ²).
            let beta = ratio * omega, damped = omega * (1 - ratio * ratio).squareRoot()
            #expect(abs(beta / damped * exp(-beta * duration) - 0.001) < 1e-12)
        } else {
            // (1 + ωD)·e^(−ωD) = 0.001: ωD = 9.2334134764.
            #expect(abs((1 + omega * duration) * exp(-omega * duration) - 0.001) < 1e-12)
            #expect(abs(omega * duration - 9.2334134764) < 1e-9)
        }
        // The measured example (iOS 26.1 simulator): ζ 0.6, D 0.8 → ω 13.79 rad/s.
        if duration == 0.8 && ratio == 0.6 {
            #expect(abs(omega - 13.79) < 0.005)
        }
    }

    @Test("UIKit mapping clamps the ratio to [0.01, 1] (NaN → 1) and falls back for bad durations")
    func durationMappingClamping() {
        let overdamped = SpringSolver.parameters(duration: 0.5, dampingRatio: 3)
        let critical = SpringSolver.parameters(duration: 0.5, dampingRatio: 1)
        #expect(overdamped == critical)
        #expect(SpringSolver.parameters(duration: 0.5, dampingRatio: .nan) == critical)
        let lowest = SpringSolver.parameters(duration: 0.8, dampingRatio: 0.01)
        for ratio in [0.0, -2, 0.001] {
            #expect(SpringSolver.parameters(duration: 0.8, dampingRatio: ratio) == lowest)
        }
        let spring = SpringSolver(mass: lowest.mass, stiffness: lowest.stiffness, damping: lowest.damping)
        #expect(abs(spring.dampingRatio - 0.01) < 1e-12)
        for duration in [0.0, -0.5, .nan, .infinity] {
            #expect(SpringSolver.parameters(duration: duration, dampingRatio: 0.5) == (1, 100, 10))
        }
    }
}
