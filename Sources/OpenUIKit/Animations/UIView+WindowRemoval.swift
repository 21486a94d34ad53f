import Foundation
import OpenQuartzCore

extension UIView {
    /// Called when the view has left its window: Core Animation drops the animations of layers taken out of
    /// a window's layer tree (which is why apps re-add theirs in `didMoveToWindow()`), so a view removed
    /// from its window mid-animation stops, and its block's completion runs with `finished == false`. As
    /// on iOS, where the render server notices at the commit, this happens at the beginning of the next
    /// run-loop turn — and not at all if the view is back in a window by then (moving a view between
    /// superviews keeps its animations). A view that was never in a window is not affected: its animations
    /// keep running to their end.
    func removeAnimationsAfterLeavingWindow() {
        UIApplication.shared.performOnNextTurn { [self] in
            guard window == nil else { return }
            Self.removeAnimations(inSubtreeOf: layer)
        }
    }

    private static func removeAnimations(inSubtreeOf layer: CALayer) {
        layer.removeAllAnimations()
        for sublayer in layer.sublayers ?? [] { removeAnimations(inSubtreeOf: sublayer) }
    }
}
