import Foundation

extension CATransform3D {
    /// The transform `fraction` of the way from `self` (0) to `other` (1), the way Core Animation animates a
    /// `transform` (and CSS Transforms 2 interpolates matrices).
    ///
    /// Both ends are decomposed (``decomposed()``); translation, scale, skew and perspective are interpolated
    /// linearly, the rotation by spherical linear interpolation of the quaternions along the shorter arc, and
    /// the result is recomposed. So a rotation about z from 0 to π/2 passes through π/4 at 0.5, while a whole
    /// turn (2π) is the same matrix as the identity and animates to nothing — animate the
    /// `transform.rotation.z` scalar for that. Fractions outside 0…1 (overshooting timing, springs)
    /// extrapolate every part.
    ///
    /// A fraction of exactly 0 or 1 returns `self` or `other` unchanged. When either end cannot be decomposed
    /// (a singular matrix, such as a scale of 0, or a non-finite entry) the change is discrete: `self` below
    /// 0.5, `other` from 0.5 on. (Core Animation also gives up on smooth interpolation there; where exactly
    /// it switches is not documented.)
    package func interpolated(to other: CATransform3D, fraction: CGFloat) -> CATransform3D {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        guard let a = decomposed(), let b = other.decomposed() else { return fraction < 0.5 ? self : other }
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * fraction }
        var d = CATransform3DDecomposition()
        d.translation = (
            mix(a.translation.x, b.translation.x), mix(a.translation.y, b.translation.y),
            mix(a.translation.z, b.translation.z)
        )
        d.scale = (mix(a.scale.x, b.scale.x), mix(a.scale.y, b.scale.y), mix(a.scale.z, b.scale.z))
        d.skew = (mix(a.skew.xy, b.skew.xy), mix(a.skew.xz, b.skew.xz), mix(a.skew.yz, b.skew.yz))
        d.perspective = (
            mix(a.perspective.x, b.perspective.x), mix(a.perspective.y, b.perspective.y),
            mix(a.perspective.z, b.perspective.z), mix(a.perspective.w, b.perspective.w)
        )
        d.quaternion = Self.slerp(a.quaternion, b.quaternion, fraction)
        return CATransform3D(d)
    }

    /// Spherical linear interpolation of unit quaternions along the shorter arc (`q1` is negated when the two
    /// point into opposite half-spaces, which is the same rotation). The angle between them comes from
    /// `atan2(|q0 − q1|, |q0 + q1|)`, accurate for tiny and large angles alike; below 1e-9 rad the weights
    /// are linear.
    static func slerp(
        _ q0: CATransform3DDecomposition.Quaternion, _ q1: CATransform3DDecomposition.Quaternion, _ t: CGFloat
    ) -> CATransform3DDecomposition.Quaternion {
        var q1 = q1
        if q0.x * q1.x + q0.y * q1.y + q0.z * q1.z + q0.w * q1.w < 0 { q1 = (-q1.x, -q1.y, -q1.z, -q1.w) }
        func norm(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ w: CGFloat) -> CGFloat {
            (x * x + y * y + z * z + w * w).squareRoot()
        }
        let difference = norm(q0.x - q1.x, q0.y - q1.y, q0.z - q1.z, q0.w - q1.w)
        let sum = norm(q0.x + q1.x, q0.y + q1.y, q0.z + q1.z, q0.w + q1.w)
        let angle = 2 * atan2(difference, sum)
        let (w0, w1): (CGFloat, CGFloat)
        if angle < 1e-9 {
            (w0, w1) = (1 - t, t)
        } else {
            let sine = sin(angle)
            (w0, w1) = (sin((1 - t) * angle) / sine, sin(t * angle) / sine)
        }
        let q = (x: w0 * q0.x + w1 * q1.x, y: w0 * q0.y + w1 * q1.y, z: w0 * q0.z + w1 * q1.z, w: w0 * q0.w + w1 * q1.w)
        let length = norm(q.x, q.y, q.z, q.w)
        guard length > 0, length.isFinite else { return q0 }
        return (q.x / length, q.y / length, q.z / length, q.w / length)
    }
}
