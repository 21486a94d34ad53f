import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// The state machine of `UIViewPropertyAnimator` (UIViewAnimating.h): every call in every state, and every misuse
/// reported with the state left as it was.
@MainActor
@Suite(.freshApplication) struct PropertyAnimatorStateTests {
    /// The four observable situations of an animator.
    enum Situation: String, CaseIterable {
        case inactive, running, paused, stopped
    }

    private func situation(of animator: UIViewPropertyAnimator) -> Situation {
        switch animator.state {
        case .inactive: return .inactive
        case .stopped: return .stopped
        case .active: return animator.isRunning ? .running : .paused
        }
    }

    private func animator(in situation: Situation, view: UIView) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
        switch situation {
        case .inactive: break
        case .running: animator.startAnimation()
        case .paused: animator.pauseAnimation()
        case .stopped:
            animator.startAnimation()
            animator.stopAnimation(false)
        }
        UIApplication.shared.advance(by: 0.25)
        return animator
    }

    /// One call, and for each starting situation the situation after it and the severity reported (nil:
    /// none).
    private struct Row {
        let call: String
        let action: (UIViewPropertyAnimator) -> Void
        let outcomes: [Situation: (Situation, Diagnostic.Severity?)]
    }

    private var rows: [Row] {
        [
            Row(
                call: "startAnimation", action: { $0.startAnimation() },
                outcomes: [
                    .inactive: (.running, nil), .running: (.running, nil), .paused: (.running, nil),
                    .stopped: (.stopped, .exception),
                ]),
            Row(
                call: "pauseAnimation", action: { $0.pauseAnimation() },
                outcomes: [
                    .inactive: (.paused, nil), .running: (.paused, nil), .paused: (.paused, nil),
                    .stopped: (.stopped, .exception),
                ]),
            Row(
                call: "stopAnimation(true)", action: { $0.stopAnimation(true) },
                outcomes: [
                    .inactive: (.inactive, .warning), .running: (.inactive, nil), .paused: (.inactive, nil),
                    .stopped: (.inactive, nil),
                ]),
            Row(
                call: "stopAnimation(false)", action: { $0.stopAnimation(false) },
                outcomes: [
                    .inactive: (.inactive, .warning), .running: (.stopped, nil), .paused: (.stopped, nil),
                    .stopped: (.stopped, .warning),
                ]),
            Row(
                call: "finishAnimation(at: .end)", action: { $0.finishAnimation(at: .end) },
                outcomes: [
                    .inactive: (.inactive, .exception), .running: (.running, .exception),
                    .paused: (.paused, .exception), .stopped: (.inactive, nil),
                ]),
            Row(
                call: "fractionComplete = 0.5", action: { $0.fractionComplete = 0.5 },
                outcomes: [
                    .inactive: (.paused, nil), .running: (.running, .warning), .paused: (.paused, nil),
                    .stopped: (.stopped, .warning),
                ]),
            Row(
                call: "continueAnimation",
                action: { $0.continueAnimation(withTimingParameters: nil, durationFactor: 1) },
                outcomes: [
                    .inactive: (.inactive, .warning), .running: (.running, .warning), .paused: (.running, nil),
                    .stopped: (.stopped, .exception),
                ]),
            Row(
                call: "addAnimations", action: { $0.addAnimations {} },
                outcomes: [
                    .inactive: (.inactive, nil), .running: (.running, nil), .paused: (.paused, nil),
                    .stopped: (.stopped, .exception),
                ]),
            Row(
                call: "isReversed = true", action: { $0.isReversed = true },
                outcomes: [
                    .inactive: (.inactive, nil), .running: (.running, nil), .paused: (.paused, nil),
                    .stopped: (.stopped, .exception),
                ]),
        ]
    }

    @Test func everyCallInEveryState() {
        for row in rows {
            for start in Situation.allCases {
                let view = AnimatorFixture.committedView()
                let animator = animator(in: start, view: view)
                #expect(situation(of: animator) == start)
                let reports = Diagnostics.capture { row.action(animator) }
                let (expected, severity) = row.outcomes[start]!
                #expect(situation(of: animator) == expected, "\(row.call) from \(start)")
                #expect(
                    reports.map(\.severity) == (severity.map { [$0] } ?? []), "\(row.call) from \(start): \(reports)")
            }
        }
    }

    @Test func aNewAnimatorIsInactiveAndChangesNothingUntilStarted() {
        let view = AnimatorFixture.committedView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 105 }
        #expect(animator.state == .inactive && !animator.isRunning && animator.fractionComplete == 0)
        #expect(view.center.x == 5 && view.layer.animationKeys() == nil)
        #expect(animator.isInterruptible && animator.isUserInteractionEnabled && !animator.isManualHitTestingEnabled)
        #expect(animator.scrubsLinearly && !animator.pausesOnCompletion && !animator.isReversed && animator.delay == 0)
        animator.startAnimation()
        #expect(view.center.x == 105 && animator.state == .active && animator.isRunning)
    }

    @Test func enumsHaveUIKitsRawValues() {
        #expect([UIViewAnimatingState.inactive, .active, .stopped].map(\.rawValue) == [0, 1, 2])
        #expect([UIViewAnimatingPosition.end, .start, .current].map(\.rawValue) == [0, 1, 2])
        #expect([UITimingCurveType.builtin, .cubic, .spring, .composed].map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test func settingIsInterruptibleWhileActiveRaises() {
        let view = AnimatorFixture.committedView()
        let animator = animator(in: .running, view: view)
        let reports = Diagnostics.capture { animator.isInterruptible = false }
        #expect(reports.map(\.severity) == [.exception] && animator.isInterruptible && animator.isRunning)
        let idle = UIViewPropertyAnimator(duration: 1, curve: .linear)
        #expect(Diagnostics.capture { idle.isInterruptible = false }.isEmpty && !idle.isInterruptible)
    }

    @Test func aNonInterruptibleAnimatorCannotBePausedStoppedOrReversed() {
        let view = AnimatorFixture.committedView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
        animator.isInterruptible = false
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.25)
        let reports = Diagnostics.capture {
            animator.pauseAnimation()
            animator.stopAnimation(false)
            animator.isReversed = true
        }
        #expect(reports.map(\.severity) == [.exception, .exception, .exception])
        #expect(animator.isRunning && !animator.isReversed && abs(animator.fractionComplete - 0.25) < 1e-9)
    }

    @Test func settingScrubsLinearlyWhileRunningRaises() {
        let view = AnimatorFixture.committedView()
        let animator = animator(in: .running, view: view)
        let reports = Diagnostics.capture { animator.scrubsLinearly = false }
        #expect(reports.map(\.severity) == [.exception] && animator.scrubsLinearly)
        animator.pauseAnimation()
        #expect(Diagnostics.capture { animator.scrubsLinearly = false }.isEmpty && !animator.scrubsLinearly)
    }

    @Test func badNumbersAreReportedAndIgnored() {
        let view = AnimatorFixture.committedView()
        let animator = animator(in: .paused, view: view)
        animator.fractionComplete = 0.3
        let reports = Diagnostics.capture {
            animator.fractionComplete = -0.1
            animator.fractionComplete = .nan
            animator.fractionComplete = 1.5
            animator.addAnimations({ view.alpha = 0 }, delayFactor: 1.5)
            animator.addAnimations({ view.alpha = 0 }, delayFactor: .nan)
            animator.continueAnimation(withTimingParameters: nil, durationFactor: -1)
            animator.continueAnimation(withTimingParameters: nil, durationFactor: .nan)
            animator.startAnimation(afterDelay: -1)
            animator.startAnimation(afterDelay: .infinity)
        }
        #expect(
            reports.map(\.code) == [
                .invalidArgument, .invalidArgument, .invalidArgument, .invalidArgument, .invalidArgument,
                .invalidTiming, .invalidTiming, .invalidTiming, .invalidTiming,
            ])
        #expect(
            reports.map(\.severity) == [
                .warning, .warning, .warning, .exception, .exception, .warning, .warning, .warning, .warning,
            ])
        #expect(
            animator.state == .active && !animator.isRunning && abs(animator.fractionComplete - 0.3) < 1e-9
                && view.alpha == 1)
        var made: UIViewPropertyAnimator?
        let initReports = Diagnostics.capture { made = UIViewPropertyAnimator(duration: -2, curve: .linear) }
        #expect(initReports.map(\.code) == [.invalidTiming] && made?.duration == 0)
        let springReports = Diagnostics.capture {
            _ = UISpringTimingParameters(mass: 0, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        }
        #expect(springReports.map(\.code) == [.invalidSpring] && springReports.map(\.severity) == [.exception])
    }

    @Test func completionsRunInTheOrderAddedAtTheEndOfTheTurn() {
        let view = AnimatorFixture.committedView()
        var log: [String] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeIn) { view.alpha = 0 }
        animator.addCompletion { log.append("first \($0)") }
        animator.addCompletion { log.append("second \($0)") }
        animator.startAnimation()
        animator.addCompletion { log.append("third \($0)") }
        UIApplication.shared.advance(by: 0.49)
        #expect(log.isEmpty && animator.isRunning)
        UIApplication.shared.advance(by: 0.01)
        #expect(log == ["first end", "second end", "third end"])
        #expect(animator.state == .inactive && view.layer.animationKeys() == nil && view.alpha == 0)
    }

    @Test func runUntilIdleWaitsForAnAnimatorWithoutAnimations() {
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear)
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        let ran = UIApplication.shared.runUntilIdle()
        #expect(ended == [.end] && abs(ran - 0.5) < 1e-9)
    }

    /// `finishAnimation(at:)` runs the completions before it returns, on an animator that is already
    /// inactive; reusing the animator right away never runs an old completion while it is active again.
    @Test func finishAnimationRunsTheCompletionsBeforeReturning() {
        let view = AnimatorFixture.committedView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
        var log: [String] = []
        animator.addCompletion { position in log.append("completion \(position) \(animator.state)") }
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.5)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        log.append("returned")
        animator.addAnimations { view.alpha = 0.5 }
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.1)
        #expect(log == ["completion \(UIViewAnimatingPosition.current) \(UIViewAnimatingState.inactive)", "returned"])
        #expect(animator.state == .active && animator.isRunning)
        UIApplication.shared.runUntilIdle()
        #expect(log.count == 2 && animator.state == .inactive)
    }
}
