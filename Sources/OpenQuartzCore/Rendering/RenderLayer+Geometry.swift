import Foundation
import OpenCoreGraphics

extension RenderLayer {
    /// The layer's placement in its superlayer.
    package var placement: LayerPlacement {
        LayerPlacement(bounds: bounds, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ,
                       position: position, zPosition: zPosition, transform: transform)
    }

    /// Whether the layer by itself paints every point of `area` (in its superlayer's coordinates) with an
    /// opaque colour: visible, fully opaque, untransformed, an opaque background with square corners whose
    /// frame covers the area. The compositor then need not clear what is underneath.
    package func paintsOpaquely(over area: CGRect) -> Bool {
        guard !isHidden, opacity >= 1, transition == nil, mask == nil, CATransform3DIsIdentity(transform),
              let background = backgroundColor, background.alpha >= 1, cornerRadius <= 0 || maskedCorners.isEmpty else { return false }
        let frame = CGRect(x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
                           width: bounds.width, height: bounds.height)
        return frame.contains(area)
    }

    /// The bounds with `cornerRadius` applied to the `maskedCorners`: what backgrounds fill, borders stroke
    /// and `masksToBounds` clips to. The radius is limited to half the shorter side, as Core Animation does.
    package var shapeOfBounds: CGPath {
        LayerShape.path(bounds: bounds, cornerRadius: cornerRadius, maskedCorners: maskedCorners)
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
    /// A rectangle whose chosen corners are rounded by circular arcs of `cornerRadius` (clamped to half the
    /// shorter side).
    package static func path(bounds: CGRect, cornerRadius: CGFloat, maskedCorners: CACornerMask) -> CGPath {
        let radius = min(max(cornerRadius, 0), min(bounds.width, bounds.height) / 2)
        guard radius > 0, !maskedCorners.isEmpty else { return CGPath(rect: bounds, transform: nil) }
        let path = CGMutablePath()
        let r = { (corner: CACornerMask) in maskedCorners.contains(corner) ? radius : 0 }
        let (minX, minY, maxX, maxY) = (bounds.minX, bounds.minY, bounds.maxX, bounds.maxY)
        path.move(to: CGPoint(x: minX + r(.layerMinXMinYCorner), y: minY))
        path.addLine(to: CGPoint(x: maxX - r(.layerMaxXMinYCorner), y: minY))
        corner(path, r(.layerMaxXMinYCorner), center: CGPoint(x: maxX - r(.layerMaxXMinYCorner), y: minY + r(.layerMaxXMinYCorner)), from: -.pi / 2)
        path.addLine(to: CGPoint(x: maxX, y: maxY - r(.layerMaxXMaxYCorner)))
        corner(path, r(.layerMaxXMaxYCorner), center: CGPoint(x: maxX - r(.layerMaxXMaxYCorner), y: maxY - r(.layerMaxXMaxYCorner)), from: 0)
        path.addLine(to: CGPoint(x: minX + r(.layerMinXMaxYCorner), y: maxY))
        corner(path, r(.layerMinXMaxYCorner), center: CGPoint(x: minX + r(.layerMinXMaxYCorner), y: maxY - r(.layerMinXMaxYCorner)), from: .pi / 2)
        path.addLine(to: CGPoint(x: minX, y: minY + r(.layerMinXMinYCorner)))
        corner(path, r(.layerMinXMinYCorner), center: CGPoint(x: minX + r(.layerMinXMinYCorner), y: minY + r(.layerMinXMinYCorner)), from: .pi)
        path.closeSubpath()
        return path
    }

    private static func corner(_ path: CGMutablePath, _ radius: CGFloat, center: CGPoint, from start: CGFloat) {
        guard radius > 0 else { return }
        path.addArc(center: center, radius: radius, startAngle: start, endAngle: start + .pi / 2, clockwise: false)
    }
}
