import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// `UIView.animateKeyframes` and `addKeyframe`: one CAKeyframeAnimation per key over the whole duration,
/// values holding between keyframes, the calculation mode and curve from the options, one completion.
@MainActor
@Suite(.freshApplication) struct UIViewKeyframeAnimationTests {
    /// Linear pacing of the whole animation (the curve bits of `AnimationOptions.curveLinear`).
    private let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    private func committedView() -> UIView {
        let view = UIView(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)
        return view
    }

    private func presentedX(_ view: UIView) throws -> CGFloat {
        try #require(view.layer.presentation()).position.x
    }

    @Test func twoKeyframesMakeOneAnimationThroughBothValues() throws {
        let view = committedView()
        var finished: [Bool] = []
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 300 }
            }, completion: { finished.append($0) })
        #expect(view.center.x == 300)
        #expect(view.layer.animationKeys() == ["position"])
        let animation = try #require(view.layer.animation(forKey: "position") as? CAKeyframeAnimation)
        #expect(animation.keyTimes?.map(\.doubleValue) == [0, 0.5, 1])
        #expect(animation.values?.compactMap { ($0 as? CGPoint)?.x } == [0, 100, 300])
        #expect(animation.calculationMode == .linear && animation.duration == 1)
        UIApplication.shared.advance(by: 0.25)
        // 0 → 100 over the first half: a quarter of the way through the whole is half of that keyframe.
        #expect(abs(try presentedX(view) - 50) < 1e-6)
        UIApplication.shared.advance(by: 0.5)
        #expect(abs(try presentedX(view) - (100 + (300 - 100) * 0.5)) < 1e-6)
        #expect(finished.isEmpty)
        UIApplication.shared.advance(by: 0.25)
        #expect(finished == [true])
        #expect(view.layer.animationKeys() == nil && view.layer.presentation()?.position.x == 300)
    }

    @Test func theValueHoldsBetweenKeyframes() throws {
        let view = committedView()
        UIView.animateKeyframes(
            withDuration: 2, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.2) { view.center.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.2) { view.center.x = 300 }
            })
        let animation = try #require(view.layer.animation(forKey: "position") as? CAKeyframeAnimation)
        #expect(animation.keyTimes?.map(\.doubleValue) == [0, 0.2, 0.4, 0.6, 0.8, 1])
        // Fractions of 2 s: before the first keyframe, inside it, in the gap, inside the second, after it.
        let expected: [(time: Double, x: CGFloat)] = [(0.2, 0), (0.6, 50), (1.0, 100), (1.4, 200), (1.8, 300)]
        var now = 0.0
        for sample in expected {
            UIApplication.shared.advance(by: sample.time - now)
            now = sample.time
            #expect(abs(try presentedX(view) - sample.x) < 1e-6, "at \(sample.time) s")
        }
    }

    @Test func discreteModeJumpsAtTheEndOfEachKeyframe() throws {
        let view = committedView()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear.union(.calculationModeDiscrete),
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 300 }
            })
        #expect((view.layer.animation(forKey: "position") as? CAKeyframeAnimation)?.calculationMode == .discrete)
        UIApplication.shared.advance(by: 0.25)
        #expect(try presentedX(view) == 0)
        UIApplication.shared.advance(by: 0.5)
        #expect(try presentedX(view) == 100)
        UIApplication.shared.runUntilIdle()
        #expect(view.layer.presentation()?.position.x == 300)
    }

    @Test func theCalculationModeBitsAndValuesAreUIKits() {
        typealias Options = UIView.KeyframeAnimationOptions
        #expect(
            Options.calculationModeDiscrete.rawValue == 1 << 10 && Options.calculationModeCubicPaced.rawValue == 4 << 10
        )
        #expect(Options.overrideInheritedOptions.rawValue == 1 << 9 && Options.beginFromCurrentState.rawValue == 1 << 2)
        let modes: [(Options, CAAnimationCalculationMode)] = [
            (.calculationModeLinear, .linear), (.calculationModeDiscrete, .discrete), (.calculationModePaced, .paced),
            (.calculationModeCubic, .cubic), (.calculationModeCubicPaced, .cubicPaced),
        ]
        let view = committedView()
        for (option, mode) in modes {
            UIView.animateKeyframes(
                withDuration: 1, delay: 0, options: option, animations: { view.alpha = view.alpha == 1 ? 0.5 : 1 })
            #expect((view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)?.calculationMode == mode)
        }
    }

    @Test func theDefaultCurvePacesTheWholeAnimationWithEaseInEaseOut() throws {
        let view = committedView()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 50 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 100 }
            })
        UIApplication.shared.advance(by: 0.25)
        // easeInEaseOut at 0.25 is 0.12916 of the whole; both keyframes move 100 pt per whole.
        #expect(abs(try presentedX(view) - 12.916) < 1e-3)
        let eased = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveEaseIn.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: eased, animations: { view.alpha = 0 })
        UIApplication.shared.advance(by: 0.5)
        // easeIn (0.42, 0, 1, 1) at 0.5 is 0.31536.
        #expect(abs(CGFloat(try #require(view.layer.presentation()).opacity) - (1 - 0.31536)) < 1e-4)
    }

    @Test func changesInTheOuterBlockAnimateOverTheWholeDuration() throws {
        let view = committedView()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear,
            animations: {
                view.alpha = 0
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 100 }
            })
        #expect(Set(view.layer.animationKeys() ?? []) == ["opacity", "position"])
        UIApplication.shared.advance(by: 0.25)
        let presentation = try #require(view.layer.presentation())
        #expect(abs(presentation.opacity - 0.75) < 1e-6)
        #expect(presentation.position.x == 0)
        UIApplication.shared.advance(by: 0.5)
        #expect(abs(try presentedX(view) - 50) < 1e-6)
    }

    @Test func theCompletionRunsOnceAndReportsARemoval() {
        let view = committedView()
        var finished: [Bool] = []
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 100 }
            }, completion: { finished.append($0) })
        UIApplication.shared.advance(by: 0.5)
        view.layer.removeAnimation(forKey: "opacity")
        #expect(finished.isEmpty)
        UIApplication.shared.advance(by: 0.5)
        #expect(finished == [false])
    }

    @Test func aDelayHoldsTheStartValue() throws {
        let view = committedView()
        var finishedAt: [Double] = []
        UIView.animateKeyframes(
            withDuration: 1, delay: 0.5, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 100 }
            }, completion: { _ in finishedAt.append(CACurrentMediaTime()) })
        UIApplication.shared.advance(by: 0.25)
        #expect(try presentedX(view) == 0)
        UIApplication.shared.advance(by: 0.75)
        #expect(abs(try presentedX(view) - 50) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(finishedAt.count == 1 && abs(finishedAt[0] - 1.5) < 1e-9)
    }

    @Test func aColourKeyframeStartsFromTheBlockStartValue() throws {
        let view = committedView()
        view.backgroundColor = .red
        UIApplication.shared.advance(by: 0)
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.backgroundColor = .blue }
            })
        UIApplication.shared.advance(by: 0.75)
        let components = try #require(view.layer.presentation()?.backgroundColor?.components)
        #expect(zip(components, [0.5, 0, 0.5, 1]).allSatisfy { abs($0 - $1) < 1e-6 })
    }

    @Test func addKeyframeOutsideAKeyframeAnimationAppliesAtOnceAndWarns() {
        let view = committedView()
        let reports = Diagnostics.capture {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.3 }
        }
        #expect(reports.map(\.code) == [.invalidState] && reports.first?.severity == .warning)
        #expect(abs(view.alpha - 0.3) < 1e-6 && view.layer.animationKeys() == nil)
        UIView.animate(
            withDuration: 1,
            animations: {
                let inBlock = Diagnostics.capture {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 1 }
                }
                #expect(inBlock.map(\.code) == [.invalidState])
            })
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func fractionsOutOfRangeAreReportedAndClamped() throws {
        let view = committedView()
        let reports = Diagnostics.capture {
            UIView.animateKeyframes(
                withDuration: 1, delay: 0, options: linear,
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: -0.5, relativeDuration: .nan) { view.center.x = 100 }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 2) { view.center.x = 300 }
                })
        }
        #expect(reports.map(\.code) == [.invalidArgument, .invalidArgument, .invalidArgument])
        let animation = try #require(view.layer.animation(forKey: "position") as? CAKeyframeAnimation)
        // The first keyframe becomes a jump at 0 (start 0, duration 0); the second runs from 0.5 to the end.
        #expect(animation.keyTimes?.map(\.doubleValue) == [0, 0, 0.5, 1])
        UIApplication.shared.advance(by: 0.25)
        #expect(try presentedX(view) == 100)
        UIApplication.shared.advance(by: 0.5)
        #expect(abs(try presentedX(view) - 200) < 1e-6)
    }

    @Test func aZeroDurationAppliesTheKeyframesAndCompletesOnTheNextTurn() {
        let view = committedView()
        var finished: [Bool] = []
        let reports = Diagnostics.capture {
            UIView.animateKeyframes(
                withDuration: 0, delay: 0, options: [],
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 100 }
                }, completion: { finished.append($0) })
        }
        #expect(reports.isEmpty)
        #expect(view.center.x == 100 && view.layer.animationKeys() == nil && finished.isEmpty)
        UIApplication.shared.advance(by: 0)
        #expect(finished == [true])
    }

    @Test func insideAnAnimateBlockTheBlockDurationIsInheritedUnlessOverridden() throws {
        let view = committedView()
        UIView.animate(
            withDuration: 2,
            animations: {
                UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: { view.alpha = 0 })
                UIView.animateKeyframes(
                    withDuration: 1, delay: 0, options: .overrideInheritedDuration, animations: { view.center.x = 10 })
            })
        #expect(view.layer.animation(forKey: "opacity")?.duration == 2)
        #expect(view.layer.animation(forKey: "position")?.duration == 1)
    }
}
