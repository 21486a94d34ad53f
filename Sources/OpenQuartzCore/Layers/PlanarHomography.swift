import Foundation
import OpenCoreGraphics

/// The map a layer's 4×4 transform induces on the z = 0 plane: a 3×3 homography taken from rows and
/// columns 1, 2 and 4 of the matrix (row-vector convention, as `CATransform3D`). Layers flatten at each
/// level, so point conversion composes these planar maps.
struct PlanarHomography {
    var m: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)

    init(_ t: CATransform3D) {
        m = (t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44)
    }

    private init(rows: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)) {
        m = rows
    }

    /// The image of `point`; nil when it maps to infinity (behind the eye plane).
    func apply(_ point: CGPoint) -> CGPoint? {
        let w = point.x * m.2 + point.y * m.5 + m.8
        guard w > 1e-12 || w < -1e-12 else { return nil }
        return CGPoint(x: (point.x * m.0 + point.y * m.3 + m.6) / w, y: (point.x * m.1 + point.y * m.4 + m.7) / w)
    }

    /// The inverse map, nil when singular (a layer seen edge-on).
    func inverted() -> PlanarHomography? {
        let (a, b, c, d, e, f, g, h, i) = m
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard abs(det) > 1e-12 else { return nil }
        return PlanarHomography(rows: (
            (e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det,
            (f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det,
            (d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det))
    }
}
