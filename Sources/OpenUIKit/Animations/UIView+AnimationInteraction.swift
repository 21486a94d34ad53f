import Foundation

extension UIView {
    /// For each view animating in calls made without `.allowUserInteraction`, how many such calls are
    /// still running. The calls hold their views, so an identifier here always names a live view.
    private static var interactionBlockingAnimations: [ObjectIdentifier: Int] = [:]

    /// Whether an animation block made without `.allowUserInteraction` is animating the view: UIKit leaves
    /// such a view (and so its subtree) out of hit-testing until the block's animations end.
    var isAnimatingWithoutUserInteraction: Bool {
        Self.interactionBlockingAnimations[ObjectIdentifier(self)] != nil
    }

    func beginInteractionBlockingAnimation() {
        Self.interactionBlockingAnimations[ObjectIdentifier(self), default: 0] += 1
    }

    func endInteractionBlockingAnimation() {
        let id = ObjectIdentifier(self)
        guard let count = Self.interactionBlockingAnimations[id] else { return }
        Self.interactionBlockingAnimations[id] = count > 1 ? count - 1 : nil
    }

    /// Returns UIKit's animation state to its launch state (for `UIApplication.reset()`, whose Core
    /// Animation reset drops running animations without ending them): no view kept from hit-testing, no
    /// open `beginAnimations` block, animations enabled.
    static func resetAnimationState() {
        interactionBlockingAnimations = [:]
        resetLegacyAnimations()
        animationsEnabled = true
    }
}
