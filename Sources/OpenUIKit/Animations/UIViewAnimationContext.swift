import Foundation
import OpenQuartzCore

/// Whatever is collecting the changes views make right now and turning them into animations: an
/// `animate(withDuration:…)` block (`UIViewAnimationGroup`), and the other UIKit animation APIs that run
/// closures of view changes. While a context is current, a view answers its layer's action search for an
/// animatable key with the context's action.
@MainActor
protocol UIViewAnimationContext: AnyObject {
    /// The action that animates `key` of `layer`, which the running closure just changed.
    func makeAction(for layer: CALayer, key: String) -> any CAAction

    /// Runs `body` once the animations of this context have ended (a stack view hides a collapsing
    /// arranged view then).
    func whenAnimationsEnd(_ body: @escaping @MainActor () -> Void)
}

extension UIViewAnimationContext {
    /// Contexts whose animations end with no single moment to wait for (keyframes, `beginAnimations`
    /// blocks) run `body` at once.
    func whenAnimationsEnd(_ body: @escaping @MainActor () -> Void) {
        body()
    }
}
