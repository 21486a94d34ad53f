import Foundation
import OpenUIKit

/// An animation delegate that notes when animations start and stop, for a screen whose kept animation must not
/// keep the screen: an animation retains its delegate (Apple's `CAAnimation.delegate` documentation), so a
/// screen that is the delegate of an animation kept on its own layer (`isRemovedOnCompletion = false`) is never
/// released — the layer holds the animation, the animation the screen, the screen its view and layer.
final class AnimationDelegateLog: CAAnimationDelegate {
    private let note: (String) -> Void

    init(note: @escaping (String) -> Void) {
        self.note = note
    }

    func animationDidStart(_ anim: CAAnimation) {
        note("animationDidStart \((anim as? CAPropertyAnimation)?.keyPath ?? "")")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        note("animationDidStop \((anim as? CAPropertyAnimation)?.keyPath ?? "") finished: \(flag)")
    }
}
