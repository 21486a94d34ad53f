import Foundation
import OpenQuartzCore

/// One `UIView.animate` call: its parameters while the animation block runs, and the animations it made, so
/// the completion runs once when the last of them ends — with `finished` true only if all reached their end.
@MainActor
final class UIViewAnimationGroup: UIViewAnimationContext, CAAnimationDelegate {
    /// A spring's mass, stiffness, damping and initial velocity (fraction of the distance per second).
    struct Spring {
        var mass: Double
        var stiffness: Double
        var damping: Double
        var initialVelocity: Double
    }

    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    let spring: Spring?
    private var completion: ((Bool) -> Void)?
    private var running = 0
    private var allFinished = true

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, spring: Spring? = nil, completion: ((Bool) -> Void)?) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.spring = spring
        self.completion = completion
    }

    /// The action for a changed key of `layer`: an animation from the value on screen just before the
    /// change to the new model value, with the block's duration, delay and curve, `fillMode = .both` (as
    /// UIKit's block animations use), repeating and autoreversing when asked.
    func makeAction(for layer: CALayer, key: String) -> any CAAction {
        UIViewAnimationAction(animation: makeAnimation(for: layer, key: key))
    }

    private func makeAnimation(for layer: CALayer, key: String) -> CABasicAnimation {
        let animation: CABasicAnimation
        if let spring {
            let springAnimation = CASpringAnimation(keyPath: key)
            springAnimation.mass = CGFloat(spring.mass)
            springAnimation.stiffness = CGFloat(spring.stiffness)
            springAnimation.damping = CGFloat(spring.damping)
            springAnimation.initialVelocity = CGFloat(spring.initialVelocity)
            animation = springAnimation
        } else {
            animation = CABasicAnimation(keyPath: key)
            animation.timingFunction = options.curve.timingFunction
        }
        animation.duration = duration
        animation.fillMode = .both
        if delay > 0 { animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
        if let modifier = UIView.currentRepeatModifier {
            animation.repeatCount = modifier.count
            animation.autoreverses = modifier.autoreverses
        }
        animation.delegate = self
        running += 1
        return animation
    }

    /// Called after the animation block: with nothing animated, the completion runs on the next run-loop
    /// turn with `finished == true`, as UIKit does.
    func blockDidEnd() {
        guard running == 0, let completion else { return }
        self.completion = nil
        UIApplication.shared.performOnNextTurn { completion(true) }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        running -= 1
        allFinished = allFinished && flag
        guard running == 0, let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}
