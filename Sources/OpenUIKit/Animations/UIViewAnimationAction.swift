import Foundation
import OpenQuartzCore

/// Adds a block's animation to the layer. Since iOS 8 UIKit makes these animations additive: the animation
/// runs from `old model value − new model value` to zero on top of the new model value (animations still
/// running keep adding their own offsets, so the motion stays continuous), under a key of its own when the key is
/// taken, so a second animation of a property already animating blends with the first instead of replacing
/// it, and both complete with `finished == true` (additive animations since iOS 8, WWDC 2014 "Building Interruptible and Responsive Interactions"); `.beginFromCurrentState` changes nothing visible
/// for them. Values that cannot be added (colours, paths) animate absolutely, replacing an earlier animation
/// of the key (which completes with `finished == false`): from the old model value (`previousModelValue`), so
/// an interrupted animation jumps, or — with `.beginFromCurrentState` — from the value on screen
/// (`previousValue`, the presentation value), so it carries on from where it was. A missing colour (a
/// view's `backgroundColor` is nil by default) animates from or to transparent black, as UIKit animates a
/// nil colour from clear. A change that leaves the
/// value as it was adds nothing, as UIKit animates only properties whose value changes (setting a frame of
/// the same size animates the position alone).
@MainActor
struct UIViewAnimationAction: CALayerChangeAction {
    let animation: CABasicAnimation
    /// The block passed `.beginFromCurrentState`.
    let beginsFromCurrentState: Bool
    /// The block's end, which adds the animation and counts it for the completion.
    let completion: UIViewAnimationCompletion

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        run(
            forKey: event, on: layer, previousValue: dict?[CALayerActionArgument.previousValue] ?? nil,
            previousModelValue: dict?[CALayerActionArgument.previousModelValue] ?? nil)
    }

    func run(
        forKey event: String, on layer: CALayer, previousValue previous: Any?, previousModelValue previousModel: Any?
    ) {
        switch layer.animatedChange(ofKey: event, from: previousModel) {
        case .unchanged: return
        case .additive(let offset, let zero):
            let animation = unattachedAnimation()
            animation.isAdditive = true
            animation.fromValue = offset
            animation.toValue = zero
            completion.add(animation, to: layer, forKey: Self.freeKey(event, on: layer), adopting: true)
        case .absolute(let current):
            let animation = unattachedAnimation()
            animation.fromValue = layer.animationValue(forKey: event, beginsFromCurrentState ? previous : previousModel)
            if let clear = layer.animationValue(forKey: event, current) as? CGColor, !(current is CGColor) {
                animation.toValue = clear
            }
            completion.add(animation, to: layer, forKey: event, adopting: true)
        }
    }

    /// The action's animation, made for this change, to be added as it is; when the action runs again (code
    /// holding it), a copy, so the one added first stays as it was.
    private func unattachedAnimation() -> CABasicAnimation {
        animation.isAttached ? animation.copy() as! CABasicAnimation : animation
    }

    /// `key`, or `key-2`, `key-3`… when an animation already uses it.
    static func freeKey(_ key: String, on layer: CALayer) -> String {
        guard layer.animation(forKey: key) != nil else { return key }
        var index = 2
        while layer.animation(forKey: "\(key)-\(index)") != nil { index += 1 }
        return "\(key)-\(index)"
    }
}
