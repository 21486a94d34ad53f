import Foundation

/// The solved form of a ``SpringSolver``'s equation of motion, in displacement from the target.
///
/// Every regime is written as `x(t) = x0·C(t) + s·S(t)` with `s = a·x0 + v0`, `a = ζ·ω0` and
/// - underdamped: `C = e^(−at) cos ωd t`, `S = e^(−at) sin(ωd t)/ωd`
/// - critical: `C = e^(−at)`, `S = t·e^(−at)`
/// - overdamped: `C = e^(−at) cosh γt`, `S = e^(−at) sinh(γt)/γ`
///
/// which is the textbook solution of the damped harmonic oscillator rearranged so that the three regimes meet continuously and
/// the overdamped case does not cancel catastrophically near ζ = 1. In every regime
/// `C' = −a·C + κ·S` and `S' = −a·S + C`, with κ = −ωd², 0 or γ².
struct DampedOscillator: Sendable {
    /// How the solution behaves, with the frequency that goes with it.
    enum Regime: Sendable, Equatable {
        /// ζ < 1: oscillation at the damped angular frequency ωd = ω0√(1 − ζ²).
        case underdamped(omega: Double)
        /// ζ = 1: the fastest approach without overshoot (for zero initial velocity).
        case critical
        /// ζ > 1: a sum of two real exponentials; gamma = ω0√(ζ² − 1).
        case overdamped(gamma: Double)
    }

    /// Initial displacement from the target (−1 for a unit move).
    let x0: Double
    /// Initial velocity.
    let v0: Double
    /// The decay rate a = ζ·ω0 of the envelope.
    let decay: Double
    /// The regime and its frequency.
    let regime: Regime

    /// The oscillator for a spring's effective parameters, or nil when the parameters are invalid.
    init?(_ spring: SpringSolver) {
        guard spring.isValid else { return nil }
        let omega0 = spring.naturalFrequency
        let zeta = spring.effectiveDampingRatio
        self.init(x0: -1, v0: spring.initialVelocity, omega0: omega0, zeta: zeta)
    }

    /// The oscillator with natural frequency `omega0` > 0 and damping ratio `zeta` ≥ 0.
    init(x0: Double, v0: Double, omega0: Double, zeta: Double) {
        self.x0 = x0
        self.v0 = v0
        decay = zeta * omega0
        if zeta < 1 {
            regime = .underdamped(omega: omega0 * (1 - zeta * zeta).squareRoot())
        } else if zeta == 1 {
            regime = .critical
        } else {
            regime = .overdamped(gamma: omega0 * (zeta * zeta - 1).squareRoot())
        }
    }

    /// The coefficient s = a·x0 + v0 of the S(t) term.
    var sineCoefficient: Double {
        decay * x0 + v0
    }

    /// κ in C' = −a·C + κ·S.
    private var kappa: Double {
        switch regime {
        case .underdamped(let omega): -omega * omega
        case .critical: 0
        case .overdamped(let gamma): gamma * gamma
        }
    }

    /// The basis functions C(t) and S(t) at t ≥ 0.
    func basis(at t: Double) -> (c: Double, s: Double) {
        switch regime {
        case .underdamped(let omega):
            let envelope = exp(-decay * t)
            return (envelope * cos(omega * t), envelope * sin(omega * t) / omega)
        case .critical:
            let envelope = exp(-decay * t)
            return (envelope, t * envelope)
        case .overdamped(let gamma):
            if gamma * t <= 0.5 {
                let envelope = exp(-decay * t)
                return (envelope * cosh(gamma * t), envelope * sinh(gamma * t) / gamma)
            }
            // Far from ζ = 1 in γt: the two modes separately (no overflow of cosh, no underflow of e^(−at)).
            let slow = exp(-(decay - gamma) * t)
            let fast = exp(-(decay + gamma) * t)
            return (0.5 * (slow + fast), (slow - fast) / (2 * gamma))
        }
    }

    /// Displacement from the target at t ≥ 0.
    func displacement(at t: Double) -> Double {
        let (c, s) = basis(at: t)
        return x0 * c + sineCoefficient * s
    }

    /// Velocity at t ≥ 0.
    func velocity(at t: Double) -> Double {
        let (c, s) = basis(at: t)
        let cDot = -decay * c + kappa * s
        let sDot = -decay * s + c
        return x0 * cDot + sineCoefficient * sDot
    }

    /// An upper bound on |x(t)|: `|x0|·|C|max(t) + |s|·|S|max(t)`, where for the underdamped case
    /// |cos| ≤ 1 and |sin(ωd t)/ωd| ≤ min(t, 1/ωd). It is unimodal in t (rises at most once, then decays),
    /// equals |x(t)| whenever the two terms have the same sign and no oscillation is involved, and is
    /// continuous across the regimes. Used by ``SpringSolver/settlingDuration``.
    func displacementBound(at t: Double) -> Double {
        let p = abs(x0)
        let q = abs(sineCoefficient)
        switch regime {
        case .underdamped(let omega):
            return exp(-decay * t) * (p + q * min(t, 1 / omega))
        case .critical, .overdamped:
            let (c, s) = basis(at: t)
            return p * c + q * s
        }
    }
}
