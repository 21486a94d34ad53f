import Foundation
import OpenCoreGraphics

/// The map a layer's 4×4 transform induces on the z = 0 plane: a 3×3 homography taken from rows and
/// columns 1, 2 and 4 of the matrix (row-vector convention, as `CATransform3D`). Layers flatten at each
/// level, so point conversion composes these planar maps.
package struct PlanarHomography: Sendable {
    package var m: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)

    package init(_ t: CATransform3D) {
        m = (t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44)
    }

    private init(rows: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)) {
        m = rows
    }

    /// The image of `point`; nil when it maps to infinity (behind the eye plane).
    package func apply(_ point: CGPoint) -> CGPoint? {
        let w = point.x * m.2 + point.y * m.5 + m.8
        guard w > 1e-12 || w < -1e-12 else { return nil }
        return CGPoint(x: (point.x * m.0 + point.y * m.3 + m.6) / w, y: (point.x * m.1 + point.y * m.4 + m.7) / w)
    }

    /// The inverse map, nil when singular (a layer seen edge-on).
    package func inverted() -> PlanarHomography? {
        let (a, b, c, d, e, f, g, h, i) = m
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard abs(det) > 1e-12 else { return nil }
        return PlanarHomography(
            rows: (
                (e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det,
                (f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det,
                (d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det
            ))
    }

    /// A planar map from an affine transform.
    package init(_ t: CGAffineTransform) {
        m = (t.a, t.b, 0, t.c, t.d, 0, t.tx, t.ty, 1)
    }

    /// `self` followed by `next`.
    package func then(_ next: PlanarHomography) -> PlanarHomography {
        let a = m, b = next.m
        return PlanarHomography(
            rows: (
                a.0 * b.0 + a.1 * b.3 + a.2 * b.6, a.0 * b.1 + a.1 * b.4 + a.2 * b.7, a.0 * b.2 + a.1 * b.5 + a.2 * b.8,
                a.3 * b.0 + a.4 * b.3 + a.5 * b.6, a.3 * b.1 + a.4 * b.4 + a.5 * b.7, a.3 * b.2 + a.4 * b.5 + a.5 * b.8,
                a.6 * b.0 + a.7 * b.3 + a.8 * b.6, a.6 * b.1 + a.7 * b.4 + a.8 * b.7, a.6 * b.2 + a.7 * b.5 + a.8 * b.8
            ))
    }

    /// The map as an affine transform when it has no perspective part (within 1e-12), else nil.
    package var affine: CGAffineTransform? {
        guard abs(m.2) < 1e-12, abs(m.5) < 1e-12, abs(m.8) > 1e-12 else { return nil }
        return CGAffineTransform(a: m.0 / m.8, b: m.1 / m.8, c: m.3 / m.8, d: m.4 / m.8, tx: m.6 / m.8, ty: m.7 / m.8)
    }

    /// The homogeneous weight of a point's image: positive in front of the eye.
    package func weight(of point: CGPoint) -> CGFloat {
        point.x * m.2 + point.y * m.5 + m.8
    }
}
