import Foundation
import OpenQuartzCore

extension UIView {
    /// Options of keyframe animations, with UIKit's bit values (`UIView.KeyframeAnimationOptions`).
    ///
    /// The low bits mean what they mean for `AnimationOptions`; bits 10–12 pick the calculation mode of the
    /// Core Animation keyframe animations. As in UIKit, a curve can be passed in bits 16–19 with
    /// `AnimationOptions`' values (`KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`);
    /// it paces the whole keyframe animation, easeInOut when none is given.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options with the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// As `AnimationOptions.layoutSubviews`: lays out resized views in the call, so their layout animates
        /// along.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// As `AnimationOptions.allowUserInteraction`: keeps the animating views hit-testable.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts each key from the value on screen rather than the model value.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the keyframe animations forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Plays each pass forwards then backwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Inside an `animate` block, uses this call's duration rather than the block's.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Inside an `animate` block, does not inherit its `.repeat` and `.autoreverse`.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Interpolates linearly between keyframe values (Core Animation `linear`; the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jumps from value to value (`discrete`; see `animateKeyframes` for where each value appears).
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Moves at constant speed over the whole path, ignoring keyframe times (`paced`).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Interpolates along a Catmull-Rom spline through the values (`cubic`).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// The cubic spline at constant speed, ignoring keyframe times (`cubicPaced`).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// Core Animation's calculation mode for bits 10–12; values beyond the five modes fall back to linear.
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }

        /// The curve in bits 16–19, read as `AnimationOptions` reads it.
        var curve: AnimationCurve {
            AnimationOptions(rawValue: rawValue).curve
        }
    }
}
