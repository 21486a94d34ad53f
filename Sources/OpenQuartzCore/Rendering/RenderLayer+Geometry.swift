import Foundation
import OpenCoreGraphics

extension RenderLayer {
    /// The layer's placement in its superlayer.
    package var placement: LayerPlacement {
        LayerPlacement(
            bounds: bounds, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ,
            position: position, zPosition: zPosition, transform: transform, isGeometryFlipped: isGeometryFlipped)
    }

    /// Whether the layer by itself paints every point of `area` (in its superlayer's coordinates) with an
    /// opaque colour: visible, fully opaque, untransformed, an opaque background with square corners whose
    /// frame covers the area. The compositor then need not clear what is underneath.
    package func paintsOpaquely(over area: CGRect) -> Bool {
        guard !isHidden, opacity >= 1, transition == nil, mask == nil, CATransform3DIsIdentity(transform),
            let background = backgroundColor, background.alpha >= 1, cornerRadius <= 0 || maskedCorners.isEmpty
        else { return false }
        let frame = CGRect(
            x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
            width: bounds.width, height: bounds.height)
        return frame.contains(area)
    }

    /// The bounds with `cornerRadius` applied to the `maskedCorners`: what backgrounds fill, borders stroke
    /// and `masksToBounds` clips to. The radius is limited to half the shorter side, as Core Animation does.
    package var shapeOfBounds: CGPath {
        LayerShape.path(bounds: bounds, cornerRadius: cornerRadius, maskedCorners: maskedCorners, curve: cornerCurve)
    }
}

extension RenderReplicator {
    /// The colour multiplier of instance `index`: `instanceColor` plus `index` times the offsets, clamped.
    package func color(ofInstance index: Int) -> [CGFloat] {
        let base: [CGFloat] = instanceColor.map { [$0.red, $0.green, $0.blue, $0.alpha] } ?? [1, 1, 1, 1]
        return (0..<4).map { channel -> CGFloat in
            let value: CGFloat = base[channel] + CGFloat(index) * colorOffsets[channel]
            return min(max(value, 0), 1)
        }
    }

    /// The alpha multiplier of instance `index`.
    package func alpha(ofInstance index: Int) -> CGFloat { color(ofInstance: index)[3] }
}

/// Rounded-rectangle outlines of layers.
package enum LayerShape {
    /// A rectangle whose chosen corners are rounded by `cornerRadius` (clamped to half the shorter side):
    /// circular quarter arcs, or continuous corners (see ``continuousCorner``).
    ///
    /// A continuous corner runs 1.528665 × the radius along each edge; when that does not fit in half the
    /// shorter side the corners are drawn circular instead (iOS blends towards circular there too; its exact
    /// blend is unpublished).
    package static func path(
        bounds: CGRect, cornerRadius: CGFloat, maskedCorners: CACornerMask,
        curve: CALayerCornerCurve = .circular
    ) -> CGPath {
        let radius = min(max(cornerRadius, 0), min(bounds.width, bounds.height) / 2)
        guard radius > 0, !maskedCorners.isEmpty else { return CGPath(rect: bounds, transform: nil) }
        let continuous =
            curve == .continuous
            && radius * CALayer.cornerCurveExpansionFactor(.continuous) <= min(bounds.width, bounds.height) / 2
        let reach = continuous ? radius * CALayer.cornerCurveExpansionFactor(.continuous) : radius
        // Each corner: its point, the direction back along the edge arriving at it, the direction of the edge
        // leaving it (clockwise on screen, from the top edge).
        let corners: [(mask: CACornerMask, point: CGPoint, back: CGVector, ahead: CGVector)] = [
            (
                .layerMaxXMinYCorner, CGPoint(x: bounds.maxX, y: bounds.minY), CGVector(dx: -1, dy: 0),
                CGVector(dx: 0, dy: 1)
            ),
            (
                .layerMaxXMaxYCorner, CGPoint(x: bounds.maxX, y: bounds.maxY), CGVector(dx: 0, dy: -1),
                CGVector(dx: -1, dy: 0)
            ),
            (
                .layerMinXMaxYCorner, CGPoint(x: bounds.minX, y: bounds.maxY), CGVector(dx: 1, dy: 0),
                CGVector(dx: 0, dy: -1)
            ),
            (
                .layerMinXMinYCorner, CGPoint(x: bounds.minX, y: bounds.minY), CGVector(dx: 0, dy: 1),
                CGVector(dx: 1, dy: 0)
            ),
        ]
        let path = CGMutablePath()
        let topLeft = maskedCorners.contains(.layerMinXMinYCorner) ? reach : 0
        path.move(to: CGPoint(x: bounds.minX + topLeft, y: bounds.minY))
        for corner in corners {
            func at(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
                CGPoint(
                    x: corner.point.x + (corner.back.dx * u + corner.ahead.dx * v) * radius,
                    y: corner.point.y + (corner.back.dy * u + corner.ahead.dy * v) * radius)
            }
            guard maskedCorners.contains(corner.mask) else {
                path.addLine(to: corner.point)
                continue
            }
            if continuous {
                let segments = continuousCorner
                path.addLine(to: at(segments[0].start.u, segments[0].start.v))
                for segment in segments {
                    path.addCurve(
                        to: at(segment.end.u, segment.end.v), control1: at(segment.control1.u, segment.control1.v),
                        control2: at(segment.control2.u, segment.control2.v))
                }
            } else {
                path.addLine(to: at(1, 0))
                path.addCurve(to: at(0, 1), control1: at(1 - circularHandle, 0), control2: at(0, 1 - circularHandle))
            }
        }
        path.closeSubpath()
        return path
    }

    /// The handle length, in radii, of the cubic that draws a circular quarter arc (4(√2 − 1)/3).
    private static let circularHandle: CGFloat = 4 * (2.squareRoot() - 1) / 3

    /// A continuous corner of radius 1 as three cubics, in (u, v): u runs back along the edge arriving at the
    /// corner, v along the edge leaving it. The two outer cubics are the ones PaintCode published from
    /// measuring iOS's continuous corners (Apple publishes no geometry); the middle one joins them smoothly
    /// and passes through the circle around (1, 1) through its ends, at the diagonal.
    private static let continuousCorner:
        [(
            start: (u: CGFloat, v: CGFloat), control1: (u: CGFloat, v: CGFloat),
            control2: (u: CGFloat, v: CGFloat), end: (u: CGFloat, v: CGFloat)
        )] = [
            ((1.528665, 0), (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)),
            ((0.66993427, 0.06549600), (0.39723738, 0.15548602), (0.15548602, 0.39723738), (0.06549600, 0.66993427)),
            ((0.06549600, 0.66993427), (0, 0.86840689), (0, 1.08849323), (0, 1.528665)),
        ]
}
