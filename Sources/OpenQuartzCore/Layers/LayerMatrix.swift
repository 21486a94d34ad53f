import Foundation
import OpenCoreGraphics

/// The geometry that places a layer in its superlayer, shared by `CALayer` (conversion, hit-testing) and
/// the compositor (render layers), so both agree to the last bit.
package struct LayerPlacement {
    package var bounds: CGRect
    package var anchorPoint: CGPoint
    package var anchorPointZ: CGFloat
    package var position: CGPoint
    package var zPosition: CGFloat
    package var transform: CATransform3D
    /// The layer's `isGeometryFlipped`: its own coordinates (and so its sublayers') have y growing upwards,
    /// mirrored about the middle of its bounds.
    package var isGeometryFlipped = false

    /// A layer's anchor point in its own coordinates.
    package static func anchor(in bounds: CGRect, at anchorPoint: CGPoint) -> CGPoint {
        CGPoint(x: bounds.origin.x + anchorPoint.x * bounds.width, y: bounds.origin.y + anchorPoint.y * bounds.height)
    }

    /// The 4×4 map from the layer's coordinates to its superlayer's: a flipped layer's mirror about the middle
    /// of its bounds (y → minY + maxY − y, so the bounds stay where they are), the anchor point to the origin,
    /// `transform`, then `position` and `zPosition`, then the superlayer's `sublayerTransform` about the
    /// superlayer's anchor point.
    package func matrixToSuperlayer(
        superlayerSublayerTransform: CATransform3D, superlayerAnchor: CGPoint
    ) -> CATransform3D {
        let anchor = LayerPlacement.anchor(in: bounds, at: anchorPoint)
        var matrix = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ)
        if isGeometryFlipped {
            let mirror = CATransform3DConcat(
                CATransform3DMakeScale(1, -1, 1), CATransform3DMakeTranslation(0, bounds.minY + bounds.maxY, 0))
            matrix = CATransform3DConcat(mirror, matrix)
        }
        matrix = CATransform3DConcat(matrix, transform)
        matrix = CATransform3DConcat(matrix, CATransform3DMakeTranslation(position.x, position.y, zPosition))
        if !CATransform3DIsIdentity(superlayerSublayerTransform) {
            matrix = CATransform3DConcat(
                matrix, CATransform3DMakeTranslation(-superlayerAnchor.x, -superlayerAnchor.y, 0))
            matrix = CATransform3DConcat(matrix, superlayerSublayerTransform)
            matrix = CATransform3DConcat(
                matrix, CATransform3DMakeTranslation(superlayerAnchor.x, superlayerAnchor.y, 0))
        }
        return matrix
    }
}
