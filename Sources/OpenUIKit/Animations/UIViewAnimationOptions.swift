import Foundation

extension UIView {
    /// The timing curve of a block animation (UIKit's `UIView.AnimationCurve`).
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end (Core Animation's `easeInEaseOut`, (0.42, 0) (0.58, 1)); the default.
        case easeInOut = 0
        /// Slow at the start (`easeIn`, (0.42, 0) (1, 1)).
        case easeIn = 1
        /// Slow at the end (`easeOut`, (0, 0) (0.58, 1)).
        case easeOut = 2
        /// Constant speed.
        case linear = 3

        /// Core Animation's curve for it: UIKit's easeInOut is CA `easeInEaseOut` (0.42, 0, 0.58, 1), not CA
        /// `default`.
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: return CAMediaTimingFunction(name: .easeIn)
            case .easeOut: return CAMediaTimingFunction(name: .easeOut)
            case .linear: return CAMediaTimingFunction(name: .linear)
            }
        }
    }

    /// Options of block animations, with UIKit's bit values (`UIView.AnimationOptions`).
    public struct AnimationOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options with the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the views the block resizes before the block ends, so the changes their `layoutSubviews()`
        /// makes animate along.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Keeps the animating views hit-testable; without it they ignore touches until the animations end.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the value on screen rather than the model value. Since iOS 8 this changes nothing
        /// visible for additive animations; it matters for colours and other values that animate absolutely.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animations forever (`repeatCount = .infinity`); the completion then never runs unless
        /// they are removed.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Plays each pass forwards then backwards (`autoreverses`); the model keeps the new value, so the view
        /// shows it once the animation ends, as in UIKit.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// In a block nested in another, uses this block's duration rather than the outer one's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// In a block nested in another, uses this block's curve (or spring) rather than the outer one's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// For transitions: the content animates during the transition — `animate` blocks nested in the
        /// transition's block run inside it — instead of showing only the content before and after.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// For `transition(from:to:…)`: hides the old view and shows the new one instead of removing and adding
        /// them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// In a block nested in another, does not inherit the outer block's `.repeat` and `.autoreverse`.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// The easeInOut curve (0 in bits 16–19; the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// The easeIn curve.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// The easeOut curve.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// The linear curve.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// For transitions: flips the view about its vertical axis from the left (Core Animation `oglFlip`,
        /// `fromLeft`).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// For transitions: flips the view about its vertical axis from the right (`oglFlip`, `fromRight`).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// For transitions: curls the old content up (`pageCurl`).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// For transitions: curls the new content down over the old (`pageUnCurl`).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// For transitions: dissolves from the old content to the new (`fade`).
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// For transitions: flips the view about its horizontal axis from the top (`oglFlip`, `fromTop`).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// For transitions: flips the view about its horizontal axis from the bottom (`oglFlip`, `fromBottom`).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's default frame rate for the animations (0 in bits 24–27; iOS 10). Accepted; like the
        /// other frame-rate options it does not change OpenUIKit's frame loop, which always runs at 60 fps.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// Asks for 60 frames per second (iOS 10): accepted, no effect (the virtual frame loop runs at 60 fps).
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// Asks for 30 frames per second (iOS 10): accepted, no effect (the virtual frame loop runs at 60 fps).
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// Where the curve sits: a 4-bit field from bit 16 (UIView.h's `UIViewAnimationOptionCurve…` values).
        static let curveShift: UInt = 16
        /// Where the transition sits: a 4-bit field from bit 20 (`UIViewAnimationOptionTransition…`).
        static let transitionShift: UInt = 20
        /// The bits of a 4-bit field.
        private static let fieldMask: UInt = 0xF

        /// The curve bits alone.
        static let curveBits = AnimationOptions(rawValue: fieldMask << curveShift)

        /// The curve encoded in bits 16–19; raw values beyond UIKit's four public curves fall back to
        /// easeInOut (UIKit's private curve 7 among them).
        var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> Self.curveShift) & Self.fieldMask)) ?? .easeInOut
        }

        /// The transition encoded in bits 20–23 (0 when none).
        var transitionField: UInt { (rawValue >> Self.transitionShift) & Self.fieldMask }
    }
}
