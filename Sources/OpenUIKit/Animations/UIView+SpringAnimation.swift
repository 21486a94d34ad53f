import Foundation
import OpenQuartzCore

extension UIView {
    /// Animates with a spring that settles within `duration`: a CASpringAnimation with mass 1 whose
    /// envelope decays to 0.1 % at `duration` for the given damping ratio (clamped to (0, 1]: UIKit's
    /// pre-iOS 17 springs are never overdamped). Apple does not publish its mapping; this is the common
    /// reverse-engineered one (documented as an approximation). `velocity` is in fractions of the
    /// distance per second: moving 200 pt at 100 pt/s is 0.5.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let parameters = SpringSolver.parameters(duration: duration, dampingRatio: Double(dampingRatio))
        let spring = UIViewAnimationGroup.Spring(mass: parameters.mass, stiffness: parameters.stiffness,
                                                 damping: parameters.damping, initialVelocity: Double(velocity))
        runAnimationBlock(duration: duration, delay: delay, options: options, spring: spring, animations: animations, completion: completion)
    }

    /// The iOS 17 spring: `springDuration` is the perceptual duration and `bounce` −1…1 (0 is critically
    /// damped): stiffness (2π/duration)², damping ratio 1 − bounce (1/(1 + bounce) when negative). The
    /// animation runs until the spring settles.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let parameters = SpringSolver.parameters(perceptualDuration: duration, bounce: Double(bounce))
        let solver = SpringSolver(mass: parameters.mass, stiffness: parameters.stiffness, damping: parameters.damping,
                                  initialVelocity: Double(velocity), allowsOverdamping: bounce < 0)
        let spring = UIViewAnimationGroup.Spring(mass: parameters.mass, stiffness: parameters.stiffness,
                                                 damping: parameters.damping, initialVelocity: Double(velocity))
        runAnimationBlock(duration: solver.settlingDuration.isFinite ? solver.settlingDuration : duration * 10, delay: delay,
                          options: options, spring: spring, animations: animations, completion: completion)
    }
}
