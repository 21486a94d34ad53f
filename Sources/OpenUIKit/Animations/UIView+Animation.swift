import Foundation
import OpenQuartzCore

extension UIView {
    // These three are read by every layer change a view makes (its action search asks whether an animation
    // block runs), on the main actor, one access at a time: they skip the run-time exclusivity checks.

    /// The animation contexts whose closures are running, innermost last.
    @exclusivity(unchecked) static var animationContexts: [any UIViewAnimationContext] = []
    /// Depth of `performWithoutAnimation` calls in progress.
    @exclusivity(unchecked) private static var suppressionDepth = 0
    /// False after `setAnimationsEnabled(false)`.
    @exclusivity(unchecked) static var animationsEnabled = true

    /// The context whose closure is running now, if animations are neither suppressed nor disabled.
    static var currentAnimationContext: (any UIViewAnimationContext)? {
        areAnimationsEnabled ? animationContexts.last : nil
    }

    /// The innermost `animate` block running now, if animations are not suppressed and no other kind of
    /// context (a keyframe or property-animator closure) is nested inside it.
    static var currentAnimationGroup: UIViewAnimationGroup? {
        currentAnimationContext as? UIViewAnimationGroup
    }

    /// Runs `changes` with `context` collecting the animations they make.
    static func collectAnimations(in context: any UIViewAnimationContext, _ changes: () -> Void) {
        animationContexts.append(context)
        changes()
        animationContexts.removeLast()
    }

    /// Animates the changes `animations` makes to views, over `duration` seconds after `delay`, with the
    /// options' curve (easeInOut by default: CA's `easeInEaseOut`). Changed values take their new model
    /// values at once; the layers show the animation. A duration of 0 or less applies the changes without
    /// animating and runs `completion` at the beginning of the next run-loop turn with `true`. The completion
    /// gets `false` when any of its animations was removed before reaching its end. A negative or non-finite
    /// duration or delay is reported and treated as 0.
    ///
    /// Options: `.beginFromCurrentState` matters only for values that cannot animate additively (see
    /// `UIViewAnimationAction`); without `.allowUserInteraction` the animated views ignore touches until the
    /// animations end; `.layoutSubviews` lays out the views the block resized before the block ends, so
    /// their `layoutSubviews()` changes animate along.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimationBlock(
            duration: duration, delay: delay, options: options, spring: nil, animations: animations,
            completion: completion)
    }

    /// Runs an animation block: checks the timing, collects the animations the block's changes make, and
    /// arranges the completion.
    static func runAnimationBlock(
        duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, spring: UIViewAnimationGroup.Spring?,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        var checkedDuration = checkedTiming(duration, name: "duration")
        let checkedDelay = checkedTiming(delay, name: "delay")
        var options = options
        var spring = spring
        if let outer = currentAnimationGroup {
            // A block nested in another inherits its duration and curve (and spring), and its repeat and
            // autoreverse options, unless told to override them.
            if !options.contains(.overrideInheritedDuration) { checkedDuration = outer.duration }
            if !options.contains(.overrideInheritedCurve) {
                options = options.subtracting(.curveBits).union(outer.options.intersection(.curveBits))
                spring = spring ?? outer.spring
            }
            if !options.contains(.overrideInheritedOptions) {
                options.formUnion(outer.options.intersection([.repeat, .autoreverse]))
            }
        }
        guard checkedDuration > 0 else {
            performWithoutAnimation(animations)
            if let completion { UIApplication.shared.performOnNextTurn { completion(true) } }
            return
        }
        let group = UIViewAnimationGroup(
            duration: checkedDuration, delay: checkedDelay, options: options, spring: spring, completion: completion)
        collectAnimations(in: group) {
            animations()
            if options.contains(.layoutSubviews) { group.layoutPass.layOutResizedViews() }
        }
        group.blockDidEnd()
    }

    /// Animates the changes `animations` makes over `duration` seconds with the easeInOut curve, then runs
    /// `completion`: `animate(withDuration:delay:options:animations:completion:)` with no delay and no options.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds with the easeInOut curve:
    /// `animate(withDuration:delay:options:animations:completion:)` with no delay, options or completion.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        suppressionDepth += 1
        actionsWithoutAnimation()
        suppressionDepth -= 1
    }

    /// Runs `animations` so that the animations it makes inside the current block repeat `count` times,
    /// autoreversing when asked (iOS 13): each pass lasts the block's duration, so the whole runs for
    /// duration × count × (autoreverses ? 2 : 1) (CAMediaTiming.h: a repeat of an autoreversing animation plays forward and back).
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        repeatModifiers.append((Float(count), autoreverses))
        animations()
        repeatModifiers.removeLast()
    }

    /// The innermost `modifyAnimations` in progress.
    static var currentRepeatModifier: (count: Float, autoreverses: Bool)? { repeatModifiers.last }
    private static var repeatModifiers: [(count: Float, autoreverses: Bool)] = []

    /// Whether animations are currently enabled: false inside `performWithoutAnimation` and after
    /// `setAnimationsEnabled(false)` (UIKit keeps it per thread; OpenUIKit animates on the main actor only).
    public class var areAnimationsEnabled: Bool { suppressionDepth == 0 && animationsEnabled }

    /// Turns animations on or off: while off, changes made in animation blocks apply at once (the blocks'
    /// completions still run, on the next run-loop turn) and animations already running carry on, as in
    /// UIKit.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled = enabled
    }

    /// `value` when it is a finite, non-negative duration or delay; otherwise reported, and 0.
    static func checkedTiming(_ value: TimeInterval, name: String, in call: String = "UIView.animate") -> TimeInterval {
        guard value.isFinite, value >= 0 else {
            Diagnostics.report(
                .invalidTiming, .warning, "\(call): \(name) \(value) is not a finite, non-negative number; using 0")
            return 0
        }
        return value
    }
}
