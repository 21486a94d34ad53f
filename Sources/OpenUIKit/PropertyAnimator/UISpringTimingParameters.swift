import Foundation
import OpenQuartzCore

/// A damped-spring timing for a property animator (UIKit's `UISpringTimingParameters`).
///
/// How the animator's duration is used depends on the form, as in UIKit:
/// - `init(dampingRatio:…)`: the spring is derived from the animator's duration and settles within it
///   (mass 1, the envelope term 0.1 % at the duration: the mapping measured on the iOS 26.1 simulator for
///   `UIView.animate(withDuration:…usingSpringWithDamping:…)`; Apple does not publish its own).
/// - `init()`, `init(mass:stiffness:damping:initialVelocity:)` and the iOS 17
///   `init(duration:bounce:initialVelocity:)`: the spring is fully defined, so the animator's duration is
///   ignored and the animator runs for the spring's settling duration (UIKit "computes the duration
///   assuming a small settling oscillation"; OpenUIKit uses `CASpringAnimation.settlingDuration`).
///
/// Deliberate difference: Core Animation's springs here take one velocity, so only `initialVelocity.dx`
/// is used (for every property; UIKit uses dy for the y component of two-dimensional properties).
@preconcurrency @MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    private enum Form {
        case dampingRatio(Double)
        case physical(mass: Double, stiffness: Double, damping: Double)
        case perceptual(duration: Double, bounce: Double)
    }

    private let form: Form
    /// The starting velocity in fractions of the animated distance per second (moving 200 pt at
    /// 100 pt/s is 0.5).
    public let initialVelocity: CGVector

    /// UIKit's system spring: mass 3, stiffness 1000, damping 500 (damping ratio 4.56, as Apple's
    /// documentation states, which moves as critical damping), no initial velocity. The animator's
    /// duration is ignored.
    public init() {
        form = .physical(mass: 3, stiffness: 1000, damping: 500)
        initialVelocity = CGVector(dx: 0, dy: 0)
    }

    /// A spring with `ratio` (1 critically damped, towards 0 more oscillation) that settles within the
    /// animator's duration, with no initial velocity. A ratio above 1 is treated as 1; one of 0 or less, or
    /// NaN, is reported and 0.01 (1 for NaN) is used, as for `UIView`'s spring animations.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` that settles within the animator's duration, starting at `velocity` (fractions
    /// of the distance per second; only `dx` is used, see above).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        UIView.checkDampingRatio(ratio, in: "UISpringTimingParameters(dampingRatio:)")
        form = .dampingRatio(Double(ratio))
        initialVelocity = velocity
    }

    /// A spring of the given physics (damping ratio damping / (2√(stiffness × mass))). The animator's
    /// duration is ignored. Mass and stiffness must be greater than 0 and damping not negative: other
    /// values are reported and the system spring of ``init()`` is used.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let values = [mass, stiffness, damping].map(Double.init)
        if values.allSatisfy(\.isFinite), mass > 0, stiffness > 0, damping >= 0 {
            form = .physical(mass: values[0], stiffness: values[1], damping: values[2])
        } else {
            Diagnostics.report(
                .invalidSpring, .exception,
                "UISpringTimingParameters: mass \(mass) and stiffness \(stiffness) must be > 0 and damping \(damping) ≥ 0"
            )
            form = .physical(mass: 3, stiffness: 1000, damping: 500)
        }
        initialVelocity = velocity
    }

    /// The iOS 17 spring: `duration` is the perceptual duration and `bounce` −1…1 (0 critically damped):
    /// stiffness (2π/duration)², damping ratio 1 − bounce (1/(1 + bounce) when negative). The animator's
    /// duration is ignored; it runs until the spring settles.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        form = .perceptual(duration: duration, bounce: Double(bounce))
        initialVelocity = velocity
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// None: the timing is a spring (UIKit's spring parameters carry no cubic curve either).
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// The parameters themselves.
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring's motion for an animator of `duration` seconds, and how long the animator runs with it:
    /// `duration` for the damping-ratio form, else the settling duration (`duration` when the spring never
    /// settles, e.g. with no damping).
    func motion(forAnimatorDuration duration: TimeInterval) -> (solver: SpringSolver, duration: TimeInterval) {
        let velocity = Double(initialVelocity.dx)
        let solver: SpringSolver
        switch form {
        case .dampingRatio(let ratio):
            let p = SpringSolver.parameters(duration: duration, dampingRatio: ratio)
            return (
                SpringSolver(mass: p.mass, stiffness: p.stiffness, damping: p.damping, initialVelocity: velocity),
                duration
            )
        case let .physical(mass, stiffness, damping):
            solver = SpringSolver(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        case let .perceptual(perceptualDuration, bounce):
            let p = SpringSolver.parameters(perceptualDuration: perceptualDuration, bounce: bounce)
            solver = SpringSolver(
                mass: p.mass, stiffness: p.stiffness, damping: p.damping, initialVelocity: velocity,
                allowsOverdamping: bounce < 0)
        }
        let settling = solver.settlingDuration
        return (solver, settling.isFinite ? settling : duration)
    }
}
