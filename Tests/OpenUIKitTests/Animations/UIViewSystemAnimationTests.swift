import Foundation
import Testing
@testable import OpenUIKit

/// `perform(.delete, on:…)`, the `async` forms of the animation methods, and the frame-rate options.
@MainActor
@Suite struct UIViewSystemAnimationTests {
    @Test func deleteFadesAndShrinksTheViewsThenRemovesThem() throws {
        UIApplication.shared.reset()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let doomed = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let other = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        container.addSubview(doomed)
        container.addSubview(other)
        UIApplication.shared.advance(by: 0)
        var finished: [Bool] = []
        #expect(UIView.SystemAnimation.delete.rawValue == 0)
        UIView.perform(.delete, on: [doomed], options: [], animations: { other.alpha = 0.5 }) { finished.append($0) }
        #expect(doomed.alpha == 0 && doomed.transform == CGAffineTransform(scaleX: 0.85, y: 0.85))
        let fade = try #require(doomed.layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(fade.duration == 0.3 && fade.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect((other.layer.animation(forKey: "opacity") as? CABasicAnimation)?.duration == 0.3)
        // Halfway in time along easeInOut is halfway: opacity 0.5, scale (1 + 0.85) / 2.
        UIApplication.shared.advance(by: 0.15)
        let shown = try #require(doomed.layer.presentation())
        #expect(abs(shown.opacity - 0.5) < 1e-4 && abs(shown.transform.m11 - 0.925) < 1e-4)
        #expect(doomed.superview === container && finished.isEmpty)
        UIApplication.shared.advance(by: 0.15)
        #expect(finished == [true] && doomed.superview == nil && other.superview === container)
        // The removed view gets its alpha and transform back (OpenUIKit's choice).
        #expect(doomed.alpha == 1 && doomed.transform == .identity && other.alpha == 0.5)
    }

    @Test func deleteRemovesTheViewsEvenWhenTheAnimationIsCutShort() {
        UIApplication.shared.reset()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let doomed = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        container.addSubview(doomed)
        UIApplication.shared.advance(by: 0)
        var finished: [Bool] = []
        UIView.perform(.delete, on: [doomed], animations: nil) { finished.append($0) }
        UIApplication.shared.advance(by: 0.1)
        doomed.layer.removeAllAnimations()
        #expect(finished == [false] && doomed.superview == nil)
    }

    /// Holds what a task on the main actor reports.
    @MainActor final class Outcome {
        var finished: Bool?
    }

    // The async tests start their task with `Task.immediate`, so the animation is made, and its end reached,
    // before the test first suspends: other tests running on the main actor meanwhile (and resetting the
    // app) cannot cut it short.

    @Test func theAsyncFormReturnsWhenTheAnimationEnds() async throws {
        UIApplication.shared.reset()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)
        let outcome = Outcome()
        let task = Task.immediate { @MainActor in
            outcome.finished = await UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0 }
        }
        #expect(view.layer.animation(forKey: "opacity") != nil && view.alpha == 0 && outcome.finished == nil)
        UIApplication.shared.advance(by: 0.5)
        #expect(view.layer.animation(forKey: "opacity") != nil)
        UIApplication.shared.advance(by: 0.5)
        await task.value
        #expect(outcome.finished == true)
    }

    @Test func asyncFormsReportARemovalAndAnEmptyBlock() async {
        UIApplication.shared.reset()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)
        let removed = Outcome()
        let transition = Task.immediate { @MainActor in
            removed.finished = await UIView.transition(with: view, duration: 1, options: .transitionCrossDissolve) {
                view.alpha = 0.5
            }
        }
        #expect(view.layer.animation(forKey: "transition") != nil)
        view.layer.removeAllAnimations()
        let empty = Outcome()
        let keyframes = Task.immediate { @MainActor in
            empty.finished = await UIView.animateKeyframes(withDuration: 1, delay: 0) {}
        }
        UIApplication.shared.advance(by: 0)
        await transition.value
        await keyframes.value
        #expect(removed.finished == false && empty.finished == true)
        let orphan = UIView()
        #expect(await UIView.transition(from: orphan, to: UIView(), duration: 1) == false)
    }

    @Test func frameRateOptionsHaveUIKitsBitsAndChangeNothing() throws {
        UIApplication.shared.reset()
        #expect(UIView.AnimationOptions.preferredFramesPerSecondDefault.rawValue == 0)
        #expect(UIView.AnimationOptions.preferredFramesPerSecond60.rawValue == 3 << 24)
        #expect(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue == 7 << 24)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.preferredFramesPerSecond30, .curveLinear],
            animations: { view.center.x = 105 })
        let animation = try #require(view.layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(animation.timingFunction == CAMediaTimingFunction(name: .linear) && animation.duration == 1)
        UIApplication.shared.advance(by: 0.25)
        #expect(abs(try #require(view.layer.presentation()).position.x - 30) < 1e-6)
    }
}
