import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// What a property animator shows over time: start, pause, scrub, reverse, stop, finish, delay factors and
/// continuing (UIViewAnimating.h, UIViewPropertyAnimator.h), with expected values from the curve formulas.
@MainActor
@Suite(.freshApplication) struct PropertyAnimatorTimingTests {
    private typealias F = AnimatorFixture

    private func moving(
        _ view: UIView, duration: TimeInterval = 1, curve: UIView.AnimationCurve = .easeInOut
    ) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: duration, curve: curve) { view.center.x = 105 }
    }

    /// Records the positions an animator's completions receive.
    private final class CompletionLog {
        var ended: [UIViewAnimatingPosition] = []
    }

    /// A started easeInOut move of 100 pt over 1 s, with a log of its completions.
    private func startedMove(_ view: UIView) -> (UIViewPropertyAnimator, CompletionLog) {
        let log = CompletionLog()
        let animator = moving(view)
        animator.addCompletion { log.ended.append($0) }
        animator.startAnimation()
        return (animator, log)
    }

    /// The move of ``startedMove(_:)``, paused `time` seconds in.
    private func pausedMove(_ view: UIView, at time: TimeInterval) -> (UIViewPropertyAnimator, CompletionLog) {
        let (animator, log) = startedMove(view)
        UIApplication.shared.advance(by: time)
        animator.pauseAnimation()
        return (animator, log)
    }

    @Test func startPauseAndResumeFollowEaseInOut() {
        let view = F.committedView()
        let (animator, log) = startedMove(view)
        UIApplication.shared.advance(by: 0.25)
        #expect(abs(F.shownX(view) - (5 + 100 * ReferenceCurve.easeInOut(0.25))) < 1e-4)
        #expect(abs(ReferenceCurve.easeInOut(0.25) - 0.12916) < 1e-5 && abs(animator.fractionComplete - 0.25) < 1e-9)
        animator.pauseAnimation()
        UIApplication.shared.advance(by: 0.5)
        #expect(
            abs(F.shownX(view) - (5 + 100 * ReferenceCurve.easeInOut(0.25))) < 1e-4
                && abs(animator.fractionComplete - 0.25) < 1e-9)
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.25)
        #expect(abs(F.shownX(view) - 55) < 1e-4)
        UIApplication.shared.advance(by: 0.25)
        #expect(abs(F.shownX(view) - (5 + 100 * ReferenceCurve.easeInOut(0.75))) < 1e-4 && log.ended.isEmpty)
        UIApplication.shared.advance(by: 0.25)
        #expect(log.ended == [.end] && animator.state == .inactive && view.center.x == 105 && F.shownX(view) == 105)
    }

    @Test func scrubbingIsLinearByDefaultAndFollowsTheCurveWhenAsked() {
        let view = F.committedView()
        let animator = moving(view)
        animator.fractionComplete = 0.25
        #expect(animator.state == .active && !animator.isRunning)
        UIApplication.shared.advance(by: 0)
        #expect(abs(F.shownX(view) - 30) < 1e-4)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.25
        UIApplication.shared.advance(by: 0)
        #expect(
            abs(F.shownX(view) - (5 + 100 * ReferenceCurve.easeInOut(0.25))) < 1e-4
                && abs(animator.fractionComplete - 0.25) < 1e-9)
        animator.fractionComplete = 0.5
        UIApplication.shared.advance(by: 0.1)
        #expect(abs(F.shownX(view) - 55) < 1e-4)
    }

    @Test func resumingAfterALinearScrubRunsTheRestWithTheCurve() {
        let view = F.committedView()
        var ended: [UIViewAnimatingPosition] = []
        let animator = moving(view)
        animator.addCompletion { ended.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        UIApplication.shared.advance(by: 0)
        #expect(abs(F.shownX(view) - 55) < 1e-4)
        animator.startAnimation()
        // The remaining half of the linear mapping takes (1 − 0.5) × 1 s, along easeInOut from 55 to 105.
        UIApplication.shared.advance(by: 0.125)
        #expect(
            abs(F.shownX(view) - (55 + 50 * ReferenceCurve.easeInOut(0.25))) < 1e-4
                && abs(animator.fractionComplete - 0.625) < 1e-9)
        UIApplication.shared.advance(by: 0.125)
        #expect(abs(F.shownX(view) - 80) < 1e-4)
        UIApplication.shared.advance(by: 0.25)
        #expect(ended == [.end] && view.center.x == 105)
    }

    @Test func reversingMidFlightRetracesTheCurveAndEndsAtTheStart() {
        let view = F.committedView()
        let (animator, log) = startedMove(view)
        UIApplication.shared.advance(by: 0.5)
        animator.isReversed = true
        UIApplication.shared.advance(by: 0.25)
        #expect(
            abs(F.shownX(view) - (5 + 100 * ReferenceCurve.easeInOut(0.25))) < 1e-4
                && abs(animator.fractionComplete - 0.25) < 1e-9)
        #expect(log.ended.isEmpty && animator.isRunning)
        UIApplication.shared.advance(by: 0.25)
        #expect(log.ended == [.start] && animator.state == .inactive)
        #expect(view.center.x == 5 && F.shownX(view) == 5 && view.layer.animationKeys() == nil)
    }

    @Test func stopWithoutFinishingKeepsTheMidFlightValuesAndRunsNoCompletion() {
        let view = F.committedView()
        let (animator, log) = startedMove(view)
        UIApplication.shared.advance(by: 0.25)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && view.layer.animationKeys() == nil)
        #expect(abs(view.center.x - (5 + 100 * ReferenceCurve.easeInOut(0.25))) < 1e-4)
        UIApplication.shared.advance(by: 1)
        #expect(log.ended.isEmpty && abs(F.shownX(view) - view.center.x) < 1e-9)
    }

    @Test func stopThenFinishAtEachPosition() {
        let expectations: [(UIViewAnimatingPosition, CGFloat)] = [
            (.start, 5), (.end, 105), (.current, 5 + 100 * ReferenceCurve.easeInOut(0.25)),
        ]
        for (position, x) in expectations {
            let view = F.committedView()
            let (animator, log) = startedMove(view)
            UIApplication.shared.advance(by: 0.25)
            animator.stopAnimation(false)
            UIApplication.shared.advance(by: 0.5)
            #expect(
                animator.state == .stopped && abs(F.shownX(view) - (5 + 100 * ReferenceCurve.easeInOut(0.25))) < 1e-4)
            animator.finishAnimation(at: position)
            #expect(animator.state == .inactive && abs(view.center.x - x) < 1e-4 && log.ended == [position])
            UIApplication.shared.advance(by: 0)
            #expect(log.ended == [position] && abs(F.shownX(view) - x) < 1e-4, "\(position)")
        }
    }

    @Test func pausesOnCompletionHoldsTheAnimatorAtTheEnd() {
        let view = F.committedView()
        var ended: [UIViewAnimatingPosition] = []
        let animator = moving(view)
        animator.pausesOnCompletion = true
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        UIApplication.shared.advance(by: 1.5)
        #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1 && ended.isEmpty)
        #expect(abs(F.shownX(view) - 105) < 1e-6)
        animator.isReversed = true
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.75)
        #expect(abs(F.shownX(view) - (5 + 100 * ReferenceCurve.easeInOut(0.25))) < 1e-4)
        UIApplication.shared.advance(by: 0.25)
        #expect(animator.state == .active && ended.isEmpty && abs(F.shownX(view) - 5) < 1e-6)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(ended == [.start] && view.center.x == 5)
    }

    @Test func delayFactorStartsABlockLateAndEndsItWithTheOthers() {
        let view = F.committedView()
        let animator = moving(view, curve: .linear)
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.25)
        #expect(F.shownAlpha(view) == 1 && abs(F.shownX(view) - 30) < 1e-6)
        UIApplication.shared.advance(by: 0.5)
        #expect(abs(F.shownAlpha(view) - 0.5) < 1e-6 && abs(F.shownX(view) - 80) < 1e-6)
        UIApplication.shared.advance(by: 0.25)
        #expect(animator.state == .inactive && view.alpha == 0)
    }

    @Test func animationsAddedWhileRunningTakeTheRemainingTime() {
        let view = F.committedView()
        let animator = moving(view, curve: .linear)
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.5)
        animator.addAnimations { view.alpha = 0 }
        animator.addAnimations({ view.bounds.size.width = 30 }, delayFactor: 0.5)
        UIApplication.shared.advance(by: 0.25)
        #expect(abs(F.shownAlpha(view) - 0.5) < 1e-6)
        #expect(view.layer.presentation()?.bounds.width == 10)
        UIApplication.shared.advance(by: 0.125)
        #expect(
            abs(F.shownAlpha(view) - 0.25) < 1e-6 && abs((view.layer.presentation()?.bounds.width ?? 0) - 20) < 1e-6)
        UIApplication.shared.advance(by: 0.125)
        #expect(animator.state == .inactive && view.alpha == 0 && view.bounds.width == 30)
    }

    @Test func continueScalesTheRemainingTimeByTheOriginalDuration() {
        let view = F.committedView()
        let (animator, log) = pausedMove(view, at: 0.5)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        // The remaining half of the curve now takes 2 × 1 s: after 1 s the curve is at time 0.75.
        UIApplication.shared.advance(by: 1)
        #expect(
            abs(F.shownX(view) - (5 + 100 * ReferenceCurve.easeInOut(0.75))) < 1e-4
                && abs(animator.fractionComplete - 0.75) < 1e-9)
        UIApplication.shared.advance(by: 0.95)
        #expect(log.ended.isEmpty)
        UIApplication.shared.advance(by: 0.05)
        #expect(log.ended == [.end])
    }

    @Test func continueWithNewTimingRestartsFromTheValuesOnScreen() {
        let view = F.committedView()
        let (animator, _) = pausedMove(view, at: 0.5)
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 1)
        UIApplication.shared.advance(by: 0.5)
        #expect(abs(F.shownX(view) - 80) < 1e-4 && abs(animator.fractionComplete - 0.75) < 1e-9)
        UIApplication.shared.advance(by: 0.5)
        #expect(animator.state == .inactive && view.center.x == 105)
    }

    @Test func continueWithFactorZeroKeepsTheRemainingTime() {
        let view = F.committedView()
        let (animator, _) = pausedMove(view, at: 0.25)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        UIApplication.shared.advance(by: 0.25)
        #expect(abs(F.shownX(view) - 55) < 1e-4)
        UIApplication.shared.advance(by: 0.5)
        #expect(animator.state == .inactive)
    }

    @Test func runningPropertyAnimatorStartsAtOnceWithTheOptionsCurveAfterItsDelay() {
        let view = F.committedView()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: [.curveEaseIn], animations: { view.center.x = 105 },
            completion: { ended.append($0) })
        #expect(animator.state == .active && animator.isRunning && animator.delay == 0.5 && view.center.x == 105)
        UIApplication.shared.advance(by: 0.25)
        #expect(abs(F.shownX(view) - 5) < 1e-9 && animator.fractionComplete == 0)
        UIApplication.shared.advance(by: 0.75)
        #expect(abs(F.shownX(view) - (5 + 100 * ReferenceCurve.bezier(0.5, 0.42, 0, 1, 1))) < 1e-4)
        UIApplication.shared.advance(by: 0.5)
        #expect(ended == [.end] && animator.state == .inactive)
    }

    @Test func customControlPointsPaceTheAnimation() {
        let view = F.committedView()
        let animator = UIViewPropertyAnimator(
            duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1)
        ) {
            view.center.x = 105
        }
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.3)
        #expect(abs(F.shownX(view) - (5 + 100 * ReferenceCurve.bezier(0.3, 0.1, 0.9, 0.2, 1))) < 1e-4)
    }
}
