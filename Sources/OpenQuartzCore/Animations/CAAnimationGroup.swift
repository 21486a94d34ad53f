import Foundation

/// Runs several animations on one timeline (Core Animation's `CAAnimationGroup`).
///
/// Children's times are in the group's time space: a child's `beginTime` is an offset from the group's
/// start and a child is clipped to the group's active duration. As Apple documents, the children's
/// `delegate` and `isRemovedOnCompletion` are ignored. A child with duration 0 takes the group's duration
/// (Apple leaves this undocumented; it is the behaviour groups are commonly written against).
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    public var animations: [CAAnimation]?

    package override func copyConfiguration(from other: CAAnimation) {
        super.copyConfiguration(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    package override func isValid(for layer: CALayer) -> Bool {
        (animations ?? []).allSatisfy { $0.isValid(for: layer) }
    }

    package override func prepare(for layer: CALayer) {
        super.prepare(for: layer)
        for child in animations ?? [] {
            if child.duration == 0 { child.duration = duration }
            child.prepare(for: layer)
        }
    }

    package override func apply(to presentation: CALayer, parentTime: Double) {
        guard let (groupTime, _) = timing.basicTime(fromParent: parentTime) else { return }
        for child in animations ?? [] {
            child.apply(to: presentation, parentTime: groupTime)
        }
    }
}
