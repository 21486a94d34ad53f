import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Spring and cubic timing parameters (Apple's UISpringTimingParameters and UICubicTimingParameters
/// documentation, UITimingParameters.h) and how an animator moves with them.
@MainActor
@Suite(.freshApplication) struct PropertyAnimatorSpringTests {
    private typealias F = AnimatorFixture

    @Test func aDampingRatioSpringOvershootsAndSettlesWithinTheDuration() {
        let view = F.committedView()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { view.center.x = 105 }
        animator.addCompletion { ended.append($0) }
        #expect(animator.duration == 1)
        animator.startAnimation()
        // Mass 1, the mapping measured on iOS 26.1: ζ/√(1 − ζ²) · e^(−ζω0 × 1 s) = 0.001.
        let omega0 = log(1000.0 * 0.3 / (1 - 0.3 * 0.3).squareRoot()) / 0.3
        var peak: CGFloat = 5
        for _ in 0..<12 {
            UIApplication.shared.advance(by: 1.0 / 60)
            peak = max(peak, F.shownX(view))
        }
        let expected = 5 + 100 * F.springProgress(0.2, mass: 1, stiffness: omega0 * omega0, damping: 2 * 0.3 * omega0)
        #expect(abs(F.shownX(view) - expected) < 1e-3)
        // The first peak, at π/ωd ≈ 0.143 s, overshoots by e^(−πζ/√(1−ζ²)) ≈ 37 %.
        #expect(peak > 135)
        UIApplication.shared.advance(by: 0.8)
        #expect(ended == [.end] && view.center.x == 105 && F.shownX(view) == 105)
    }

    @Test func aCriticallyDampedSpringNeverOvershoots() {
        let view = F.committedView()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { view.center.x = 105 }
        animator.startAnimation()
        var previous: CGFloat = 5
        for _ in 0..<59 {
            UIApplication.shared.advance(by: 1.0 / 60)
            #expect(F.shownX(view) >= previous && F.shownX(view) <= 105)
            previous = F.shownX(view)
        }
        // Critical damping: 1 − e^(−ω0t)(1 + ω0t) ≈ 0.991 at 59/60 s.
        #expect(previous > 104)
    }

    @Test func physicalSpringParametersIgnoreTheAnimatorsDuration() {
        let view = F.committedView()
        let parameters = UISpringTimingParameters(
            mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 5, timingParameters: parameters)
        animator.addAnimations { view.center.x = 105 }
        #expect(abs(animator.duration - 1.473) < 1e-3)
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.1)
        // 34.03 pt at 0.1 s and 84.94 pt at 0.2 s for the CASpringAnimation defaults (mass 1, stiffness 100,
        // damping 10).
        #expect(abs(F.shownX(view) - (5 + 34.03)) < 1e-2)
        UIApplication.shared.advance(by: 0.1)
        #expect(abs(F.shownX(view) - (5 + 84.94)) < 1e-2)
        let ran = UIApplication.shared.runUntilIdle()
        #expect(abs(ran - (animator.duration - 0.2)) < 1.0 / 60 && animator.state == .inactive)
    }

    @Test func pausingAndScrubbingASpringUseTheSameSpringAnimations() {
        let view = F.committedView()
        let parameters = UISpringTimingParameters(
            mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 0, timingParameters: parameters)
        animator.addAnimations { view.center.x = 105 }
        animator.scrubsLinearly = false
        animator.fractionComplete = CGFloat(0.3 / animator.duration)
        UIApplication.shared.advance(by: 0.5)
        #expect(abs(F.shownX(view) - (5 + 100 * F.springProgress(0.3, mass: 1, stiffness: 100, damping: 10))) < 1e-3)
        #expect(F.shownX(view) > 105)
    }

    @Test func theIOS17SpringAndTheSystemSpringRunTheirSettlingDuration() {
        let bouncy = UIViewPropertyAnimator(
            duration: 9, timingParameters: UISpringTimingParameters(duration: 0.5, bounce: 0.3))
        let system = UIViewPropertyAnimator(duration: 9, timingParameters: UISpringTimingParameters())
        // (0.5 s, bounce 0.3): stiffness (2π/0.5)², damping ratio 0.7 — settles well before 9 s.
        #expect(bouncy.duration > 0.5 && bouncy.duration < 2)
        #expect(system.duration > 0.1 && system.duration < 1)
        #expect(system.timingParameters?.timingCurveType == .spring)
    }

    @Test func timingParametersReportUIKitsValues() {
        let standard = UICubicTimingParameters()
        #expect(standard.animationCurve == .easeInOut && standard.timingCurveType == .builtin)
        // Control points are Core Animation's, stored as Float.
        #expect(
            standard.controlPoint1 == CGPoint(x: CGFloat(Float(0.42)), y: 0)
                && standard.controlPoint2 == CGPoint(x: CGFloat(Float(0.58)), y: 1))
        let easeOut = UICubicTimingParameters(animationCurve: .easeOut)
        #expect(
            easeOut.controlPoint1 == CGPoint(x: 0, y: 0)
                && easeOut.controlPoint2 == CGPoint(x: CGFloat(Float(0.58)), y: 1))
        let custom = UICubicTimingParameters(
            controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.4))
        #expect(
            custom.timingCurveType == .cubic && custom.cubicTimingParameters === custom
                && custom.springTimingParameters == nil)
        let spring = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 0.5, dy: 0))
        #expect(spring.initialVelocity == CGVector(dx: 0.5, dy: 0) && spring.timingCurveType == .spring)
        #expect(spring.springTimingParameters === spring && spring.cubicTimingParameters == nil)
        #expect(UISpringTimingParameters(dampingRatio: 0.5).initialVelocity == CGVector(dx: 0, dy: 0))
    }
}
