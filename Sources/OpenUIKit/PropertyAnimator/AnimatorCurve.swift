import Foundation
import OpenQuartzCore

/// The pacing of a property animator's animations: a cubic curve (nil: linear) or a spring.
enum AnimatorCurve {
    case cubic(CAMediaTimingFunction?)
    case spring(SpringSolver)

    /// The progress (0 → 1, beyond 1 for an overshooting spring) `time` seconds into a pass of `duration`
    /// seconds: what the Core Animation animation made by ``makeAnimation(keyPath:)`` shows then.
    func progress(atTime time: Double, duration: Double) -> Double {
        switch self {
        case .cubic(let function):
            let x = duration > 0 ? min(max(time / duration, 0), 1) : (time > 0 ? 1 : 0)
            return function?.solve(x) ?? x
        case .spring(let solver):
            return solver.progress(at: min(time, duration))
        }
    }

    /// An animation of `keyPath` paced by the curve: a `CABasicAnimation` with the timing function, or a
    /// `CASpringAnimation` with the spring's physics.
    @MainActor
    func makeAnimation(keyPath: String) -> CABasicAnimation {
        switch self {
        case .cubic(let function):
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = function
            return animation
        case .spring(let solver):
            let animation = CASpringAnimation(keyPath: keyPath)
            animation.mass = CGFloat(solver.mass)
            animation.stiffness = CGFloat(solver.stiffness)
            animation.damping = CGFloat(solver.damping)
            animation.initialVelocity = CGFloat(solver.initialVelocity)
            animation.allowsOverdamping = solver.allowsOverdamping
            return animation
        }
    }
}
