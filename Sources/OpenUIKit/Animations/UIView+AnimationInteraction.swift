import Foundation

extension UIView {
    /// How many calls made without `.allowUserInteraction` are still animating one view. The view is held
    /// weakly: the calls must not keep it alive (its layer holds their animations, whose delegate is the
    /// call), and an entry whose view was released is dead even if a new view reuses its identifier.
    private final class InteractionBlock {
        weak var view: UIView?
        var count = 1
        init(_ view: UIView) { self.view = view }
    }

    /// The views animating in calls made without `.allowUserInteraction`, by identifier.
    private static var interactionBlockingAnimations: [ObjectIdentifier: InteractionBlock] = [:]

    /// Whether an animation block made without `.allowUserInteraction` is animating the view: UIKit leaves
    /// such a view (and so its subtree) out of hit-testing until the block's animations end.
    var isAnimatingWithoutUserInteraction: Bool {
        Self.interactionBlockingAnimations[ObjectIdentifier(self)]?.view === self
    }

    /// The number of entries above which `beginInteractionBlockingAnimation()` drops those of released
    /// views: twice the live entries of the last sweep, so the sweeps cost a constant per call however many
    /// views a call animates.
    private static var interactionBlockingSweepThreshold = 64

    func beginInteractionBlockingAnimation() {
        let id = ObjectIdentifier(self)
        if let block = Self.interactionBlockingAnimations[id], block.view === self {
            block.count += 1
            return
        }
        Self.interactionBlockingAnimations[id] = InteractionBlock(self)
        guard Self.interactionBlockingAnimations.count > Self.interactionBlockingSweepThreshold else { return }
        Self.interactionBlockingAnimations = Self.interactionBlockingAnimations.filter { $0.value.view != nil }
        Self.interactionBlockingSweepThreshold = max(64, 2 * Self.interactionBlockingAnimations.count)
    }

    func endInteractionBlockingAnimation() {
        let id = ObjectIdentifier(self)
        guard let block = Self.interactionBlockingAnimations[id], block.view === self else { return }
        block.count -= 1
        if block.count == 0 { Self.interactionBlockingAnimations[id] = nil }
    }

    /// Returns UIKit's animation state to its launch state (for `UIApplication.reset()`, whose Core
    /// Animation reset drops running animations without ending them): no view kept from hit-testing, no
    /// open `beginAnimations` block, animations enabled.
    static func resetAnimationState() {
        interactionBlockingAnimations = [:]
        interactionBlockingSweepThreshold = 64
        resetLegacyAnimations()
        animationsEnabled = true
    }
}
