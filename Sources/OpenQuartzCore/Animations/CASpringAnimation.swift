import Foundation

/// A basic animation whose progress follows a damped spring (Core Animation's `CASpringAnimation`).
///
/// The motion is the analytic solution of `m·x'' + c·x' + k·x = 0`; `duration` only clips it, and the
/// timing function is not used. Mass and stiffness must be greater than 0 and damping not negative: other
/// values are reported and ignored.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    var solver = SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0, allowsOverdamping: false)

    package override var defaultValues: [String: Any?] {
        super.defaultValues.merging([
            "mass": mass, "stiffness": stiffness, "damping": damping,
            "initialVelocity": initialVelocity, "allowsOverdamping": allowsOverdamping,
        ]) { $1 }
    }

    /// The mass of the object on the spring (default 1).
    public var mass: CGFloat {
        get { CGFloat(solver.mass) }
        set { setSpring(\.mass, Double(newValue), name: "mass", valid: newValue > 0) }
    }

    /// The spring's stiffness (default 100).
    public var stiffness: CGFloat {
        get { CGFloat(solver.stiffness) }
        set { setSpring(\.stiffness, Double(newValue), name: "stiffness", valid: newValue > 0) }
    }

    /// The friction (default 10).
    public var damping: CGFloat {
        get { CGFloat(solver.damping) }
        set { setSpring(\.damping, Double(newValue), name: "damping", valid: newValue >= 0) }
    }

    /// The starting velocity, in units of the whole distance per second; positive is toward the target.
    public var initialVelocity: CGFloat {
        get { CGFloat(solver.initialVelocity) }
        set { setSpring(\.initialVelocity, Double(newValue), name: "initialVelocity", valid: true) }
    }

    /// Whether a damping ratio above 1 is honoured (iOS 17); when false it behaves as critical damping.
    public var allowsOverdamping: Bool {
        get { solver.allowsOverdamping }
        set { solver.allowsOverdamping = newValue }
    }

    /// The estimated time for the spring to come to rest.
    public var settlingDuration: CFTimeInterval { solver.settlingDuration }

    /// The perceptual duration (iOS 17): 2π/√(k/m).
    public var perceptualDuration: CFTimeInterval { solver.perceptualDuration }

    /// The bounce (iOS 17): 1 − damping ratio, or 1/ratio − 1 when overdamped.
    public var bounce: CGFloat { CGFloat(solver.bounce) }

    /// A spring from a perceptual duration and a bounce (iOS 17), with mass 1.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let parameters = SpringSolver.parameters(perceptualDuration: perceptualDuration, bounce: Double(bounce))
        solver.mass = parameters.mass
        solver.stiffness = parameters.stiffness
        solver.damping = parameters.damping
        solver.allowsOverdamping = bounce < 0
        duration = settlingDuration
    }

    package override func copyConfiguration(from other: CAAnimation) {
        super.copyConfiguration(from: other)
        guard let other = other as? CASpringAnimation else { return }
        solver = other.solver
    }

    override func fraction(atBasicTime basicTime: Double) -> Double {
        solver.progress(at: basicTime)
    }

    private func setSpring(_ keyPath: WritableKeyPath<SpringSolver, Double>, _ value: Double, name: String, valid: Bool)
    {
        guard value.isFinite, valid else {
            Diagnostics.report(
                .invalidSpring, .exception,
                "CASpringAnimation \(name) \(value) is out of range (mass and stiffness must be > 0, damping ≥ 0, all finite)"
            )
            return
        }
        solver[keyPath: keyPath] = value
    }
}
