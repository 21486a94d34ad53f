import Foundation
import OpenQuartzCore

/// The `.layoutSubviews` option of an animation call: notes the views whose bounds (or frame) the call's
/// closure changes and lays them out before the closure's context stops collecting, so the subview changes
/// their `layoutSubviews()` makes animate with the call (UIKit lays out the animated views in the block).
@MainActor
final class UIViewAnimationLayoutPass {
    private var resizedViews: [UIView] = []

    /// Notes a change of `key` of `layer` that the call is animating.
    func noteChange(of layer: CALayer, key: String) {
        guard key == "bounds", let view = layer.delegate as? UIView, !resizedViews.contains(where: { $0 === view })
        else { return }
        resizedViews.append(view)
    }

    /// Lays out every resized view, including those resized by the layout itself.
    func layOutResizedViews() {
        var index = 0
        while index < resizedViews.count {
            resizedViews[index].layoutIfNeeded()
            index += 1
        }
    }
}
