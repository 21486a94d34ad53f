import Foundation
import OpenCoreGraphics

extension RenderLayer {
    /// A hash of everything the layer and its sublayers show, for a rasterised layer's cache: equal
    /// signatures mean the cached bitmap still shows the subtree. Nil when something inside is in a
    /// transition (its pixels change every frame, so caching would not pay).
    package var subtreeSignature: Int? {
        var hasher = Hasher()
        guard combineSubtree(into: &hasher, includingPlacement: false) else { return nil }
        return hasher.finalize()
    }

    /// A hash of everything the tree shows, the root's own placement included, for a host that redraws
    /// only when the picture changed: equal signatures mean equal pixels. Nil when something inside is in
    /// a transition or emits particles (its pixels change every frame).
    package var frameSignature: Int? {
        var hasher = Hasher()
        guard combineSubtree(into: &hasher, includingPlacement: true) else { return nil }
        return hasher.finalize()
    }

    private func combineSubtree(into hasher: inout Hasher, includingPlacement: Bool) -> Bool {
        guard transition == nil, emitter == nil else { return false }
        hasher.combine(backingStoreKey)
        if includingPlacement {
            for value in [
                bounds.origin.x, bounds.origin.y, position.x, position.y, anchorPoint.x, anchorPoint.y, anchorPointZ,
                zPosition, opacity,
            ] {
                hasher.combine(value)
            }
            Self.combine(transform, into: &hasher)
        }
        hasher.combine(bounds.origin.x)
        hasher.combine(bounds.origin.y)
        Self.combine(sublayerTransform, into: &hasher)
        hasher.combine(isHidden)
        hasher.combine(masksToBounds)
        hasher.combine(isDoubleSided)
        hasher.combine(allowsGroupOpacity)
        hasher.combine(isTransformLayer)
        hasher.combine(shadow)
        if let replicator {
            hasher.combine(replicator.instanceCount)
            Self.combine(replicator.instanceTransform, into: &hasher)
            hasher.combine(replicator.instanceColor)
            hasher.combine(replicator.colorOffsets)
            for instance in replicator.delayedInstances ?? [] {
                for sublayer in instance where !sublayer.combineSubtree(into: &hasher, includingPlacement: true) {
                    return false
                }
            }
        }
        if let mask = mask?.layer, !mask.combineSubtree(into: &hasher, includingPlacement: true) { return false }
        hasher.combine(sublayers.count)
        for sublayer in sublayers where !sublayer.combineSubtree(into: &hasher, includingPlacement: true) {
            return false
        }
        return true
    }

    private static func combine(_ t: CATransform3D, into hasher: inout Hasher) {
        for value in [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43,
            t.m44,
        ] {
            hasher.combine(value)
        }
    }

    /// The rectangle, in the layer's coordinates, that its content and its sublayers' cover (their frames
    /// through their transforms, with perspective divided out), grown to include shadows.
    package var subtreeExtent: CGRect {
        var extent = bounds
        if let shadow {
            let margin = shadow.radius * 1.5 + 1
            extent = extent.union(
                (shadow.path?.boundingBoxOfPath ?? bounds).offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
                    .insetBy(dx: -margin, dy: -margin))
        }
        guard !masksToBounds else { return extent }
        let anchor = LayerPlacement.anchor(in: bounds, at: anchorPoint)
        for sublayer in sublayers where !sublayer.isHidden {
            let toLayer = sublayer.placement.matrixToSuperlayer(
                superlayerSublayerTransform: sublayerTransform, superlayerAnchor: anchor)
            let inner = sublayer.subtreeExtent
            let corners = [
                CGPoint(x: inner.minX, y: inner.minY), CGPoint(x: inner.maxX, y: inner.minY),
                CGPoint(x: inner.minX, y: inner.maxY), CGPoint(x: inner.maxX, y: inner.maxY),
            ]
            for corner in corners {
                let p = toLayer.transformPoint(corner.x, corner.y, 0)
                guard p.w > 0 else { continue }
                extent = extent.union(CGRect(x: p.x / p.w, y: p.y / p.w, width: 0, height: 0))
            }
        }
        return extent
    }
}
