import Foundation

extension CALayer {
    /// The sublayers, back to front; nil when there are none. Setting it replaces them all.
    public var sublayers: [CALayer]? {
        get {
            if let snapshotSublayers { return snapshotSublayers.isEmpty ? nil : snapshotSublayers }
            if let source = presentationSource, isPresentationCopy {
                return source.sublayers?.map { $0.presentation() ?? $0 }
            }
            return sublayerStorage.isEmpty ? nil : sublayerStorage
        }
        set {
            for layer in sublayerStorage { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(sublayerStorage.count)) }
        }
    }

    /// The superlayer (for a presentation layer, the superlayer's presentation).
    public var superlayer: CALayer? {
        if let source = presentationSource, isPresentationCopy {
            return source.superlayer.map { $0.presentation() ?? $0 }
        }
        return superlayerStorage
    }

    /// Appends `layer` as the front-most sublayer, removing it from its old superlayer first.
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayerStorage.count))
    }

    /// Inserts `layer` at `idx` (clamped to the end, as Apple).
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard canAdopt(layer) else { return }
        if layer.superlayerStorage === self, let current = sublayerStorage.firstIndex(where: { $0 === layer }) {
            recordSublayersBeforeChange()
            sublayerStorage.remove(at: current)
            sublayerStorage.insert(layer, at: min(Int(idx), sublayerStorage.count))
            return
        }
        layer.removeFromSuperlayer()
        recordSublayersBeforeChange()
        sublayerStorage.insert(layer, at: min(Int(idx), sublayerStorage.count))
        layer.superlayerStorage = self
        layer.runOrderAction(kCAOnOrderIn, visible: hasBeenCommitted)
        setNeedsLayout()
    }

    /// Inserts `layer` just behind `sibling`; a sibling that is not a sublayer is reported and nothing changes.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling else { return insertSublayer(layer, at: 0) }
        guard let index = indexOfSublayer(sibling, in: "insertSublayer(_:below:)") else { return }
        insertSublayer(layer, at: UInt32(index - (isSublayer(layer, before: index) ? 1 : 0)))
    }

    /// Inserts `layer` just in front of `sibling`; a sibling that is not a sublayer is reported.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling else { return addSublayer(layer) }
        guard let index = indexOfSublayer(sibling, in: "insertSublayer(_:above:)") else { return }
        insertSublayer(layer, at: UInt32(index + (isSublayer(layer, before: index) ? 0 : 1)))
    }

    /// Puts `newLayer` where `oldLayer` is; `oldLayer` must be a sublayer.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = indexOfSublayer(oldLayer, in: "replaceSublayer(_:with:)"), canAdopt(newLayer) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Detaches the layer from its superlayer (or from the layer it masks).
    public func removeFromSuperlayer() {
        if let owner = maskOwner {
            owner.mask = nil
            return
        }
        guard let parent = superlayerStorage else { return }
        runOrderAction(kCAOnOrderOut, visible: parent.hasBeenCommitted)
        parent.recordSublayersBeforeChange()
        parent.sublayerStorage.removeIdentical(self)
        superlayerStorage = nil
        parent.setNeedsLayout()
    }

    /// A layer whose alpha masks this layer's content. The mask has no superlayer.
    public var mask: CALayer? {
        get { state.mask.map { isPresentationCopy ? ($0.presentation() ?? $0) : $0 } }
        set {
            if let newValue {
                guard canAdopt(newValue) else { return }
                newValue.removeFromSuperlayer()
            }
            state.mask?.maskOwner = nil
            let old = state.mask
            state.mask = newValue
            newValue?.maskOwner = self
            didChangeValue(forKey: "mask", oldValue: old)
        }
    }

    /// Whether `self` is `layer` or one of its ancestors (through superlayers and masks).
    func isAncestor(of layer: CALayer) -> Bool {
        var current: CALayer? = layer
        while let node = current {
            if node === self { return true }
            current = node.superlayerStorage ?? node.maskOwner
        }
        return false
    }

    /// Whether `layer` may become a sublayer or the mask: not self, not an ancestor (Apple raises
    /// "layer is a descendant" / cycle exceptions).
    private func canAdopt(_ layer: CALayer) -> Bool {
        guard !layer.isAncestor(of: self) else {
            Diagnostics.report(
                .layerCycle, .exception,
                "Adding \(layer) to \(self) would make a cycle: a layer cannot be added to itself or to one of its descendants"
            )
            return false
        }
        return true
    }

    /// Whether `layer` is already a sublayer at an index below `index` (moving it shifts later ones down).
    private func isSublayer(_ layer: CALayer, before index: Int) -> Bool {
        layer.superlayerStorage === self && (sublayerStorage.firstIndex { $0 === layer } ?? index) < index
    }

    private func indexOfSublayer(_ sibling: CALayer, in call: String) -> Int? {
        guard let index = sublayerStorage.firstIndex(where: { $0 === sibling }) else {
            Diagnostics.report(.invalidArgument, .exception, "\(call): \(sibling) is not a sublayer of \(self)")
            return nil
        }
        return index
    }

    private func recordSublayersBeforeChange() {
        guard !isPresentationCopy else { return }
        if committedSublayers == nil { committedSublayers = sublayerStorage }
        CATransaction.registerChange(of: self)
    }

    /// Runs `onOrderIn`/`onOrderOut` when the layer enters or leaves a tree that is on screen (`visible`:
    /// the superlayer has been committed), as Apple runs them for the visible layer hierarchy; a layer
    /// just made and added to a visible layer gets its `onOrderIn`.
    private func runOrderAction(_ event: String, visible: Bool) {
        guard visible, !isPresentationCopy, !CATransaction.disableActions() else { return }
        action(forKey: event)?.run(forKey: event, object: self, arguments: nil)
    }
}
