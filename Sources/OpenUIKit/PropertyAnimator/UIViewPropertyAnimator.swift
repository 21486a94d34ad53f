import Foundation
import OpenQuartzCore

/// An interruptible, scrubbable, reversible animation of view changes (UIKit's `UIViewPropertyAnimator`).
///
/// States follow UIKit exactly: a new animator is inactive; `startAnimation()`, `pauseAnimation()` or
/// setting `fractionComplete` make it active (the last two paused); it ends inactive when its animations
/// finish (completions run with `.end`, or `.start` when reversed), on `stopAnimation(true)` (no
/// completions, the views keep their values on screen), or on `finishAnimation(at:)` after
/// `stopAnimation(false)` left it stopped. Misuse UIKit raises for is reported as an exception through
/// `Diagnostics`, other misuse as a warning; either way the call changes nothing.
///
/// Design. The animation closures run when the animator first becomes active (as in UIKit: creating an
/// animator changes no view). The animator is a `UIViewAnimationContext`: each change becomes a track, an
/// additive Core Animation animation (UIKit's block animations are additive since iOS 8) — a
/// `CABasicAnimation` with the cubic curve, or a `CASpringAnimation` with the spring, so a spring's
/// overshoot is Core Animation's own. Every track's animation has speed 0 and the animator sets its
/// `timeOffset` from its clock each frame (a display link), the way UIKit scrubs interactive transitions;
/// pausing simply stops the clock, reversing runs it backwards (the views retrace the same curve), and
/// the one timing evaluator of Core Animation computes every value on screen.
///
/// The timeline is a sequence of segments. The original segment runs the animator's timing over its whole
/// range. Scrubbing with `scrubsLinearly` (the default) switches to a linear segment over the whole range,
/// so `fractionComplete` 0.5 shows the views halfway; resuming from it starts a fresh segment from the
/// values on screen to the end with the original curve, over the remaining part of the linear mapping,
/// (1 − fraction) × duration (0.5 × duration to the start when reversed). Pausing without scrubbing and
/// resuming continues the original segment, so nothing jumps. `continueAnimation` with new timing starts
/// a fresh segment with that timing.
///
/// `fractionComplete` is the fraction of the timeline's time, 0…1 (a spring's values may overshoot while
/// it stays within 0…1).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating, UIViewAnimationContext {
    /// The timing given at creation (nil: easeInOut).
    public let timingParameters: (any UITimingCurveProvider)?
    /// How long the animations run: the duration given at creation, except for a spring whose physics
    /// fix its length (mass/stiffness/damping, duration/bounce, the system spring of
    /// `UISpringTimingParameters()`): then the spring's settling duration, as UIKit ignores the given one.
    public let duration: TimeInterval
    /// The delay the animator was last started with (`runningPropertyAnimator`'s or
    /// `startAnimation(afterDelay:)`'s).
    public internal(set) var delay: TimeInterval = 0
    /// Whether the animator can be paused, stopped, reversed and scrubbed while active (default true).
    /// Setting it on an active or stopped animator raises in UIKit: reported, ignored.
    public var isInterruptible: Bool {
        get { interruptible }
        set {
            guard state == .inactive else {
                return misuse(.exception, "setting interruptible on an animator that is not inactive is not allowed")
            }
            interruptible = newValue
        }
    }
    /// Whether the animated views take touches while animating (default true). Recorded for callers;
    /// OpenUIKit's hit testing does not consult it.
    public var isUserInteractionEnabled = true
    /// Whether hit testing is left to the app instead of testing the views' presentation (default false).
    /// Recorded for callers; OpenUIKit's hit testing does not consult it.
    public var isManualHitTestingEnabled = false
    /// Whether scrubbing a paused animator maps `fractionComplete` linearly to the values (default true)
    /// rather than through the timing curve. Setting it while running raises in UIKit: reported, ignored.
    public var scrubsLinearly: Bool {
        get { linearScrubbing }
        set {
            guard !isRunning else {
                return misuse(.exception, "setting scrubsLinearly while the animator is running is not allowed")
            }
            linearScrubbing = newValue
        }
    }
    /// When true (iOS 11) the animator does not end at the end of its animations: it stays active and
    /// paused there, and its completions do not run.
    public var pausesOnCompletion = false

    /// Inactive (new, or ended), active (running or paused) or stopped (after `stopAnimation(false)`), as
    /// in UIKit (UIViewAnimating.h).
    public internal(set) var state: UIViewAnimatingState = .inactive

    private var interruptible = true
    private var reversed = false
    private var linearScrubbing = true

    /// The original timing, resolved for ``duration``.
    let curve: AnimatorCurve
    /// The closures waiting for the animator to become active, with the fraction each starts at.
    var pendingAnimations: [(animations: () -> Void, startFraction: Double)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var tracks: [PropertyAnimatorTrack] = []
    /// The fraction at which the closure running now starts (for the actions it makes).
    var collectingStartFraction = 0.0
    var segment: AnimatorSegment
    /// The clock: elapsed time in the segment while frozen, and the media time it is counted from while
    /// running (later than now during a start delay).
    var frozenElapsed = 0.0
    var anchorTime: CFTimeInterval?
    /// How fast the clock runs (changed by `continueAnimation(withTimingParameters: nil, durationFactor:)`).
    var rate = 1.0
    var displayLink: CADisplayLink?

    /// An animator for `duration` seconds with `parameters` (nil: easeInOut); it is inactive and has no
    /// animations yet. A negative or non-finite duration is reported and 0 is used.
    public required init(duration: TimeInterval, timingParameters parameters: (any UITimingCurveProvider)?) {
        var duration = duration
        if !duration.isFinite || duration < 0 {
            Diagnostics.report(
                .invalidTiming, .warning,
                "UIViewPropertyAnimator: duration \(duration) is not a finite, non-negative number; using 0")
            duration = 0
        }
        timingParameters = parameters
        (curve, self.duration) = Self.resolve(parameters, duration: duration)
        segment = AnimatorSegment(
            kind: .original, curve: curve, duration: self.duration, startFraction: 0, endFraction: 1)
    }

    /// An animator with one of UIKit's named curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve through the two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of damping ratio `ratio` that settles within `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that is already running (after `delay`), with the options' curve (easeInOut by
    /// default); `completion` receives the final position. A negative or non-finite duration or delay is
    /// reported and 0 is used: the animator still starts. Of the options, only the curve is used.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(
            afterDelay: UIView.checkedTiming(delay, name: "delay", in: "UIViewPropertyAnimator.runningPropertyAnimator")
        )
        return animator
    }

    /// The pacing and length of `parameters` for an animator of `duration` seconds: the spring when there
    /// is one, else the cubic curve (easeInOut without parameters).
    static func resolve(
        _ parameters: (any UITimingCurveProvider)?, duration: TimeInterval
    ) -> (AnimatorCurve, TimeInterval) {
        if let parameters, parameters.timingCurveType == .spring || parameters.timingCurveType == .composed,
            let spring = parameters.springTimingParameters
        {
            let motion = spring.motion(forAnimatorDuration: duration)
            return (.spring(motion.solver), motion.duration)
        }
        let function =
            parameters?.cubicTimingParameters?.timingFunction ?? UIView.AnimationCurve.easeInOut.timingFunction
        return (.cubic(function), duration)
    }

    // MARK: UIViewAnimating

    /// Whether the animator is active and not paused (true during a start delay too).
    public var isRunning: Bool { state == .active && anchorTime != nil }

    /// Whether the animations run towards their start values. Flipping it while running turns the views
    /// back along the same curve; an animator that runs back to the start ends with `.start`. Setting it on
    /// a stopped animator, or on an active one that is not interruptible, is reported and ignored.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            guard state != .stopped else {
                return misuse(.exception, "setting reversed on a stopped animator is not allowed")
            }
            guard state == .inactive || interruptible else {
                return misuse(
                    .exception, "setting reversed on an active animator that is not interruptible is not allowed")
            }
            if isRunning { reanchor() }
            reversed = newValue
        }
    }

    /// How far the animator has got, 0…1 (0 when inactive). Setting it scrubs a paused animator (an inactive
    /// one becomes active and paused): linearly with `scrubsLinearly`, else through the curve. While
    /// running or stopped it is a no-op (reported); a value outside 0…1 or NaN is reported and ignored.
    public var fractionComplete: CGFloat {
        get { state == .inactive ? 0 : CGFloat(segment.fraction(atElapsed: elapsed)) }
        set { scrub(to: Double(newValue)) }
    }

    /// Starts an inactive animator (its animation closures run now) or resumes a paused one: as
    /// ``startAnimation(afterDelay:)`` with no delay.
    public func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts an inactive animator (its closures run now) or resumes a paused one, after `delay` seconds. A
    /// running animator is left alone; a stopped one cannot start again (reported). A negative or
    /// non-finite delay is reported and ignored.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard delay.isFinite, delay >= 0 else {
            return Diagnostics.report(
                .invalidTiming, .warning,
                "startAnimationAfterDelay: delay \(delay) is not a finite, non-negative number")
        }
        guard state != .stopped else {
            return misuse(.exception, "startAnimation called on a stopped animator; it must be finished first")
        }
        guard !isRunning else { return }
        if state == .inactive { activate() }
        if segment.kind == .linearScrub { beginFreshSegment(curve: curve, duration: remainingFraction * duration) }
        self.delay = delay
        run(after: delay)
    }

    /// Pauses the animations where they are (an inactive animator becomes active and paused at its start).
    /// Pausing a stopped animator, or a non-interruptible one, raises in UIKit: reported, ignored.
    public func pauseAnimation() {
        guard state != .stopped else { return misuse(.exception, "pauseAnimation called on a stopped animator") }
        guard interruptible else {
            return misuse(.exception, "pauseAnimation called on an animator that is not interruptible")
        }
        if state == .inactive { activate() }
        freeze()
    }

    /// Stops the animations where they are. `true`: the animator ends inactive at once, the views keep
    /// their on-screen values as model values, and no completion runs. `false`: the animator is left
    /// stopped with the views frozen, for `finishAnimation(at:)`. Stopping an inactive animator (nothing to
    /// stop) or stopping a stopped one again without finishing is reported and ignored; stopping a
    /// non-interruptible active animator raises in UIKit: reported, ignored.
    public func stopAnimation(_ withoutFinishing: Bool) {
        switch state {
        case .inactive:
            misuse(.warning, "stopAnimation called on an inactive animator")
        case .stopped where !withoutFinishing:
            misuse(.warning, "stopAnimation(false) called on an animator that is already stopped")
        case .active where !interruptible:
            misuse(.exception, "stopAnimation called on an animator that is not interruptible")
        case .active, .stopped:
            freeze()
            if withoutFinishing { end(at: .current, runCompletions: false) } else { state = .stopped }
        }
    }

    /// Ends a stopped animator: the views take their values at `finalPosition` (`.end` the new values,
    /// `.start` the old ones, `.current` those on screen), the animations are removed, the animator becomes
    /// inactive and the completions run with `finalPosition` before the call returns (the animator is
    /// already inactive when they run). Calling it on an animator that is not stopped raises in UIKit:
    /// reported, ignored.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            return misuse(.exception, "finishAnimationAtPosition: may only be called on a stopped animator")
        }
        end(at: finalPosition, runCompletions: true)
    }

    // MARK: UIViewImplicitlyAnimating

    /// Adds a closure of view changes that animates over the animator's whole (remaining) duration: as
    /// ``addAnimations(_:delayFactor:)`` with a delay factor of 0.
    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds a closure of view changes. On an inactive animator it runs when the animator becomes active
    /// and its animations start at `delayFactor` × duration, running for the rest. On an active animator it
    /// runs now and its animations start after `delayFactor` × the remaining duration, ending with the
    /// others. Adding to a stopped animator raises in UIKit, as does a delay factor outside 0…1: reported,
    /// ignored.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state != .stopped else { return misuse(.exception, "addAnimations called on a stopped animator") }
        guard delayFactor >= 0, delayFactor <= 1 else {
            return misuse(
                .exception, "addAnimations: delayFactor \(delayFactor) must be between 0 and 1", code: .invalidArgument)
        }
        guard state == .active else { return pendingAnimations.append((animation, Double(delayFactor))) }
        let now = segment.fraction(atElapsed: elapsed)
        collect(animation, startFraction: now + Double(delayFactor) * (1 - now))
    }

    /// Adds a closure to run, with the final position, when the animator ends (in the order added). It does
    /// not run after `stopAnimation(true)`, nor while `pausesOnCompletion` holds the animator at its end.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Resumes a paused animator. The remaining part takes `durationFactor` × the original duration, or
    /// with a factor of 0 the time it had left. With `parameters` nil the original timing carries on (the
    /// clock runs faster or slower); with parameters the animations restart from the values on screen with
    /// that timing (a spring whose physics fix its length takes its settling duration). Continuing an
    /// animator that is not paused is reported (an exception when stopped, as UIKit raises) and ignored; so
    /// is a negative or NaN factor.
    public func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {
        guard durationFactor.isFinite, durationFactor >= 0 else {
            return misuse(
                .warning, "continueAnimation: durationFactor \(durationFactor) must be a finite, non-negative number",
                code: .invalidTiming)
        }
        guard state != .stopped else { return misuse(.exception, "continueAnimation called on a stopped animator") }
        guard state == .active, !isRunning else {
            return misuse(.warning, "continueAnimation called on an animator that is not paused")
        }
        let factor = Double(durationFactor)
        if let parameters {
            let (newCurve, newDuration) = Self.resolve(
                parameters, duration: factor > 0 ? factor * duration : remainingFraction * duration)
            beginFreshSegment(curve: newCurve, duration: newDuration)
            rate = 1
        } else if segment.kind == .linearScrub {
            beginFreshSegment(curve: curve, duration: (factor > 0 ? factor : remainingFraction) * duration)
            rate = 1
        } else {
            let remaining = remainingSegmentTime
            rate = factor > 0 && remaining > 0 ? remaining / (factor * duration) : 1
        }
        run(after: 0)
    }

    // MARK: UIViewAnimationContext

    func whenAnimationsEnd(_ body: @escaping @MainActor () -> Void) {
        addCompletion { _ in body() }
    }

    func makeAction(for layer: CALayer, key: String) -> any CAAction {
        PropertyAnimatorAction(animator: self, startFraction: collectingStartFraction)
    }

    /// Reports a misuse (in UIKit's wording where it has one); the call then does nothing.
    func misuse(_ severity: Diagnostic.Severity, _ message: String, code: Diagnostic.Code = .invalidState) {
        Diagnostics.report(code, severity, "UIViewPropertyAnimator: \(message)")
    }
}
