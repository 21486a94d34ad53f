import Foundation
import Testing
@testable import OpenQuartzCore

@Suite("SpringSolver: settling duration")
struct SpringSolverSettlingTests {
    @Test("Apple's settlingDuration examples: damping 5 → ≈ 2.85 s, damping 15 → just over 1 s")
    func documentedExamples() {
        let loose = SpringSolver(damping: 5).settlingDuration
        let firm = SpringSolver(damping: 15).settlingDuration
        #expect(abs(loose - 2.85) < 0.05)
        #expect(firm > 1 && firm < 1.05)
    }

    @Test("the figures in the doc comment", arguments: [(5.0, 2.855), (10, 1.473), (15, 1.022), (20, 0.923)])
    func documentedFigures(damping: Double, expected: Double) {
        #expect(abs(SpringSolver(damping: damping).settlingDuration - expected) < 1e-3)
    }

    @Test("underdamped figures follow the closed form ln((1 + |s|/ωd)/ε)/(ζω0)")
    func underdampedClosedForm() {
        for (damping, v0) in [(5.0, 0.0), (10, 0), (15, 0), (10, 3), (2, -1)] {
            let spring = SpringSolver(damping: damping, initialVelocity: v0)
            let a = damping / 2
            let omegaD = (100 - a * a).squareRoot()
            let amplitude = 1 + abs(-a + v0) / omegaD
            #expect(abs(spring.settlingDuration - log(amplitude / 0.001) / a) < 1e-8)
        }
    }

    @Test("critical damping solves e^(−ω0t)(1 + ω0t) = 0.001")
    func criticalClosedForm() {
        let t = SpringSolver(damping: 20).settlingDuration
        #expect(abs(exp(-10 * t) * (1 + 10 * t) - 0.001) < 1e-9)
    }

    @Test(
        "after settlingDuration the motion stays within 0.001 of the target",
        arguments: [
            SpringSolver(damping: 5), SpringSolver(damping: 10), SpringSolver(damping: 15), SpringSolver(damping: 20),
            SpringSolver(damping: 1), SpringSolver(damping: 10, initialVelocity: 8),
            SpringSolver(damping: 10, initialVelocity: -6),
            SpringSolver(damping: 19.9), SpringSolver(damping: 50, initialVelocity: 3, allowsOverdamping: true),
            SpringSolver(mass: 3, stiffness: 250, damping: 7), SpringSolver(damping: 200, allowsOverdamping: true),
        ])
    func staysSettled(spring: SpringSolver) {
        let settle = spring.settlingDuration
        #expect(settle > 0 && settle.isFinite)
        var t = settle
        while t < settle * 4 + 1 {
            #expect(abs(spring.progress(at: t) - 1) < 0.001, "t = \(t)")
            t += 0.0005
        }
    }

    @Test("the estimate is not much larger than the actual last excursion")
    func reasonablyTight() {
        for damping in [5.0, 10, 15, 20] {
            let spring = SpringSolver(damping: damping)
            var lastOutside = 0.0
            for t in stride(from: 0.0, through: 5.0, by: 0.0005) where abs(spring.progress(at: t) - 1) >= 0.001 {
                lastOutside = t
            }
            #expect(spring.settlingDuration >= lastOutside)
            #expect(spring.settlingDuration - lastOutside < 0.25)
        }
    }

    @Test("more damping settles sooner up to ζ ≈ 0.95; it is continuous across ζ = 1")
    func monotoneAndContinuous() {
        let durations = stride(from: 2.0, through: 19, by: 1).map { SpringSolver(damping: $0).settlingDuration }
        #expect(zip(durations, durations.dropFirst()).allSatisfy { $0 > $1 })
        // A slightly underdamped spring settles sooner than a critically damped one (0.874 s vs 0.923 s).
        #expect(abs(SpringSolver(damping: 19).settlingDuration - 0.874) < 1e-3)
        let critical = SpringSolver(damping: 20).settlingDuration
        let below = SpringSolver(damping: 20 - 1e-7).settlingDuration
        let above = SpringSolver(damping: 20 + 1e-7, allowsOverdamping: true).settlingDuration
        #expect(abs(below - critical) < 1e-5)
        #expect(abs(above - critical) < 1e-5)
        // Overdamping is slower than critical.
        #expect(SpringSolver(damping: 40, allowsOverdamping: true).settlingDuration > critical)
    }

    @Test("with the same damping ratio, settling time scales as 1/ω0")
    func scalesWithFrequency() {
        let base = SpringSolver(damping: 10).settlingDuration
        let twiceAsFast = SpringSolver(stiffness: 400, damping: 20).settlingDuration
        let heavy = SpringSolver(mass: 4, stiffness: 100, damping: 20).settlingDuration
        #expect(abs(twiceAsFast - base / 2) < 1e-8)
        #expect(abs(heavy - base * 2) < 1e-8)
    }
}
