import Foundation
import OpenQuartzCore

/// The action a view's layer runs for a change made in a property animator's animation closure: it
/// turns the change into a track of the animator, additive when the key's values add (as
/// `UIViewAnimationAction` does for blocks), under a key of its own; other values animate absolutely from
/// the value on screen, replacing an earlier animation of the key (a missing colour as transparent black, as
/// UIKit animates a nil `backgroundColor` from clear). A change that leaves the value as it was makes no
/// track, as UIKit animates only properties whose value changes.
@MainActor
struct PropertyAnimatorAction: CAAction {
    let animator: UIViewPropertyAnimator
    /// The animator fraction at which the closure's animations start.
    let startFraction: Double

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let track: PropertyAnimatorTrack
        switch layer.animatedChange(ofKey: event, from: dict?[CALayerActionArgument.previousModelValue] ?? nil) {
        case .unchanged: return
        case .additive(let offset, let zero):
            track = PropertyAnimatorTrack(
                layer: layer, keyPath: event, animationKey: UIViewAnimationAction.freeKey(event, on: layer),
                isAdditive: true, startValue: offset, endValue: zero, startFraction: startFraction)
        case .absolute(let current):
            track = PropertyAnimatorTrack(
                layer: layer, keyPath: event, animationKey: event, isAdditive: false,
                startValue: layer.animationValue(
                    forKey: event, (dict?[CALayerActionArgument.previousValue] ?? nil) ?? current),
                endValue: layer.animationValue(forKey: event, current), startFraction: startFraction)
        }
        animator.attach(track)
    }
}
