import Foundation

extension CALayer {
    /// The layer whose local time is this layer's parent time: the superlayer, or the layer this one masks.
    var timingParent: CALayer? {
        let model = isPresentationCopy ? presentationSource ?? self : self
        return model.superlayerStorage ?? model.maskOwner
    }

    /// The identity of ``timingParent``, read without retaining it (a model layer's parent; the animation
    /// engine compares it for every animated layer at every pass).
    var timingParentIdentifier: ObjectIdentifier? {
        if isPresentationCopy { return timingParent.map(ObjectIdentifier.init) }
        return superlayerIdentifier ?? maskOwner.map(ObjectIdentifier.init)
    }

    /// The layer's local time at absolute media time `mediaTime`, through every ancestor's timing.
    package func localTime(atMediaTime mediaTime: CFTimeInterval) -> CFTimeInterval {
        let parentTime = timingParent?.localTime(atMediaTime: mediaTime) ?? mediaTime
        return state.mediaTiming.localTime(fromParent: parentTime)
    }

    /// Whether the layer's time stands still: its speed or an ancestor's is 0 (a paused subtree, Apple's
    /// Technical Q&A QA1673), so nothing on it moves until someone changes a speed or time offset.
    package var isTimeFrozen: Bool {
        state.mediaTiming.speed == 0 || (timingParent?.isTimeFrozen ?? false)
    }

    /// The absolute media time at which the layer's local time reads `localTime`. A paused ancestor
    /// (speed 0) has no inverse; its `beginTime` is used, as the inverse of a constant map.
    package func mediaTime(atLocalTime localTime: CFTimeInterval) -> CFTimeInterval {
        let parentTime = state.mediaTiming.parentTime(fromLocal: localTime)
        return timingParent?.mediaTime(atLocalTime: parentTime) ?? parentTime
    }

    /// Converts a time from `l`'s time space (absolute media time when nil) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(atMediaTime: l?.mediaTime(atLocalTime: t) ?? t)
    }

    /// Converts a time from this layer's time space to `l`'s (absolute media time when nil).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let absolute = mediaTime(atLocalTime: t)
        return l?.localTime(atMediaTime: absolute) ?? absolute
    }
}
