import Foundation
import OpenQuartzCore

/// One `UIView.animate` call: its parameters while the animation block runs, the views whose bounds the
/// block changed (for `.layoutSubviews`), and the animations it made, so the completion runs once when the
/// last of them ends — with `finished` true only if all reached their end.
@MainActor
final class UIViewAnimationGroup: UIViewAnimationContext {
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
    private let completion: UIViewAnimationCompletion
    /// The views to lay out for `.layoutSubviews`.
    let layoutPass = UIViewAnimationLayoutPass()

    init(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, spring: Spring? = nil,
        completion: ((Bool) -> Void)?
    ) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.spring = spring
        self.completion = UIViewAnimationCompletion(
            allowsUserInteraction: options.contains(.allowUserInteraction), completion: completion)
    }

    /// The action for a changed key of `layer`: an animation to the new model value (see
    /// `UIViewAnimationAction` for where it starts), with the block's duration, delay and curve,
    /// `fillMode = .both` (as UIKit's block animations use), repeating and autoreversing when asked.
    func whenAnimationsEnd(_ body: @escaping @MainActor () -> Void) {
        completion.addEndHandler(body)
    }

    func makeAction(for layer: CALayer, key: String) -> any CAAction {
        layoutPass.noteChange(of: layer, key: key)
        return UIViewAnimationAction(
            animation: makeAnimation(for: layer, key: key),
            beginsFromCurrentState: options.contains(.beginFromCurrentState),
            completion: completion)
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
        return animation
    }

    /// Called after the animation block: with nothing animated, the completion runs on the next run-loop
    /// turn with `finished == true`, as UIKit does.
    func blockDidEnd() {
        completion.callDidEnd()
    }
}
