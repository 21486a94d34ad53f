import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// `UIView.animate(withDuration:…)`: model values at once, presentation along UIKit's easeInOut curve,
/// completion timing and its `finished` flag.
@MainActor
@Suite(.freshApplication) struct UIViewBlockAnimationTests {
    private func committedView() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)
        return view
    }

    @Test func theModelChangesAtOnceAndThePresentationFollowsEaseInEaseOut() throws {
        let view = committedView()
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 1, animations: { view.center = CGPoint(x: 105, y: 5) }, completion: { finished.append($0) })
        #expect(view.center == CGPoint(x: 105, y: 5))
        UIApplication.shared.advance(by: 0.25)
        // 100 pt over 1 s with easeInEaseOut (0.42, 0, 0.58, 1) is at 12.916 pt after 0.25 s.
        #expect(abs(try #require(view.layer.presentation()).position.x - (5 + 12.916)) < 1e-3)
        UIApplication.shared.advance(by: 0.25)
        #expect(abs(try #require(view.layer.presentation()).position.x - 55) < 1e-4)
        #expect(finished.isEmpty)
        UIApplication.shared.advance(by: 0.5)
        #expect(finished == [true])
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func curveOptionsPickUIKitsCurves() throws {
        let view = committedView()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseIn], animations: { view.alpha = 0 })
        UIApplication.shared.advance(by: 0.5)
        // easeIn (0.42, 0, 1, 1) at x = 0.5 is 0.31536: opacity 1 − 0.31536.
        #expect(abs(CGFloat(try #require(view.layer.presentation()).opacity) - (1 - 0.31536)) < 1e-4)
        #expect(
            UIView.AnimationOptions.curveEaseOut.rawValue == 0x20000
                && UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
    }

    @Test func removingTheAnimationCompletesWithFalse() {
        let view = committedView()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.2 }, completion: { finished.append($0) })
        UIApplication.shared.advance(by: 0.3)
        view.layer.removeAllAnimations()
        #expect(finished == [false])
        #expect(abs(view.alpha - 0.2) < 1e-6)
    }

    @Test func zeroDurationAndNothingToAnimateCompleteOnTheNextTurn() {
        let view = committedView()
        var log: [String] = []
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { log.append("zero \($0)") })
        #expect(view.layer.animationKeys() == nil && view.alpha == 0.5)
        UIView.animate(withDuration: 1, animations: {}, completion: { log.append("empty \($0)") })
        #expect(log.isEmpty)
        UIApplication.shared.advance(by: 0)
        #expect(log == ["zero true", "empty true"])
        let reports = Diagnostics.capture { UIView.animate(withDuration: -1, animations: { view.alpha = 1 }) }
        #expect(reports.map(\.code) == [.invalidTiming])
        #expect(view.layer.animationKeys() == nil && view.alpha == 1)
    }

    @Test func delayHoldsTheOldValueWithFillModeBoth() throws {
        let view = committedView()
        UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear], animations: { view.alpha = 0 })
        UIApplication.shared.advance(by: 0.25)
        #expect(try #require(view.layer.presentation()).opacity == 1)
        UIApplication.shared.advance(by: 0.75)
        #expect(abs(try #require(view.layer.presentation()).opacity - 0.5) < 1e-6)
    }

    @Test func performWithoutAnimationInsideABlockDoesNotAnimate() {
        let view = committedView()
        UIView.animate(
            withDuration: 1,
            animations: {
                view.alpha = 0.5
                UIView.performWithoutAnimation {
                    view.center = CGPoint(x: 50, y: 50)
                    #expect(!UIView.areAnimationsEnabled)
                }
            })
        #expect(UIView.areAnimationsEnabled)
        #expect(view.layer.animationKeys() == ["opacity"])
    }
}

/// Where block animations start from.
@MainActor
@Suite(.freshApplication) struct UIViewAnimationStartTests {
    @Test func aValueSetWithoutAnimationEarlierInTheTurnIsTheStart() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)
        view.center = CGPoint(x: 50, y: 5)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.center = CGPoint(x: 150, y: 5) })
        UIApplication.shared.advance(by: 0.5)
        #expect(abs(try #require(view.layer.presentation()).position.x - 100) < 1e-6)
    }

    @Test func aViewMadeThisTurnAnimatesFromItsInitialValue() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 })
        UIApplication.shared.advance(by: 0.25)
        #expect(abs(try #require(view.layer.presentation()).opacity - 0.75) < 1e-6)
    }
}

/// Since iOS 8 a block animation of a property that is already animating adds to it (WWDC14 session 236,
/// "Building Interruptible and Responsive Interactions").
@MainActor
@Suite(.freshApplication) struct UIViewAdditiveAnimationTests {
    @Test func retargetingBlendsAndBothCompleteFinished() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)
        var log: [String] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.center.x = 105 },
            completion: { log.append("first \($0)") })
        UIApplication.shared.advance(by: 0.5)
        let midway = try #require(view.layer.presentation()).position.x
        #expect(abs(midway - 55) < 1e-6)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.center.x = 5 },
            completion: { log.append("second \($0)") })
        #expect(view.layer.animationKeys() == ["position", "position-2"])
        UIApplication.shared.advance(by: 0)
        // Continuous: the new additive animation starts at offset 100 (105 − 5) on top of the first one.
        #expect(abs(try #require(view.layer.presentation()).position.x - midway) < 1e-6)
        UIApplication.shared.advance(by: 0.25)
        // Model 5 + first (105 − 5)·(1 − 0.75) − … : first offset −100·(1 − 0.75) = −25, second +100·(1 − 0.25) = 75.
        #expect(abs(try #require(view.layer.presentation()).position.x - (5 + (-100) * 0.25 + 100 * 0.75)) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(log == ["first true", "second true"])
        #expect(view.layer.presentation()?.position.x == 5)
    }

    @Test func coloursAnimateAbsolutely() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .black
        UIApplication.shared.advance(by: 0)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.backgroundColor = .white })
        UIApplication.shared.advance(by: 0.5)
        let color = try #require(view.layer.presentation()?.backgroundColor)
        #expect(abs(color.red - 0.5) < 1e-6 && color.alpha == 1)
        #expect((view.layer.animation(forKey: "backgroundColor") as? CABasicAnimation)?.isAdditive == false)
    }
}

/// Spring block animations: the damping-ratio mapping and the iOS 17 duration/bounce form.
@MainActor
@Suite(.freshApplication) struct UIViewSpringAnimationTests {
    /// Critically damped unit progress 1 − e^(−ω0·t)(1 + ω0·t), from rest.
    private func critical(_ omega: Double, _ t: Double) -> Double { 1 - exp(-omega * t) * (1 + omega * t) }

    @Test func dampingRatioOneSettlesWithinTheDuration() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            animations: { view.center.x = 105 }, completion: { finished.append($0) })
        let spring = try #require(view.layer.animation(forKey: "position") as? CASpringAnimation)
        // Within 0.1 % at T = 1 s with ζ = 1: e^(−ω0·T)(1 + ω0·T) = 0.001, solved by bisection.
        var low = 1.0, high = 20.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if exp(-mid) * (1 + mid) > 0.001 { low = mid } else { high = mid }
        }
        let omega = low
        #expect(abs(Double(spring.stiffness) - omega * omega) < 1e-9 && spring.mass == 1)
        UIApplication.shared.advance(by: 0.25)
        let expected = 105 - 100 * (1 - critical(omega, 0.25))
        #expect(abs(try #require(view.layer.presentation()).position.x - expected) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(finished == [true])
    }

    @Test func anUnderdampedSpringIsTheOneMeasuredOnIOS26() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)
        UIView.animate(
            withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
            animations: { view.center.x = 105 })
        let spring = try #require(view.layer.animation(forKey: "position") as? CASpringAnimation)
        // Measured on the iOS 26.1 simulator: ω0 = ln(1000ζ/√(1 − ζ²)) / (ζ·D) = 13.79 rad/s for ζ 0.6, D 0.8.
        let zeta = 0.6, omega = Foundation.log(1000 * zeta / (1 - zeta * zeta).squareRoot()) / (zeta * 0.8)
        #expect(abs(omega - 13.79) < 0.005)
        #expect(abs(Double(spring.stiffness) - omega * omega) < 1e-9 && spring.mass == 1)
        #expect(abs(Double(spring.damping) - 2 * zeta * omega) < 1e-9)
        UIApplication.shared.advance(by: 0.15)
        let damped = omega * (1 - zeta * zeta).squareRoot(), t = 0.15
        let progress = 1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
        #expect(abs(try #require(view.layer.presentation()).position.x - (5 + 100 * progress)) < 1e-6)
    }

    @Test func springDurationAndBounceFollowTheIOS17Mapping() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)
        UIView.animate(springDuration: 0.5, bounce: 0, animations: { view.center.x = 105 })
        let spring = try #require(view.layer.animation(forKey: "position") as? CASpringAnimation)
        // Duration and bounce as SwiftUI's Spring documents them: (0.5, 0) → stiffness (2π/0.5)² = 157.914,
        // damping 4π/0.5 = 25.133.
        #expect(abs(Double(spring.stiffness) - 157.914) < 1e-3 && abs(Double(spring.damping) - 25.133) < 1e-3)
        UIApplication.shared.advance(by: 0.1)
        let expected = 105 - 100 * (1 - critical(4 * .pi, 0.1))
        #expect(abs(try #require(view.layer.presentation()).position.x - expected) < 1e-6)
    }
}

/// Nested animation blocks inherit the outer block's duration and curve unless they override them.
@MainActor
@Suite(.freshApplication) struct UIViewNestedAnimationTests {
    @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() throws {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)
        UIView.animate(
            withDuration: 2, delay: 0, options: [.curveLinear],
            animations: {
                a.alpha = 0
                UIView.animate(withDuration: 0.5, delay: 0, options: [.curveEaseIn], animations: { b.alpha = 0 })
            })
        let inherited = try #require(b.layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(inherited.duration == 2)
        #expect(inherited.timingFunction == CAMediaTimingFunction(name: .linear))
        UIView.animate(
            withDuration: 2, delay: 0, options: [.curveLinear],
            animations: {
                UIView.animate(
                    withDuration: 0.5, delay: 0,
                    options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseIn],
                    animations: { b.center.x = 100 })
            })
        let own = try #require(b.layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(own.duration == 0.5)
        #expect(own.timingFunction == CAMediaTimingFunction(name: .easeIn))
    }
}

/// `modifyAnimations(withRepeatCount:autoreverses:)`: total time = duration × count × 2 with autoreverse.
@MainActor
@Suite(.freshApplication) struct UIViewModifiedAnimationTests {
    @Test func repeatedAutoreversingAnimationsRunCountTimesTwoPasses() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 0.5,
            animations: {
                UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { view.alpha = 0 }
            }, completion: { finished.append($0) })
        let ran = UIApplication.shared.runUntilIdle()
        #expect(abs(ran - 0.5 * 2 * 2) < 1e-9)
        #expect(finished == [true])
    }
}

extension UIViewBlockAnimationTests {
    @Test func onlyValuesThatChangeAnimate() {
        let view = committedView()
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 1,
            animations: {
                view.frame = CGRect(x: 50, y: 0, width: 10, height: 10)
                view.alpha = 1
            }, completion: { finished.append($0) })
        // Same size and alpha: only the position moves, as UIKit animates changed properties only.
        #expect(view.layer.animationKeys() == ["position"])
        UIView.animate(withDuration: 1, animations: { view.backgroundColor = nil }, completion: { finished.append($0) })
        #expect(view.layer.animationKeys() == ["position"])
        UIApplication.shared.advance(by: 0)
        #expect(finished == [true])
        UIApplication.shared.advance(by: 1)
        #expect(finished == [true, true])
    }
}
