import Foundation

/// The time of animated layers' timing parents during one pass of the animation engine, worked out once for
/// each parent. The layers a pass visits are mostly siblings — a collection view's cells, a stack's
/// arranged views — and each would otherwise walk the same chain of ancestors, retaining each.
@MainActor
struct ParentTimes {
    /// The absolute media time of the pass.
    let mediaTime: CFTimeInterval

    /// The parent the values below are for (nil also for a layer without one: then they are the root's),
    /// and its identity, compared without retaining a layer's parent.
    private var parent: CALayer?
    private var parentIdentifier: ObjectIdentifier?
    private var isWorkedOut = false
    private var parentLocalTime: CFTimeInterval = 0
    private var parentIsFrozen = false
    /// Whether the parent's local time is media time (its timing and every ancestor's leave time as it is:
    /// the common case), so converting back to media time needs no walk either.
    private var parentTimeIsMediaTime = true

    init(mediaTime: CFTimeInterval) {
        self.mediaTime = mediaTime
    }

    /// `layer.localTime(atMediaTime: mediaTime)`.
    mutating func localTime(of layer: CALayer) -> CFTimeInterval {
        workOut(forParentOf: layer)
        return layer.state.mediaTiming.localTime(fromParent: parentLocalTime)
    }

    /// `layer.isTimeFrozen`.
    mutating func isTimeFrozen(_ layer: CALayer) -> Bool {
        workOut(forParentOf: layer)
        return layer.state.mediaTiming.speed == 0 || parentIsFrozen
    }

    /// `layer.mediaTime(atLocalTime: localTime)`.
    mutating func mediaTime(of layer: CALayer, atLocalTime localTime: CFTimeInterval) -> CFTimeInterval {
        workOut(forParentOf: layer)
        let parentTime = layer.state.mediaTiming.parentTime(fromLocal: localTime)
        guard !parentTimeIsMediaTime, let parent else { return parentTime }
        return parent.mediaTime(atLocalTime: parentTime)
    }

    private mutating func workOut(forParentOf layer: CALayer) {
        let identifier = layer.timingParentIdentifier
        guard !isWorkedOut || identifier != parentIdentifier else { return }
        isWorkedOut = true
        let layerParent = layer.timingParent
        parent = layerParent
        parentIdentifier = identifier
        guard let layerParent else {
            (parentLocalTime, parentIsFrozen, parentTimeIsMediaTime) = (mediaTime, false, true)
            return
        }
        parentLocalTime = layerParent.localTime(atMediaTime: mediaTime)
        parentIsFrozen = layerParent.isTimeFrozen
        var node: CALayer? = layerParent
        parentTimeIsMediaTime = true
        while let current = node, parentTimeIsMediaTime {
            parentTimeIsMediaTime = current.state.mediaTiming.leavesTimeAsIs
            node = current.timingParent
        }
    }
}
