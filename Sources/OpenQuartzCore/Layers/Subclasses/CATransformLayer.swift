import Foundation

/// A layer that arranges its sublayers in true 3D instead of flattening them into its plane
/// (Core Animation's `CATransformLayer`). Only its sublayers are drawn: its own background, border,
/// contents, mask and opacity are ignored, as Apple documents, and it is never itself a hit-test target.
@preconcurrency @MainActor
open class CATransformLayer: CALayer {
    public required init() { super.init() }
    public required init(layer: Any) { super.init(layer: layer) }

    /// A transform layer has no surface of its own.
    open override func contains(_ p: CGPoint) -> Bool { false }
}
