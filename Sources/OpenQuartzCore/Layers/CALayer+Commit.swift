import Foundation

extension CALayer {
    /// The top of the layer's tree (through superlayers and masked layers).
    var rootLayer: CALayer {
        var layer = self
        while let parent = layer.superlayerStorage ?? layer.maskOwner { layer = parent }
        return layer
    }

    /// Makes the layer and its subtree part of the committed tree: the current model becomes the
    /// committed state, and implicit actions run for later changes.
    func markCommitted() {
        if !hasBeenCommitted, let emitter = self as? CAEmitterLayer { emitter.beginEmission() }
        hasBeenCommitted = true
        committedValues = [:]
        recordedGeometryKeys = 0
        committedSublayers = nil
        for sublayer in sublayerStorage { sublayer.markCommitted() }
        state.mask?.markCommitted()
    }
}
