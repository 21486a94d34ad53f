import Foundation

/// The `async` forms Swift makes of UIKit's animation methods with a completion handler: each starts the
/// animation like its completion-handler form and returns, when the completion would run, whether the
/// animations finished. The virtual clock only moves when the app advances it, so the caller resumes
/// once something advances `UIApplication.shared` past the animations' end (or on the next run-loop
/// turn when nothing animates). `UIViewPropertyAnimator` has none, as in UIKit.
extension UIView {
    /// ``animate(withDuration:delay:options:animations:completion:)``, returning its completion's `finished`.
    @discardableResult
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void
    ) async -> Bool {
        await finished { completion in
            animate(
                withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
        }
    }

    /// ``animate(withDuration:animations:completion:)``, returning its completion's `finished`. As with
    /// UIKit's, a call without `await` in an async context picks this form and does not compile.
    @discardableResult
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) async -> Bool {
        await finished { completion in
            animate(withDuration: duration, animations: animations, completion: completion)
        }
    }

    /// ``animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)``,
    /// returning its completion's `finished`.
    @discardableResult
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void
    ) async -> Bool {
        await finished { completion in
            animate(
                withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio,
                initialSpringVelocity: velocity,
                options: options, animations: animations, completion: completion)
        }
    }

    /// ``animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)``,
    /// returning its completion's `finished`.
    @discardableResult
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void
    ) async -> Bool {
        await finished { completion in
            animate(
                springDuration: duration, bounce: bounce, initialSpringVelocity: velocity, delay: delay,
                options: options,
                animations: animations, completion: completion)
        }
    }

    /// ``animateKeyframes(withDuration:delay:options:animations:completion:)``, returning its completion's
    /// `finished`.
    @discardableResult
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void
    ) async -> Bool {
        await finished { completion in
            animateKeyframes(
                withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
        }
    }

    /// ``transition(with:duration:options:animations:completion:)``, returning its completion's `finished`.
    @discardableResult
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?
    ) async -> Bool {
        await finished { completion in
            transition(with: view, duration: duration, options: options, animations: animations, completion: completion)
        }
    }

    /// ``transition(from:to:duration:options:completion:)``, returning its completion's `finished`. When
    /// `fromView` has no superview the completion-handler form reports it and never completes; this form
    /// returns `false` at once instead of never returning.
    @discardableResult
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = []
    ) async -> Bool {
        guard fromView.superview != nil else {
            transition(from: fromView, to: toView, duration: duration, options: options, completion: nil)
            return false
        }
        return await finished { completion in
            transition(from: fromView, to: toView, duration: duration, options: options, completion: completion)
        }
    }

    /// ``perform(_:on:options:animations:completion:)``, returning its completion's `finished`.
    @discardableResult
    public class func perform(
        _ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
        animations parallelAnimations: (() -> Void)?
    ) async -> Bool {
        await finished { completion in
            perform(animation, on: views, options: options, animations: parallelAnimations, completion: completion)
        }
    }

    /// Starts an animation with `start`, handing it the completion, and returns the completion's `finished`.
    private static func finished(_ start: (@escaping (Bool) -> Void) -> Void) async -> Bool {
        await withCheckedContinuation { continuation in
            start { continuation.resume(returning: $0) }
        }
    }
}
