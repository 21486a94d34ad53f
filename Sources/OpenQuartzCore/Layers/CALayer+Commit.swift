import Foundation

extension CALayer {
    /// The top of the layer's tree (through superlayers and masked layers).
    var rootLayer: CALayer {
        var layer = self
        while let parent = layer.superlayerStorage ?? layer.maskOwner { layer = parent }
        return layer
    }

    /// Makes the layer and its subtree part of the committed tree: the current model becomes the
    /// committed state, and implicit actions run for later changes. A subtree marked already in the same
    /// commit (`commit` numbers it) is not walked again: a commit marks every changed layer, and the changed
    /// layers of a collection view are the collection view's and its cells'.
    func markCommitted(inCommit commit: Int) {
        guard lastMarkedCommit != commit else { return }
        lastMarkedCommit = commit
        if !hasBeenCommitted, let emitter = self as? CAEmitterLayer { emitter.beginEmission() }
        hasBeenCommitted = true
        committedValues = [:]
        recordedGeometryKeys = 0
        committedSublayers = nil
        for sublayer in sublayerStorage { sublayer.markCommitted(inCommit: commit) }
        state.mask?.markCommitted(inCommit: commit)
    }
}
