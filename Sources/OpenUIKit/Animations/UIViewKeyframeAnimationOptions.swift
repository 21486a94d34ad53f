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
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
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
