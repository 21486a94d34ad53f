import Foundation
import OpenQuartzCore

extension UIView {
    /// The `animateKeyframes` calls whose closures are running, innermost last (kept even while
    /// `performWithoutAnimation` suppresses animations, so `addKeyframe` still knows it is inside one).
    private static var keyframeContexts: [UIViewKeyframeAnimationContext] = []

    /// Animates the changes `animations` makes to views as keyframes, over `duration` seconds after `delay`.
    ///
    /// As in UIKit, `animations` runs at once; the `addKeyframe(withRelativeStartTime:relativeDuration:
    /// animations:)` calls inside it run their closures at once too, and their changes happen at
    /// relativeStartTime × duration over relativeDuration × duration. Changes made directly in `animations`
    /// animate over the whole duration. Every changed key gets one `CAKeyframeAnimation` over the whole
    /// duration: from its value when the call began, through the keyframes' values, holding each value
    /// between keyframes, with the options' calculation mode (linear by default) and the options' curve over
    /// the whole animation (bits 16–19 as in `AnimationOptions`; easeInOut when none is given, as UIKit
    /// paces keyframe animations). The model values change at once. `completion` runs once, when the last
    /// animation ends, with `finished` false if any was removed first. A duration of 0 or less applies the
    /// changes without animating and completes on the next run-loop turn; a negative or non-finite
    /// duration or delay is reported and treated as 0.
    ///
    /// Inside an `animate` block, the call takes the block's duration unless `.overrideInheritedDuration`
    /// is given, and its repeat and autoreverse options unless `.overrideInheritedOptions` is. Deliberate
    /// differences: the keyframe animations are absolute, not additive, so they replace a running
    /// animation of the same key; in discrete mode each keyframe's value appears at the end of its interval
    /// (Core Animation's discrete mode shows value i from key time i).
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        var checkedDuration = checkedTiming(duration, name: "duration", in: "UIView.animateKeyframes")
        let checkedDelay = checkedTiming(delay, name: "delay", in: "UIView.animateKeyframes")
        var options = options
        if let outer = currentAnimationGroup {
            if !options.contains(.overrideInheritedDuration) { checkedDuration = outer.duration }
            if !options.contains(.overrideInheritedOptions) {
                options.formUnion(
                    KeyframeAnimationOptions(rawValue: outer.options.intersection([.repeat, .autoreverse]).rawValue))
            }
        }
        let context = UIViewKeyframeAnimationContext(
            duration: checkedDuration, delay: checkedDelay, options: options, completion: completion)
        keyframeContexts.append(context)
        let collect = {
            collectAnimations(in: context) {
                animations()
                if options.contains(.layoutSubviews) { context.layoutPass.layOutResizedViews() }
            }
        }
        if checkedDuration > 0 { collect() } else { performWithoutAnimation(collect) }
        keyframeContexts.removeLast()
        context.callDidEnd()
    }

    /// Adds a keyframe to the `animateKeyframes` call in progress: `animations` runs at once and its changes
    /// animate from relativeStartTime × duration over relativeDuration × duration (fractions of the whole
    /// call; of the enclosing keyframe when keyframes nest). Fractions outside 0…1 or NaN are reported and
    /// clamped (NaN to 0); a keyframe reaching past the end ends at the end. Outside `animateKeyframes`
    /// UIKit applies the changes at once without animating; so does this, and reports it.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        let start = clampedFraction(frameStartTime, name: "relativeStartTime")
        let length = clampedFraction(frameDuration, name: "relativeDuration")
        guard let context = keyframeContexts.last else {
            Diagnostics.report(
                .invalidState, .warning,
                "UIView.addKeyframe called outside animateKeyframes; applying the changes without animation")
            performWithoutAnimation(animations)
            return
        }
        context.addKeyframe(relativeStartTime: start, relativeDuration: length, animations: animations)
    }

    private static func clampedFraction(_ value: Double, name: String) -> Double {
        guard value.isNaN || value < 0 || value > 1 else { return value }
        Diagnostics.report(.invalidArgument, .warning, "UIView.addKeyframe: \(name) \(value) is outside 0…1; clamping")
        return value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
