import Foundation

extension CATransform3D {
    /// The transform at `fraction` from `self` (0) to `other` (1), the way Core Animation interpolates
    /// `transform`: both are decomposed; translation, scale, skew and perspective interpolate linearly and
    /// the rotation by spherical linear interpolation of quaternions along the shorter arc. A transform that
    /// cannot be decomposed (singular) makes the change discrete, switching at fraction 0.5.
    package func interpolated(to other: CATransform3D, fraction t: CGFloat) -> CATransform3D {
        guard let a = decomposed(), let b = other.decomposed() else { return t < 0.5 ? self : other }
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        var result = a
        result.translation = (mix(a.translation.x, b.translation.x), mix(a.translation.y, b.translation.y), mix(a.translation.z, b.translation.z))
        result.scale = (mix(a.scale.x, b.scale.x), mix(a.scale.y, b.scale.y), mix(a.scale.z, b.scale.z))
        result.skew = (mix(a.skew.xy, b.skew.xy), mix(a.skew.xz, b.skew.xz), mix(a.skew.yz, b.skew.yz))
        result.perspective = (mix(a.perspective.x, b.perspective.x), mix(a.perspective.y, b.perspective.y),
                              mix(a.perspective.z, b.perspective.z), mix(a.perspective.w, b.perspective.w))
        result.quaternion = Self.slerp(a.quaternion, b.quaternion, t)
        return CATransform3D(result)
    }

    private static func slerp(
        _ q0: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat), _ q1: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat), _ t: CGFloat
    ) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        var q1 = q1
        var cosine = q0.x * q1.x + q0.y * q1.y + q0.z * q1.z + q0.w * q1.w
        if cosine < 0 {
            q1 = (-q1.x, -q1.y, -q1.z, -q1.w)
            cosine = -cosine
        }
        let (w0, w1): (CGFloat, CGFloat)
        if cosine > 0.9999 {
            (w0, w1) = (1 - t, t)
        } else {
            let angle = acos(min(cosine, 1)), sine = sin(angle)
            (w0, w1) = (sin((1 - t) * angle) / sine, sin(t * angle) / sine)
        }
        var q = (x: w0 * q0.x + w1 * q1.x, y: w0 * q0.y + w1 * q1.y, z: w0 * q0.z + w1 * q1.z, w: w0 * q0.w + w1 * q1.w)
        let norm = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
        if norm > 0 { q = (q.x / norm, q.y / norm, q.z / norm, q.w / norm) }
        return q
    }
}
