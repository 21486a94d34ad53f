import Foundation
import OpenCoreGraphics

extension CALayer {
    /// The 4×4 map from this layer's coordinates to its superlayer's (see ``LayerPlacement``).
    package func transformToSuperlayer() -> CATransform3D {
        let placement = LayerPlacement(
            bounds: bounds, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ,
            position: position, zPosition: zPosition, transform: transform, isGeometryFlipped: isGeometryFlipped)
        let parent = superlayer
        return placement.matrixToSuperlayer(
            superlayerSublayerTransform: parent?.sublayerTransform ?? CATransform3DIdentity,
            superlayerAnchor: parent.map { LayerPlacement.anchor(in: $0.bounds, at: $0.anchorPoint) } ?? .zero)
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
        [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
        ]
    }

}
