import Foundation

/// The analytic damped-spring motion behind `CASpringAnimation` (and UIKit's spring animations).
///
/// The model is Core Animation's: a mass `m` on a spring of stiffness `k` with viscous damping `c`,
/// `m·x'' + c·x' + k·x = 0`, started at displacement x0 = −1 (the whole unit 0 → 1 move still to go)
/// with velocity `initialVelocity`. Progress is `1 + x(t)`: it starts at 0 and tends to 1, overshooting
/// when the spring is underdamped. Apple's conventions are kept:
/// - `initialVelocity` is in "unit distances per second" and positive means toward the target
///   (CASpringAnimation header; UIKit's "fraction of total animation distance per second").
/// - Defaults are CASpringAnimation's: mass 1, stiffness 100, damping 10, velocity 0.
/// - With `allowsOverdamping == false` (the default, as before iOS 17) a damping ratio above 1 moves like
///   critical damping (same mass and stiffness, damping lowered to 2√(k·m)); iOS 17's
///   `allowsOverdamping == true` honours the real overdamped motion.
///
/// Choices where Apple documents nothing:
/// - A negative damping ratio is treated as 0 (undamped); the public API rejects negative damping anyway.
/// - Invalid parameters (mass or stiffness ≤ 0, or any non-finite value) give a motion that jumps to 1
///   right after t = 0: progress 0 at t ≤ 0 and 1 after, velocity 0, settling duration 0.
/// - Times before 0 (or NaN) are evaluated at t = 0; t = +∞ gives progress 1 and velocity 0.
package struct SpringSolver: Sendable, Equatable {
    /// The mass of the object on the spring (CASpringAnimation default 1; must be > 0).
    package var mass: Double
    /// The spring constant k (CASpringAnimation default 100; must be > 0).
    package var stiffness: Double
    /// The viscous damping coefficient c (CASpringAnimation default 10; must be ≥ 0).
    package var damping: Double
    /// The starting velocity in unit distances per second; positive is toward the target (default 0).
    package var initialVelocity: Double
    /// Whether a damping ratio above 1 produces overdamped motion (iOS 17); when false it behaves as 1.
    package var allowsOverdamping: Bool

    /// A spring with the given physical parameters; the defaults are CASpringAnimation's.
    package init(
        mass: Double = 1,
        stiffness: Double = 100,
        damping: Double = 10,
        initialVelocity: Double = 0,
        allowsOverdamping: Bool = false
    ) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.allowsOverdamping = allowsOverdamping
    }

    /// Whether the parameters describe a real spring: mass and stiffness > 0 and everything finite.
    package var isValid: Bool {
        mass > 0 && stiffness > 0 && mass.isFinite && stiffness.isFinite
            && damping.isFinite && initialVelocity.isFinite
    }

    /// The undamped angular frequency ω0 = √(k/m), in radians per second.
    package var naturalFrequency: Double {
        (stiffness / mass).squareRoot()
    }

    /// The damping ratio ζ = c / (2√(k·m)) of the parameters as set (UISpringTimingParameters' formula).
    ///
    /// 1 is critical damping, below 1 oscillates, above 1 is overdamped. This is the raw ratio: see
    /// ``effectiveDampingRatio`` for the one the motion uses.
    package var dampingRatio: Double {
        damping / (2 * (stiffness * mass).squareRoot())
    }

    /// The damping ratio the motion actually uses: ``dampingRatio`` clamped to ≥ 0, and to ≤ 1 unless
    /// ``allowsOverdamping`` is set.
    package var effectiveDampingRatio: Double {
        let ratio = max(dampingRatio, 0)
        return allowsOverdamping ? ratio : min(ratio, 1)
    }

    /// The unit progress at time `t` seconds after the start: 0 at t = 0, tending to 1.
    ///
    /// Analytic solutions (no integration): underdamped `e^(−ζω0t)(x0 cos ωd t + ((ζω0x0 + v0)/ωd) sin ωd t)`,
    /// critically damped `e^(−ω0t)(x0 + (v0 + ω0x0) t)`, overdamped the same with cosh/sinh of
    /// γ = ω0√(ζ² − 1), where x0 = −1 and v0 = ``initialVelocity``.
    package func progress(at t: Double) -> Double {
        guard let oscillator = DampedOscillator(self) else { return t > 0 ? 1 : 0 }
        if t == .infinity { return 1 }
        return 1 + oscillator.displacement(at: Self.clampedTime(t))
    }

    /// The derivative of ``progress(at:)`` with respect to time, in unit distances per second
    /// (positive toward the target). `velocity(at: 0) == initialVelocity`.
    package func velocity(at t: Double) -> Double {
        guard let oscillator = DampedOscillator(self) else { return 0 }
        if t == .infinity { return 0 }
        return oscillator.velocity(at: Self.clampedTime(t))
    }

    /// Times before the start (and NaN) are evaluated at the start.
    private static func clampedTime(_ t: Double) -> Double {
        t > 0 ? t : 0
    }
}
