import Foundation

extension SpringSolver {
    /// The CASpringAnimation defaults, returned by the conversions below for a non-positive or
    /// non-finite duration (UIKit applies changes without animating for a duration ≤ 0, so the values
    /// are never seen in motion; this only keeps the results finite).
    private static let defaultParameters: (mass: Double, stiffness: Double, damping: Double) = (1, 100, 10)

    /// The lowest bounce accepted by ``parameters(perceptualDuration:bounce:)`` (damping ratio 100).
    /// SwiftUI documents −1 as the minimum, where the damping ratio would be infinite.
    package static let minimumBounce = -0.99

    /// Mass, stiffness and damping for iOS 17's perceptual duration and bounce
    /// (`CASpringAnimation(perceptualDuration:bounce:)`, `UIView.animate(springDuration:bounce:…)`,
    /// SwiftUI's `Spring(duration:bounce:)`).
    ///
    /// mass = 1, stiffness = (2π / duration)², damping ratio ζ = 1 − bounce for bounce ≥ 0 and
    /// 1 / (1 + bounce) for bounce < 0, damping = 2ζ√(k·m) = 4πζ / duration. This reproduces Apple's
    /// documented example: (0.5, 0.3) → stiffness 157.914, damping 17.593.
    ///
    /// bounce is clamped to [``minimumBounce``, 1] (1 is undamped). A duration that is not a positive
    /// finite number gives the CASpringAnimation defaults (1, 100, 10).
    package static func parameters(
        perceptualDuration: Double,
        bounce: Double
    ) -> (mass: Double, stiffness: Double, damping: Double) {
        guard perceptualDuration > 0, perceptualDuration.isFinite else { return defaultParameters }
        let bounce = bounce.isNaN ? 0 : min(max(bounce, minimumBounce), 1)
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let omega0 = 2 * Double.pi / perceptualDuration
        return (1, omega0 * omega0, 2 * zeta * omega0)
    }

    /// The perceptual duration (iOS 17's `CASpringAnimation.perceptualDuration`): the undamped period
    /// 2π / √(k/m), independent of damping. Stiffness 100, mass 1 → 0.6283 s.
    package var perceptualDuration: Double {
        2 * Double.pi / naturalFrequency
    }

    /// The bounce (iOS 17's `CASpringAnimation.bounce`): 1 − ζ when ζ ≤ 1, 1/ζ − 1 when overdamped
    /// (negative), from the raw ``dampingRatio``. Stiffness 100, damping 10, mass 1 (ζ 0.5) → 0.5.
    package var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// The lowest damping ratio ``parameters(duration:dampingRatio:)`` uses: UIKit documents the ratio as
    /// greater than 0, and an undamped spring would never settle within the duration.
    package static let minimumDampingRatio = 0.01

    /// Mass, stiffness and damping for UIKit's pre-iOS 17 spring API,
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`, as measured on the iOS 26.1
    /// simulator (Apple publishes no mapping; a third party's 17 probes of UIKit, the Vercantez/openuikit
    /// project's "animprobe" measurements).
    ///
    /// Mass 1, stiffness ω0², damping 2ζ·ω0, with the natural frequency ω0 for which the oscillation's envelope
    /// term is ``settlingEpsilon`` (0.001) at t = duration D: for ζ < 1, (β/ω_d)·e^(−βD) = 0.001 with β = ζω0 and
    /// ω_d = ω0√(1 − ζ²), so ω0 = ln(ζ / (0.001·√(1 − ζ²))) / (ζ·D) — ζ 0.6 and D 0.8 give the measured
    /// 13.79 rad/s —; for ζ = 1, (1 + ω0D)·e^(−ω0D) = 0.001, ω0D = 9.2334134764. An initial velocity adds its
    /// own motion, which this does not account for.
    ///
    /// The damping ratio is clamped to [``minimumDampingRatio``, 1] (pre-iOS 17 UIKit has no
    /// overdamping; a ratio of 0 or less is out of UIKit's documented range); NaN gives 1. A duration that
    /// is not a positive finite number gives the CASpringAnimation defaults (1, 100, 10).
    package static func parameters(
        duration: Double,
        dampingRatio: Double
    ) -> (mass: Double, stiffness: Double, damping: Double) {
        guard duration > 0, duration.isFinite else { return defaultParameters }
        let zeta = dampingRatio.isNaN ? 1 : min(max(dampingRatio, minimumDampingRatio), 1)
        let x: Double
        if zeta < 1 {
            x = log(zeta / (settlingEpsilon * (1 - zeta * zeta).squareRoot())) / zeta
        } else {
            // Fixed point of x = ln((1 + x) / ε): a contraction (slope 1/(1 + x) < 1) from ln(1/ε) upwards.
            var guess = log(1 / settlingEpsilon)
            for _ in 0..<100 {
                let next = log((1 + guess) / settlingEpsilon)
                if abs(next - guess) <= 1e-12 * next { guess = next; break }
                guess = next
            }
            x = guess
        }
        let omega0 = x / duration
        return (1, omega0 * omega0, 2 * zeta * omega0)
    }
}
