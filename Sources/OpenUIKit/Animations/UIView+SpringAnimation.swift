import Foundation
import OpenQuartzCore

extension UIView {
    /// Animates with a spring that settles within `duration`: a CASpringAnimation with mass 1 whose envelope
    /// term is 0.1 % at `duration` for the given damping ratio (1 glides in without oscillating, towards 0 it
    /// oscillates more; above 1 is clamped to 1, as UIKit's pre-iOS 17 springs are never overdamped): for
    /// ζ < 1, ω0 = ln(1000ζ/√(1 − ζ²)) / (ζ·duration), 13.79 rad/s for ζ 0.6 over 0.8 s, as measured on the
    /// iOS 26.1 simulator (`SpringSolver.parameters(duration:dampingRatio:)`; Apple publishes no mapping). A
    /// ratio of 0 or less, outside UIKit's range, is reported and the lowest ratio, 0.01, is used; NaN is reported and 1 is used. `velocity` is in fractions of the
    /// distance per second: moving 200 pt at 100 pt/s is 0.5. Duration, delay, options and completion as
    /// in ``animate(withDuration:delay:options:animations:completion:)``.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        checkDampingRatio(dampingRatio, in: "UIView.animate(withDuration:delay:usingSpringWithDamping:…)")
        let parameters = SpringSolver.parameters(duration: duration, dampingRatio: Double(dampingRatio))
        let spring = UIViewAnimationGroup.Spring(
            mass: parameters.mass, stiffness: parameters.stiffness,
            damping: parameters.damping, initialVelocity: Double(velocity))
        runAnimationBlock(
            duration: duration, delay: delay, options: options, spring: spring, animations: animations,
            completion: completion)
    }

    /// The iOS 17 spring: `springDuration` is the perceptual duration and `bounce` −1…1 (0 is critically
    /// damped): stiffness (2π/duration)², damping ratio 1 − bounce (1/(1 + bounce) when negative). The
    /// animation runs until the spring settles. A negative or non-finite `springDuration` is reported and
    /// treated as 0: the changes apply without animation and `completion` runs on the next run-loop turn.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let duration = checkedTiming(duration, name: "springDuration")
        guard duration > 0 else {
            return runAnimationBlock(
                duration: 0, delay: delay, options: options, spring: nil, animations: animations, completion: completion
            )
        }
        let parameters = SpringSolver.parameters(perceptualDuration: duration, bounce: Double(bounce))
        let solver = SpringSolver(
            mass: parameters.mass, stiffness: parameters.stiffness, damping: parameters.damping,
            initialVelocity: Double(velocity), allowsOverdamping: bounce < 0)
        let spring = UIViewAnimationGroup.Spring(
            mass: parameters.mass, stiffness: parameters.stiffness,
            damping: parameters.damping, initialVelocity: Double(velocity))
        runAnimationBlock(
            duration: solver.settlingDuration.isFinite ? solver.settlingDuration : duration * 10, delay: delay,
            options: options, spring: spring, animations: animations, completion: completion)
    }

    /// Reports a damping ratio outside UIKit's range, (0, 1] (above 1 is quietly treated as 1, as UIKit does).
    static func checkDampingRatio(_ ratio: CGFloat, in call: String) {
        guard ratio.isNaN || ratio <= 0 else { return }
        let used = ratio.isNaN ? 1 : SpringSolver.minimumDampingRatio
        Diagnostics.report(
            .invalidArgument, .warning, "\(call): damping ratio \(ratio) is not greater than 0; using \(used)")
    }
}
