import Foundation

extension UIView {
    /// The number of `UIApplication.reset()`s so far: an animation call made before the last one never ends
    /// (the reset drops Core Animation's animations without ending them), so it no longer keeps views from
    /// hit-testing.
    @exclusivity(unchecked) static var animationStateGeneration = 0

    /// Whether an animation block made without `.allowUserInteraction` is animating the view: UIKit leaves
    /// such a view (and so its subtree) out of hit-testing until the block's animations end.
    var isAnimatingWithoutUserInteraction: Bool {
        guard !extras.interactionBlockingCalls.isEmpty else { return false }
        if extras.interactionBlockingCalls.contains(where: { $0.blocksInteraction }) { return true }
        extras.interactionBlockingCalls = []
        return false
    }

    /// Leaves the view out of hit-testing until `call`'s animations end. The view holds the call (the call
    /// does not hold the view, whose layer holds the call's animations and so the call): no weak reference
    /// gives the view a side table of reference counts, which would make every retain and release of an
    /// animated view several times slower.
    func blockInteraction(until call: UIViewAnimationCompletion) {
        guard extras.interactionBlockingCalls.last !== call else { return }
        extras.interactionBlockingCalls.removeAll(picking: { !$0.blocksInteraction || $0 === call })
        extras.interactionBlockingCalls.append(call)
    }

    /// Returns UIKit's animation state to its launch state (for `UIApplication.reset()`, whose Core
    /// Animation reset drops running animations without ending them): no view kept from hit-testing, no
    /// open `beginAnimations` block, animations enabled.
    static func resetAnimationState() {
        animationStateGeneration += 1
        resetLegacyAnimations()
        animationsEnabled = true
    }
}
