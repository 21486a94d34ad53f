import Foundation
import Testing
@testable import OpenQuartzCore

/// Central-difference derivative of the progress curve.
private func numericVelocity(_ spring: SpringSolver, _ t: Double, h: Double = 1e-6) -> Double {
    (spring.progress(at: t + h) - spring.progress(at: t - h)) / (2 * h)
}

/// Textbook two-exponential overdamped displacement for x0 = −1, written independently of the solver.
private func overdampedProgress(k: Double, c: Double, m: Double, v0: Double, t: Double) -> Double {
    let a = c / (2 * m)
    let root = (a * a - k / m).squareRoot()
    let r1 = -a + root
    let r2 = -a - root
    let c2 = (v0 - r1 * -1) / (r2 - r1)
    let c1 = -1 - c2
    return 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)
}

@Suite("SpringSolver: motion")
struct SpringSolverMotionTests {
    @Test("defaults are CASpringAnimation's: mass 1, stiffness 100, damping 10, velocity 0, no overdamping")
    func defaults() {
        let spring = SpringSolver()
        #expect(
            spring == SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0, allowsOverdamping: false))
        #expect(spring.naturalFrequency == 10)
        #expect(spring.dampingRatio == 0.5)
    }

    @Test(
        "the default spring (mass 1, stiffness 100, damping 10): progress at 0.1/0.2/0.3/0.5/1.0 s",
        arguments: [
            (0.1, 0.34030), (0.2, 0.84943), (0.3, 1.12435), (0.5, 1.07459), (1.0, 1.00217),
        ])
    func defaultSpringSamples(t: Double, expected: Double) {
        #expect(abs(SpringSolver().progress(at: t) - expected) < 1e-4)
    }

    @Test("the default spring's first peak at π/ωd = 0.3628 s with value 1.16303 (16.3 % overshoot)")
    func defaultSpringFirstPeak() {
        let spring = SpringSolver()
        let omegaD = 10 * (0.75).squareRoot()
        let peak = Double.pi / omegaD
        #expect(abs(peak - 0.3628) < 1e-4)
        #expect(abs(spring.progress(at: peak) - 1.16303) < 1e-4)
        #expect(abs(spring.progress(at: peak) - (1 + exp(-0.5 * 10 * peak))) < 1e-12)
        #expect(abs(spring.velocity(at: peak)) < 1e-9)
        // It is the global maximum of the motion.
        let samples = stride(from: 0.0, through: 3.0, by: 0.001).map(spring.progress)
        #expect(samples.max()! <= spring.progress(at: peak) + 1e-12)
    }

    @Test("starts at 0, tends to 1, and ignores negative times")
    func startAndEnd() {
        for damping in [0.5, 5, 10, 20, 50] {
            for overdamping in [false, true] {
                let spring = SpringSolver(damping: damping, allowsOverdamping: overdamping)
                #expect(spring.progress(at: 0) == 0)
                #expect(spring.progress(at: -1) == 0)
                #expect(spring.progress(at: .nan) == 0)
                #expect(abs(spring.progress(at: 200) - 1) < 1e-9)
                #expect(spring.progress(at: .infinity) == 1)
                #expect(spring.velocity(at: .infinity) == 0)
            }
        }
    }

    @Test("critically damped (c = 2√(km)) matches 1 − e^(−ω0t)(1 + (ω0 − v0)t)", arguments: [0.0, 3, -4])
    func criticallyDamped(v0: Double) {
        let spring = SpringSolver(mass: 1, stiffness: 100, damping: 20, initialVelocity: v0)
        #expect(spring.dampingRatio == 1)
        for t in stride(from: 0.0, through: 2.0, by: 0.05) {
            let expected = 1 - exp(-10 * t) * (1 + (10 - v0) * t)
            #expect(abs(spring.progress(at: t) - expected) < 1e-12)
        }
        // With no initial velocity it never overshoots.
        if v0 == 0 {
            #expect(stride(from: 0.0, through: 3.0, by: 0.01).allSatisfy { spring.progress(at: $0) <= 1 })
        }
    }

    @Test("critical damping with mass ≠ 1 uses ω0 = √(k/m)")
    func criticallyDampedHeavy() {
        // m 4, k 100: ω0 = 5, critical damping 2√(400) = 40.
        let spring = SpringSolver(mass: 4, stiffness: 100, damping: 40)
        for t in stride(from: 0.0, through: 2.0, by: 0.1) {
            #expect(abs(spring.progress(at: t) - (1 - exp(-5 * t) * (1 + 5 * t))) < 1e-12)
        }
    }

    @Test("overdamped with allowsOverdamping matches the two-exponential closed form", arguments: [0.0, 2, -5])
    func overdamped(v0: Double) {
        let spring = SpringSolver(mass: 1, stiffness: 100, damping: 50, initialVelocity: v0, allowsOverdamping: true)
        #expect(spring.dampingRatio == 2.5)
        for t in stride(from: 0.0, through: 3.0, by: 0.05) {
            let expected = overdampedProgress(k: 100, c: 50, m: 1, v0: v0, t: t)
            #expect(abs(spring.progress(at: t) - expected) < 1e-12, "t = \(t)")
        }
        // Hand-computed: r1 = −25 + √525 = −2.0871, r2 = −47.9129; at t = 0.5 with v0 = 0,
        // C2 = r1/(r2 − r1) = 0.045544, C1 = −1.045544 → progress ≈ 1 − 1.045544·e^(−1.04356) = 0.63176.
        if v0 == 0 {
            #expect(abs(spring.progress(at: 0.5) - 0.63176) < 1e-4)
        }
    }

    @Test("without allowsOverdamping a ratio above 1 moves as critical damping")
    func overdampingDisabled() {
        let overdamped = SpringSolver(damping: 50, initialVelocity: 1)
        let critical = SpringSolver(damping: 20, initialVelocity: 1)
        #expect(overdamped.dampingRatio == 2.5)
        #expect(overdamped.effectiveDampingRatio == 1)
        for t in stride(from: 0.0, through: 2.0, by: 0.05) {
            #expect(overdamped.progress(at: t) == critical.progress(at: t))
            #expect(overdamped.velocity(at: t) == critical.velocity(at: t))
        }
        #expect(overdamped.settlingDuration == critical.settlingDuration)
        let honoured = SpringSolver(damping: 50, initialVelocity: 1, allowsOverdamping: true)
        #expect(honoured.progress(at: 0.5) < critical.progress(at: 0.5))
    }

    @Test("velocity(at: 0) equals initialVelocity in every regime", arguments: [0.0, 2, 10, 20, 50])
    func initialVelocity(damping: Double) {
        for v0 in [-3.0, 0, 0.5, 7] {
            for overdamping in [false, true] {
                let spring = SpringSolver(damping: damping, initialVelocity: v0, allowsOverdamping: overdamping)
                #expect(abs(spring.velocity(at: 0) - v0) < 1e-12)
                #expect(spring.progress(at: 0) == 0)
            }
        }
    }

    @Test("velocity is the derivative of progress", arguments: [0.0, 5, 10, 19.99, 20, 20.01, 50, 500])
    func velocityIsDerivative(damping: Double) {
        for v0 in [0.0, 4, -2] {
            let spring = SpringSolver(damping: damping, initialVelocity: v0, allowsOverdamping: true)
            for t in stride(from: 0.01, through: 1.5, by: 0.07) {
                #expect(abs(spring.velocity(at: t) - numericVelocity(spring, t)) < 1e-5, "c \(damping) v0 \(v0) t \(t)")
            }
        }
    }

    @Test("a positive initial velocity moves toward the target faster; a negative one first moves away")
    func initialVelocityDirection() {
        let still = SpringSolver()
        let toward = SpringSolver(initialVelocity: 5)
        let away = SpringSolver(initialVelocity: -5)
        #expect(toward.progress(at: 0.05) > still.progress(at: 0.05))
        #expect(away.progress(at: 0.02) < 0)
        // Underdamped closed form with v0: B = (ζω0x0 + v0)/ωd.
        let omegaD = 10 * (0.75).squareRoot()
        let t = 0.17
        let expected = 1 + exp(-5 * t) * (-cos(omegaD * t) + ((-5 + 5) / omegaD) * sin(omegaD * t))
        #expect(abs(toward.progress(at: t) - expected) < 1e-12)
    }

    @Test("the motion is continuous across ζ = 1")
    func continuityAtCritical() {
        let critical = SpringSolver(damping: 20, initialVelocity: 2)
        for damping in [20 - 1e-9, 20 - 1e-6, 20 + 1e-9, 20 + 1e-6] {
            let near = SpringSolver(damping: damping, initialVelocity: 2, allowsOverdamping: true)
            for t in stride(from: 0.0, through: 2.0, by: 0.1) {
                #expect(abs(near.progress(at: t) - critical.progress(at: t)) < 1e-6)
                #expect(abs(near.velocity(at: t) - critical.velocity(at: t)) < 1e-5)
            }
        }
    }

    @Test("undamped springs oscillate between 0 and 2 forever")
    func undamped() {
        let spring = SpringSolver(damping: 0)
        #expect(abs(spring.progress(at: Double.pi / 10) - 2) < 1e-12)
        #expect(abs(spring.progress(at: 2 * Double.pi / 10 * 50)) < 1e-9)
        #expect(spring.settlingDuration == .infinity)
    }

    @Test("negative damping is treated as undamped")
    func negativeDamping() {
        let spring = SpringSolver(damping: -3)
        #expect(spring.effectiveDampingRatio == 0)
        #expect(abs(spring.progress(at: 1.234) - SpringSolver(damping: 0).progress(at: 1.234)) < 1e-15)
    }

    @Test("very stiff, heavily overdamped springs stay finite")
    func extremeParameters() {
        let spring = SpringSolver(mass: 1, stiffness: 1e6, damping: 1e7, allowsOverdamping: true)
        for t in [0.0, 1e-6, 1e-3, 0.1, 1, 10, 1e3, 1e5] {
            #expect(spring.progress(at: t).isFinite)
            #expect(spring.velocity(at: t).isFinite)
        }
        #expect(spring.settlingDuration.isFinite)
    }

    @Test(
        "invalid parameters jump to the end",
        arguments: [
            SpringSolver(mass: 0), SpringSolver(stiffness: 0), SpringSolver(mass: -1),
            SpringSolver(damping: .nan), SpringSolver(initialVelocity: .infinity), SpringSolver(stiffness: .infinity),
        ])
    func invalidParameters(spring: SpringSolver) {
        #expect(!spring.isValid)
        #expect(spring.progress(at: 0) == 0)
        #expect(spring.progress(at: 0.001) == 1)
        #expect(spring.velocity(at: 0.5) == 0)
        #expect(spring.settlingDuration == 0)
    }
}
