import Foundation

extension CALayer {
    /// A copy of the layer as it is on screen at the current media time: the model with every committed
    /// animation applied. Nil for a layer that has never been committed (as on Apple platforms). A
    /// presentation layer's sublayers, superlayer and mask are presentation layers too.
    public func presentation() -> Self? {
        if isPresentationCopy { return self }
        guard hasBeenCommitted else { return nil }
        return presentationCopy(atMediaTime: CACurrentMediaTime())
    }

    /// The layer as on screen at `mediaTime` (the model itself for a presentation or snapshot copy).
    func presentationCopy(atMediaTime mediaTime: CFTimeInterval) -> Self {
        if isPresentationCopy { return self }
        let copy = Self(layer: self)
        applyAnimations(to: copy, atMediaTime: mediaTime)
        return copy
    }

    /// The layer as the last commit showed it at `mediaTime`: the committed values of the keys changed since,
    /// with the committed animations applied.
    func committedPresentationCopy(atMediaTime mediaTime: CFTimeInterval) -> Self {
        let copy = Self(layer: self)
        restoreCommittedValues(on: copy)
        applyAnimations(to: copy, atMediaTime: mediaTime)
        return copy
    }

    /// The model layer of a presentation layer; a model layer returns itself.
    public func model() -> Self {
        (presentationSource as? Self) ?? self
    }

    /// Applies every committed animation, in the order added, to `copy` at media time `mediaTime`.
    func applyAnimations(to copy: CALayer, atMediaTime mediaTime: CFTimeInterval) {
        guard !animationEntries.isEmpty else { return }
        let layerTime = localTime(atMediaTime: mediaTime)
        for entry in animationEntries where entry.animation.isCommitted {
            entry.animation.apply(to: copy, parentTime: layerTime)
        }
    }

    /// The on-screen value of `key` if the model value were `modelValue`: what implicit actions and
    /// `fromValue`-less animations start from.
    func presentationValue(forKey key: String, modelValue: Any?) -> Any? {
        guard hasBeenCommitted, animationEntries.contains(where: { $0.animation.isCommitted }),
            let property = type(of: self).propertyTable[key]
        else { return modelValue }
        let copy = type(of: self).init(layer: self)
        _ = property.set(copy, modelValue)
        applyAnimations(to: copy, atMediaTime: CACurrentMediaTime())
        return property.get(copy)
    }

    /// A frozen copy of the layer subtree as it was at the last commit: what a `CATransition` shows as the
    /// old state. The copies hold their models weakly: the transition, attached to the model, holds them.
    func committedSnapshot() -> CALayer {
        let copy = type(of: self).init(layer: self)
        copy.holdsSourceWeakly()
        restoreCommittedValues(on: copy)
        copy.snapshotSublayers = (committedSublayers ?? sublayerStorage).map { $0.committedSnapshot() }
        return copy
    }

    /// The value `key` had at the last commit, when it changed since; nil when it did not.
    func committedValue(forKey key: String) -> Any?? {
        switch key {
        case "position" where recordedGeometryKeys & 1 != 0: return .some(committedPosition)
        case "bounds" where recordedGeometryKeys & 2 != 0: return .some(committedBounds)
        default: return committedValues[key]
        }
    }

    /// Gives `copy` (a copy of this layer) the values the keys changed since the last commit had then.
    private func restoreCommittedValues(on copy: CALayer) {
        if recordedGeometryKeys & 1 != 0 { copy.state.position = committedPosition }
        if recordedGeometryKeys & 2 != 0 { copy.state.bounds = committedBounds }
        for (key, value) in committedValues {
            _ = type(of: self).propertyTable[key]?.set(copy, value)
        }
    }
}
