import Foundation
import OpenCoreGraphics

extension CALayer {
    /// The 4×4 map from this layer's coordinates to its superlayer's: move the anchor point to the origin,
    /// apply `transform`, move to `position` and `zPosition`, then the superlayer's `sublayerTransform`
    /// about the superlayer's anchor point.
    package func transformToSuperlayer() -> CATransform3D {
        let anchor = CGPoint(x: bounds.origin.x + anchorPoint.x * bounds.width,
                             y: bounds.origin.y + anchorPoint.y * bounds.height)
        var matrix = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ)
        matrix = CATransform3DConcat(matrix, transform)
        matrix = CATransform3DConcat(matrix, CATransform3DMakeTranslation(position.x, position.y, zPosition))
        if let parent = superlayer, !CATransform3DIsIdentity(parent.sublayerTransform) {
            let parentAnchor = CGPoint(x: parent.bounds.origin.x + parent.anchorPoint.x * parent.bounds.width,
                                       y: parent.bounds.origin.y + parent.anchorPoint.y * parent.bounds.height)
            matrix = CATransform3DConcat(matrix, CATransform3DMakeTranslation(-parentAnchor.x, -parentAnchor.y, 0))
            matrix = CATransform3DConcat(matrix, parent.sublayerTransform)
            matrix = CATransform3DConcat(matrix, CATransform3DMakeTranslation(parentAnchor.x, parentAnchor.y, 0))
        }
        return matrix
    }

    /// The chain of layers from self up to the root.
    private var ancestry: [CALayer] {
        var chain: [CALayer] = []
        var current: CALayer? = self
        while let layer = current {
            chain.append(layer)
            current = layer.superlayer
        }
        return chain
    }

    /// Maps a point in this layer's coordinates to the root's (the top of its tree).
    private func pointInRoot(_ point: CGPoint) -> CGPoint? {
        var result: CGPoint? = point
        for layer in ancestry.dropLast() {
            result = result.flatMap { PlanarHomography(layer.transformToSuperlayer()).apply($0) }
        }
        return result
    }

    /// Maps a point in the root's coordinates into this layer's.
    private func pointFromRoot(_ point: CGPoint) -> CGPoint? {
        var result: CGPoint? = point
        for layer in ancestry.dropLast().reversed() {
            result = result.flatMap { PlanarHomography(layer.transformToSuperlayer()).inverted()?.apply($0) }
        }
        return result
    }

    /// Converts a point from `l`'s coordinates to this layer's, through every transform on the way
    /// (perspective included). Layers in different trees share their roots' space, as on Apple platforms.
    /// A point that has no image (behind the eye, edge-on layer) converts to `(nan, nan)`.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        let inRoot = l.map { $0.pointInRoot(p) } ?? p
        return inRoot.flatMap { pointFromRoot($0) } ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    }

    /// Converts a point from this layer's coordinates to `l`'s.
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        guard let inRoot = pointInRoot(p) else { return CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
        return l.map { $0.pointFromRoot(inRoot) ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan) } ?? inRoot
    }

    /// Converts a rectangle from `l`'s coordinates: the bounding box of its converted corners.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        CGRect.boundingBox(of: corners(of: r).map { convert($0, from: l) })
    }

    /// Converts a rectangle to `l`'s coordinates: the bounding box of its converted corners.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        CGRect.boundingBox(of: corners(of: r).map { convert($0, to: l) })
    }

    private func corners(of r: CGRect) -> [CGPoint] {
        [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
         CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
    }

}
