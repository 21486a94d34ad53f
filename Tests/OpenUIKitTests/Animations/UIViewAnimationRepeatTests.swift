import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// `.repeat`, `.autoreverse` and `.overrideInheritedOptions` of block animations, spring velocities, bad
/// spring input, and what `UIApplication.reset()` clears.
@MainActor
@Suite(.freshApplication) struct UIViewAnimationRepeatTests {
    @Test func autoreverseGoesOutAndBackThenShowsTheModelValue() throws {
        let view = AnimationFixture.committedView()
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: { view.center.x = 105 },
            completion: { finished.append($0) })
        UIApplication.shared.advance(by: 0.5)
        #expect(abs(try AnimationFixture.shownX(view) - 55) < 1e-6)
        UIApplication.shared.advance(by: 0.75)
        #expect(abs(try AnimationFixture.shownX(view) - 80) < 1e-6)
        UIApplication.shared.advance(by: 0.25)
        #expect(abs(try AnimationFixture.shownX(view) - 55) < 1e-6)
        UIApplication.shared.advance(by: 0.5)
        // The model value shows once the back pass ends, as in UIKit.
        let shown = try AnimationFixture.shownX(view)
        #expect(finished == [true] && view.layer.animationKeys() == nil && shown == 105)
    }

    @Test func repeatNeverCompletesAndRunUntilIdleTimesOut() throws {
        let view = AnimationFixture.committedView()
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: { view.center.x = 105 },
            completion: { finished.append($0) })
        UIApplication.shared.advance(by: 2.25)
        #expect(abs(try AnimationFixture.shownX(view) - 30) < 1e-6)
        var ran = 0.0
        let reports = Diagnostics.capture { ran = UIApplication.shared.runUntilIdle(timeout: 3) }
        #expect(abs(ran - 3) < 1e-9 && finished.isEmpty)
        #expect(reports.map(\.code) == [.invalidState] && reports.first?.message.contains("timed out") == true)
        view.layer.removeAllAnimations()
        #expect(finished == [false])
    }

    @Test func repeatWithAutoreverseSwingsBackAndForth() throws {
        let view = AnimationFixture.committedView()
        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: { view.center.x = 105 })
        // easeInOut (0.42, 0, 0.58, 1): 12.916 % after a quarter of a pass.
        UIApplication.shared.advance(by: 1.25)
        #expect(abs(try AnimationFixture.shownX(view) - (5 + 100 - 12.916)) < 1e-3)
        UIApplication.shared.advance(by: 1)
        #expect(abs(try AnimationFixture.shownX(view) - (5 + 12.916)) < 1e-3)
    }

    @Test func nestedBlocksInheritRepeatAndAutoreverseUnlessOverridden() throws {
        let view = AnimationFixture.committedView()
        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .autoreverse],
            animations: {
                UIView.animate(withDuration: 1, delay: 0, options: [], animations: { view.alpha = 0 })
                UIView.animate(
                    withDuration: 1, delay: 0, options: [.overrideInheritedOptions], animations: { view.center.x = 50 })
            })
        let inherited = try #require(view.layer.animation(forKey: "opacity"))
        #expect(inherited.repeatCount == .infinity && inherited.autoreverses)
        let own = try #require(view.layer.animation(forKey: "position"))
        #expect(own.repeatCount == 0 && !own.autoreverses)
    }

    /// Shown x at two close times right after the start: the slope estimates the starting speed.
    private func startingSpeed(of view: UIView) throws -> CGFloat {
        UIApplication.shared.advance(by: 0)
        let x0 = try AnimationFixture.shownX(view)
        UIApplication.shared.advance(by: 1e-5)
        return (try AnimationFixture.shownX(view) - x0) / 1e-5
    }

    @Test func initialSpringVelocityIsAFractionOfTheDistancePerSecond() throws {
        let view = AnimationFixture.committedView()
        // UIView.h: the velocity is in distances per second: 2 over a 100 pt move starts at 200 pt/s.
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 2,
            animations: { view.center.x = 105 })
        #expect(abs(try startingSpeed(of: view) - 200) < 1)
        let still = AnimationFixture.committedView()
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            animations: { still.center.x = 105 })
        #expect(abs(try startingSpeed(of: still)) < 1)
    }

    @Test func springTimingParametersCarryTheirInitialVelocity() throws {
        let view = AnimationFixture.committedView()
        let parameters = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 2, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: parameters)
        animator.addAnimations { view.center.x = 105 }
        animator.startAnimation()
        UIApplication.shared.advance(by: 1.0 / 60)
        // Critically damped from rest position with velocity v0: 1 − e^(−ω0t)(1 + (ω0 − v0)t), ω0T solving
        // e^(−x)(1 + x) = 0.001 (within 0.1 % at the end), T = 1 s.
        var low = 1.0, high = 20.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if exp(-mid) * (1 + mid) > 0.001 { low = mid } else { high = mid }
        }
        let t = 1.0 / 60, omega = low
        let progress = 1 - exp(-omega * t) * (1 + (omega - 2) * t)
        #expect(abs(try AnimationFixture.shownX(view) - (5 + 100 * progress)) < 1e-3)
    }

    @Test func changingTheBoundsSizeKeepsTheCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds.size = CGSize(width: 200, height: 50)
        // Apple's UIView.bounds documentation: the view grows and shrinks around its center.
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: -50, y: 25, width: 200, height: 50))
    }

    @Test func badSpringDurationsAreReportedAndApplyAtOnce() {
        let view = AnimationFixture.committedView()
        var finished: [String] = []
        let reports = Diagnostics.capture {
            UIView.animate(
                springDuration: -1, animations: { view.alpha = 0.5 }, completion: { finished.append("negative \($0)") })
            UIView.animate(
                springDuration: .nan, bounce: 0.3, animations: { view.center.x = 50 },
                completion: { finished.append("nan \($0)") })
        }
        #expect(reports.map(\.code) == [.invalidTiming, .invalidTiming])
        #expect(view.layer.animationKeys() == nil && view.alpha == 0.5 && view.center.x == 50 && finished.isEmpty)
        UIApplication.shared.advance(by: 0)
        #expect(finished == ["negative true", "nan true"])
    }

    @Test func aDampingRatioOfZeroIsReportedAndTheLowestRatioIsUsed() throws {
        for ratio in [0, -1, CGFloat.nan] {
            let view = AnimationFixture.committedView()
            let reports = Diagnostics.capture {
                UIView.animate(
                    withDuration: 1, delay: 0, usingSpringWithDamping: ratio, initialSpringVelocity: 0,
                    animations: { view.center.x = 105 })
            }
            #expect(reports.map(\.code) == [.invalidArgument])
            let spring = try #require(view.layer.animation(forKey: "position") as? CASpringAnimation)
            let k = Double(spring.stiffness), c = Double(spring.damping)
            let zeta = c / (2 * k.squareRoot()), omega = k.squareRoot()
            #expect(abs(zeta - (ratio.isNaN ? 1 : 0.01)) < 1e-9)
            // The measured mapping (iOS 26.1): the envelope term is 0.001 at the duration (1 s).
            let envelope: Double
            if zeta < 1 {
                envelope = zeta / (1 - zeta * zeta).squareRoot() * exp(-zeta * omega)
            } else {
                envelope = exp(-omega) * (1 + omega)
            }
            #expect(abs(envelope - 0.001) <= 1e-9)
        }
    }

    @Test func aRunningPropertyAnimatorWithABadDelayStartsAtOnce() {
        let view = AnimationFixture.committedView()
        var ended: [UIViewAnimatingPosition] = []
        var animator: UIViewPropertyAnimator?
        let reports = Diagnostics.capture {
            animator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 1, delay: -1, animations: { view.alpha = 0 },
                completion: { ended.append($0) })
        }
        #expect(reports.map(\.code) == [.invalidTiming])
        #expect(animator?.state == .active && animator?.isRunning == true && animator?.delay == 0)
        UIApplication.shared.advance(by: 1)
        #expect(ended == [.end])
        let nan = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: .nan, animations: { view.alpha = 1 })
        #expect(nan.isRunning)
    }

    @Test func resetGivesAnimatingViewsBackToHitTesting() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let subview = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        container.addSubview(subview)
        UIApplication.shared.advance(by: 0)
        UIView.animate(withDuration: 10, animations: { subview.alpha = 0.5 })
        #expect(container.hitTest(CGPoint(x: 15, y: 15), with: nil) === container)
        UIApplication.shared.reset()
        #expect(container.hitTest(CGPoint(x: 15, y: 15), with: nil) === subview)
    }
}
