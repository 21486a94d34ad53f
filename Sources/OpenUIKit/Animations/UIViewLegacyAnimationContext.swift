import Foundation
import OpenQuartzCore

/// One `UIView.beginAnimations(_:context:)` … `commitAnimations()` block: its parameters, set by the
/// `setAnimation…` calls in any order while the block is open, and the changes made in it. Each change is
/// recorded when it is made (the model value changes at once, as in UIKit) and animated at the commit, with
/// the parameters the block has then: the commit replays the changes through a `UIViewAnimationGroup`, so
/// they animate exactly as the same changes in an `animate(withDuration:…)` block would (additively,
/// blocking the views' hit-testing until they end).
@MainActor
final class UIViewLegacyAnimationContext: UIViewAnimationContext, CAAction {
    /// A change made in the block: the layer, the key, and the values the layer passed to the action.
    private struct Change {
        let layer: CALayer
        let key: String
        let arguments: [AnyHashable: Any]?
    }

    let animationID: String?
    let context: UnsafeMutableRawPointer?
    var duration: TimeInterval = 0.2
    var delay: TimeInterval = 0
    var curve: UIView.AnimationCurve = .easeInOut
    var repeatCount: Float = 0
    var repeatAutoreverses = false
    var beginsFromCurrentState = false
    var willStart: ((String?, UnsafeMutableRawPointer?) -> Void)?
    var didStop: ((String?, Bool, UnsafeMutableRawPointer?) -> Void)?
    private var changes: [Change] = []

    init(animationID: String?, context: UnsafeMutableRawPointer?) {
        self.animationID = animationID
        self.context = context
    }

    func makeAction(for layer: CALayer, key: String) -> any CAAction {
        self
    }

    /// Records a change; a key changed again keeps the values from its first change (where it started).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, !changes.contains(where: { $0.layer === layer && $0.key == event })
        else { return }
        changes.append(Change(layer: layer, key: event, arguments: dict))
    }

    /// Animates the recorded changes with the block's parameters, calling `willStart` now and `didStop`
    /// when the animations end (on the next run-loop turn when nothing animates).
    func commit() {
        let id = animationID
        let pointer = context
        let didStop = didStop
        var options = UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
        if beginsFromCurrentState { options.insert(.beginFromCurrentState) }
        let group = UIViewAnimationGroup(
            duration: duration, delay: delay, options: options,
            completion: didStop.map { handler in { finished in handler(id, finished, pointer) } })
        willStart?(id, pointer)
        if duration > 0 {
            UIView.modifyAnimations(withRepeatCount: CGFloat(repeatCount), autoreverses: repeatAutoreverses) {
                for change in changes {
                    group.makeAction(for: change.layer, key: change.key).run(
                        forKey: change.key, object: change.layer, arguments: change.arguments)
                }
            }
        }
        changes = []
        group.blockDidEnd()
    }
}
