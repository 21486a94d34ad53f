import Foundation
import OpenQuartzCore

/// An interaction controller that drives the animator's own animations by a percentage (UIKit's
/// `UIPercentDrivenInteractiveTransition`). The app calls `update(_:)` as a gesture moves, then `finish()`
/// or `cancel()`; the rest of the transition runs on its own at `completionSpeed` with `completionCurve`
/// (or `timingCurve` when set), and the animator's completion calls `completeTransition(_:)` as usual.
///
/// As in UIKit (UIViewControllerTransitioning.h; the iOS 26.1 decompile of the class) it works in one of two
/// ways:
/// - the animator offers an interruptible animator: that animator is paused, scrubbed through
///   `fractionComplete`, and continued forwards (finish) or reversed (cancel);
/// - otherwise it calls `animateTransition(using:)` and pauses the container view's layer (`speed = 0`,
///   `timeOffset = 0`, Apple's Technical Q&A QA1673), so `update(p)` sets `timeOffset = duration × p`. On
///   finish or cancel it moves `timeOffset` to the end or back to 0 over the remaining time,
///   (1 − p) × duration / completionSpeed or p × duration / completionSpeed, with the completion curve
///   (reversed for a cancel). A cancel then returns every value the transition animated to where it started
///   (the model takes the value shown at time 0 and the animations are removed, ending unfinished), and
///   the layer gets `speed = 1` and `timeOffset = 0` back.
///
/// A percentage outside 0…1 is clamped and NaN ignored, both reported.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// The speed of the part after the interaction (1 by default); greater is faster. A value of 0 or less
    /// is reported when used and 1 is used instead.
    open var completionSpeed: CGFloat = 1
    /// The curve of the part after the interaction (easeInOut by default, as the header says).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing of the part after the interaction (iOS 10); when set it replaces `completionCurve`.
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts interactively (true by default); when false it starts running and
    /// `pause()` turns it interactive.
    open var wantsInteractiveStart = true

    /// The last percentage given to `update(_:)`, 0…1.
    open private(set) var percentComplete: CGFloat = 0
    /// The animator's duration, known once the transition started (0 before).
    open private(set) var duration: CGFloat = 0

    private var context: ControllerTransitionContext?
    private var driver: PercentDrivenDriver?

    public init() {}

    /// Starts driving the transition (called by the container).
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? ControllerTransitionContext else {
            Diagnostics.report(
                .invalidTransition, .exception,
                "UIPercentDrivenInteractiveTransition can only drive the transitions UIKit starts; \(transitionContext) is not one of them"
            )
            return
        }
        self.context = context
        let transition = context.transition
        duration = CGFloat(transition.duration)
        percentComplete = 0
        if let animator = transition.offeredInterruptibleAnimator {
            driver = .animator(animator)
            if wantsInteractiveStart { animator.pauseAnimation() } else { animator.startAnimation() }
        } else {
            let scrubber = LayerScrubber(layer: context.containerView.layer, duration: Double(duration))
            driver = .layer(scrubber)
            transition.animator.animateTransition(using: context)
            if wantsInteractiveStart {
                scrubber.pause(at: 0)
                // Commit now, so the animations begin at the frozen time 0 whatever `update(_:)` sets before
                // the next turn (an animation added to a paused layer begins at its frozen time).
                CATransaction.flush()
            }
        }
    }

    /// Moves the transition to `percentComplete` of the way and tells the context.
    open func update(_ percentComplete: CGFloat) {
        guard let context, let driver, !context.hasCompleted else { return }
        guard
            let value = ControllerTransitionContext.checkedPercent(
                percentComplete, in: "UIPercentDrivenInteractiveTransition.update(_:)")
        else { return }
        self.percentComplete = value
        switch driver {
        case .animator(let animator): animator.fractionComplete = value
        case .layer(let scrubber): scrubber.pause(at: Double(value))
        }
        context.updateInteractiveTransition(value)
    }

    /// Pauses a transition running on its own, to drive it interactively (iOS 10).
    open func pause() {
        guard let context, let driver, !context.hasCompleted else { return }
        switch driver {
        case .animator(let animator):
            animator.pauseAnimation()
            percentComplete = animator.fractionComplete
        case .layer(let scrubber):
            percentComplete = CGFloat(scrubber.pauseWhereItIs())
        }
        context.pauseInteractiveTransition()
    }

    /// Ends the interaction and lets the transition complete.
    open func finish() {
        end(cancelled: false)
    }

    /// Ends the interaction and returns the transition to its start.
    open func cancel() {
        end(cancelled: true)
    }

    private func end(cancelled: Bool) {
        guard let context, let driver, !context.hasCompleted else { return }
        if cancelled { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
        let speed = checkedCompletionSpeed
        switch driver {
        case .animator(let animator):
            // The rest takes (1 − p) × duration forwards, or p × duration back, divided by the speed.
            let fraction = animator.fractionComplete
            animator.isReversed = cancelled
            animator.continueAnimation(
                withTimingParameters: timingCurve, durationFactor: (cancelled ? fraction : 1 - fraction) / speed)
        case .layer(let scrubber):
            let function = timingCurve?.cubicTimingParameters?.timingFunction ?? completionCurve.timingFunction
            scrubber.complete(towardsEnd: !cancelled, speed: Double(speed), curve: function)
        }
    }

    private var checkedCompletionSpeed: CGFloat {
        guard completionSpeed.isFinite, completionSpeed > 0 else {
            Diagnostics.report(
                .invalidArgument, .warning,
                "UIPercentDrivenInteractiveTransition: completionSpeed \(completionSpeed) is not a positive number; using 1"
            )
            return 1
        }
        return completionSpeed
    }

    /// The transition ended: the container layer gets its timing back and the transition is forgotten.
    func transitionDidEnd() {
        if case .layer(let scrubber) = driver { scrubber.restore() }
        driver = nil
        context = nil
    }
}
