import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Every animation block completes exactly once and gives touches back: a nil colour animates from clear, an
/// animation Core Animation does not take is not waited for, and views dropped while animating are released
/// (their animations then stop unfinished).
@MainActor
@Suite(.freshApplication) struct UIViewAnimationCompletionGuaranteeTests {
    /// `backgroundColor` is nil by default and animatable: it animates from transparent black, as UIKit
    /// animates a nil colour from clear, and the block completes.
    @Test func backgroundColorAnimatesFromNilAsFromClear() throws {
        let box = AnimationFixture.committedView()
        #expect(box.backgroundColor == nil)
        var finished: [Bool] = []
        let reports = Diagnostics.capture {
            UIView.animate(
                withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.backgroundColor = .red }
            ) { finished.append($0) }
        }
        #expect(reports.isEmpty)
        #expect(box.isAnimatingWithoutUserInteraction)
        UIApplication.shared.advance(by: 0.25)
        let shown = try #require(box.layer.presentation()?.backgroundColor)
        #expect(
            zip([shown.red, shown.green, shown.blue, shown.alpha], [0.25, 0, 0, 0.25]).allSatisfy {
                abs($0 - $1) < 1e-9
            })
        let ran = UIApplication.shared.runUntilIdle()
        #expect(abs(ran - 0.75) < 1e-9 && finished == [true] && !box.isAnimatingWithoutUserInteraction)
        #expect(box.layer.backgroundColor == UIColor.red.cgColor)
    }

    /// Back to nil: the colour fades to transparent black and the model is nil again.
    @Test func backgroundColorAnimatesToNilAsToClear() throws {
        let box = AnimationFixture.committedView()
        box.backgroundColor = .red
        UIApplication.shared.advance(by: 0)
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.backgroundColor = nil }) {
            finished.append($0)
        }
        UIApplication.shared.advance(by: 0.5)
        let shown = try #require(box.layer.presentation()?.backgroundColor)
        #expect(
            zip([shown.red, shown.green, shown.blue, shown.alpha], [0.5, 0, 0, 0.5]).allSatisfy { abs($0 - $1) < 1e-9 })
        UIApplication.shared.runUntilIdle()
        #expect(finished == [true] && box.backgroundColor == nil)
    }

    /// The same in a keyframe animation and a property animator.
    @Test func nilColourAnimatesFromClearInKeyframesAndAnimators() throws {
        let box = AnimationFixture.committedView()
        var log: [String] = []
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [.calculationModeLinear],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.backgroundColor = .blue }
            }
        ) { log.append("keyframes \($0)") }
        UIApplication.shared.runUntilIdle()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { other.backgroundColor = .green }
        animator.addCompletion { _ in log.append("animator") }
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.5)
        let shown = try #require(other.layer.presentation()?.backgroundColor)
        #expect(abs(shown.green - 0.5) < 1e-9 && abs(shown.alpha - 0.5) < 1e-9)
        UIApplication.shared.runUntilIdle()
        #expect(log == ["keyframes true", "animator"])
        #expect(
            box.layer.backgroundColor == UIColor.blue.cgColor && other.layer.backgroundColor == UIColor.green.cgColor)
    }

    /// A change made on a presentation copy inside a block asks the view for an action, but a presentation
    /// copy takes no animation: the block has nothing to wait for, completes on the next turn, and the view
    /// takes touches.
    @Test func anAnimationTheLayerDoesNotTakeIsNotWaitedFor() throws {
        let box = AnimationFixture.committedView()
        let presentation = try #require(box.layer.presentation())
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { presentation.opacity = 0.5 }) { finished.append($0) }
        #expect(!box.isAnimatingWithoutUserInteraction && finished.isEmpty)
        let ran = UIApplication.shared.runUntilIdle()
        #expect(ran == 0 && finished == [true])
    }

    /// Views dropped while a repeating block animates them (never in a window) are released with their
    /// layers, and the block's completion runs once with `finished == false`; a view of the same block the
    /// app kept takes touches again.
    @Test func viewsDroppedWhileAnimatingAreReleased() {
        weak var weakView: UIView?
        weak var weakLayer: CALayer?
        let kept = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        do {
            let dropped = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            weakView = dropped
            weakLayer = dropped.layer
            UIApplication.shared.advance(by: 0)
            UIView.animate(
                withDuration: 1, delay: 0, options: [.repeat],
                animations: {
                    dropped.center.x = 100
                    kept.alpha = 0.5
                }
            ) { finished.append($0) }
            UIApplication.shared.advance(by: 0.5)
        }
        #expect(weakView == nil && weakLayer == nil)
        #expect(kept.isAnimatingWithoutUserInteraction && finished.isEmpty)
        UIApplication.shared.advance(by: 0)
        #expect(finished.isEmpty)
        kept.layer.removeAllAnimations()
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(finished == [false] && !kept.isAnimatingWithoutUserInteraction)
        #expect(!UIApplication.shared.isBusy)
    }

    /// With the only animated view dropped, the completion still runs once, unfinished, at the run loop's
    /// next pass over the animations (here the commit `runUntilIdle` starts with), and the run loop is idle
    /// after it.
    @Test func aBlockWhoseOnlyViewIsDroppedCompletesUnfinished() {
        weak var weakView: UIView?
        var finished: [Bool] = []
        do {
            let dropped = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            weakView = dropped
            UIApplication.shared.advance(by: 0)
            UIView.animate(
                withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: { dropped.alpha = 0 }
            ) { finished.append($0) }
            UIApplication.shared.advance(by: 0.1)
        }
        #expect(weakView == nil && UIApplication.shared.isBusy)
        let ran = UIApplication.shared.runUntilIdle(timeout: 1)
        #expect(ran == 0 && finished == [false] && !UIApplication.shared.isBusy)
    }

    /// The action a view gives its layer in a block adds the animation it made for the change; run again
    /// (by code holding it), it adds a copy under a key of its own and leaves the first one as it was.
    @Test func anActionRunTwiceAddsACopyTheSecondTime() throws {
        let box = AnimationFixture.committedView()
        var action: (any CAAction)?
        UIView.animate(withDuration: 1) {
            box.alpha = 0.5
            action = box.action(for: box.layer, forKey: "opacity")
        }
        let arguments: [AnyHashable: Any] = [
            CALayerActionArgument.previousValue: Float(1), CALayerActionArgument.previousModelValue: Float(1),
        ]
        try #require(action).run(forKey: "opacity", object: box.layer, arguments: arguments)
        let first = try #require(box.layer.animation(forKey: "opacity-2") as? CABasicAnimation)
        box.layer.opacity = 0.25
        try #require(action).run(forKey: "opacity", object: box.layer, arguments: arguments)
        let second = try #require(box.layer.animation(forKey: "opacity-3") as? CABasicAnimation)
        #expect(box.layer.animationKeys() == ["opacity", "opacity-2", "opacity-3"])
        #expect(first !== second)
        #expect(first.fromValue as? Float == 0.5 && first.toValue as? Float == 0)
        #expect(second.fromValue as? Float == 0.75 && second.toValue as? Float == 0)
    }

    /// A reset drops Core Animation's animations without ending them: a view a block was animating takes
    /// touches again.
    @Test func aResetGivesTouchesBackToAnimatedViews() {
        let box = AnimationFixture.committedView()
        UIView.animate(withDuration: 1) { box.alpha = 0.5 }
        #expect(box.isAnimatingWithoutUserInteraction)
        UIApplication.shared.reset()
        #expect(!box.isAnimatingWithoutUserInteraction)
        UIApplication.shared.advance(by: 0)
        UIView.animate(withDuration: 1) { box.alpha = 1 }
        #expect(box.isAnimatingWithoutUserInteraction)
        UIApplication.shared.runUntilIdle()
        #expect(!box.isAnimatingWithoutUserInteraction)
    }
}
