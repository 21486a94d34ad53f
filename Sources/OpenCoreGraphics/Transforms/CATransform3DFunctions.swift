import Foundation

// Core Animation's C functions on `CATransform3D`, with Apple's names and argument order. Matrices use the
// row-vector convention (`p′ = p · M`), so `CATransform3DConcat(a, b)` = `a · b` applies `a` first, and the
// `CATransform3DTranslate/Scale/Rotate(t, …)` forms put the new operation before `t`.

// MARK: - Making transforms

/// A translation by `(tx, ty, tz)`, as Core Animation's `CATransform3DMakeTranslation`:
/// `[1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1]`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// A scale by `(sx, sy, sz)`, as Core Animation's `CATransform3DMakeScale`: `[sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1]`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)`, as Core Animation's `CATransform3DMakeRotation`.
///
/// The axis is normalised first. The rotation is right-handed about the axis, so about `(0, 0, 1)` the point
/// `(1, 0)` goes to `(cos angle, sin angle)` — clockwise on a y-down screen, like
/// `CGAffineTransform(rotationAngle:)`. As Apple, a zero-length (or non-finite) axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), t = 1 - c
    // The diagonal t·x² + c is written x² + (1 − x²)·c, which is exact (1 or c) for the coordinate axes.
    return CATransform3D(
        m11: x * x + (1 - x * x) * c, m12: t * x * y + z * s, m13: t * x * z - y * s, m14: 0,
        m21: t * x * y - z * s, m22: y * y + (1 - y * y) * c, m23: t * y * z + x * s, m24: 0,
        m31: t * x * z + y * s, m32: t * y * z - x * s, m33: z * z + (1 - z * z) * c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// The affine transform `m` as a 3D transform acting in the z = 0 plane, as Core Animation's
/// `CATransform3DMakeAffineTransform`: `a`, `b`, `c`, `d`, `tx`, `ty` go to `m11`, `m12`, `m21`, `m22`,
/// `m41`, `m42`; the rest is the identity.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = m.a; t.m12 = m.b; t.m21 = m.c; t.m22 = m.d; t.m41 = m.tx; t.m42 = m.ty
    return t
}

// MARK: - Modifying transforms

/// `t` with a translation applied first, as Core Animation's `CATransform3DTranslate`:
/// `CATransform3DMakeTranslation(tx, ty, tz) · t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` with a scale applied first, as Core Animation's `CATransform3DScale`:
/// `CATransform3DMakeScale(sx, sy, sz) · t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` with a rotation applied first, as Core Animation's `CATransform3DRotate`:
/// `CATransform3DMakeRotation(angle, x, y, z) · t`. A zero-length axis returns `t` unchanged.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// `a` followed by `b`, the matrix product `a · b`, as Core Animation's `CATransform3DConcat`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(
        m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
        m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
        m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
        m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
        m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
        m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
        m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
        m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
        m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
        m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
        m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
        m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
        m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
        m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
        m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
        m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
}

/// The inverse of `t`, as Core Animation's `CATransform3DInvert`: like Apple, a transform with no inverse
/// is returned unchanged.
///
/// The inverse is the adjugate over the determinant (cofactors in 2×2 minors), so entries of simple
/// transforms (translations, power-of-two scales) come out exact. "No inverse" means a determinant that is
/// exactly zero or not finite; a nearly singular matrix is inverted, however large the result.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // 2×2 minors of the top two rows (s) and the bottom two rows (c).
    let s0 = t.m11 * t.m22 - t.m21 * t.m12, s1 = t.m11 * t.m23 - t.m21 * t.m13
    let s2 = t.m11 * t.m24 - t.m21 * t.m14, s3 = t.m12 * t.m23 - t.m22 * t.m13
    let s4 = t.m12 * t.m24 - t.m22 * t.m14, s5 = t.m13 * t.m24 - t.m23 * t.m14
    let c5 = t.m33 * t.m44 - t.m43 * t.m34, c4 = t.m32 * t.m44 - t.m42 * t.m34
    let c3 = t.m32 * t.m43 - t.m42 * t.m33, c2 = t.m31 * t.m44 - t.m41 * t.m34
    let c1 = t.m31 * t.m43 - t.m41 * t.m33, c0 = t.m31 * t.m42 - t.m41 * t.m32
    let determinant = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    guard determinant != 0, determinant.isFinite else { return t }
    let inverse = CATransform3D(
        m11: (t.m22 * c5 - t.m23 * c4 + t.m24 * c3) / determinant,
        m12: (-t.m12 * c5 + t.m13 * c4 - t.m14 * c3) / determinant,
        m13: (t.m42 * s5 - t.m43 * s4 + t.m44 * s3) / determinant,
        m14: (-t.m32 * s5 + t.m33 * s4 - t.m34 * s3) / determinant,
        m21: (-t.m21 * c5 + t.m23 * c2 - t.m24 * c1) / determinant,
        m22: (t.m11 * c5 - t.m13 * c2 + t.m14 * c1) / determinant,
        m23: (-t.m41 * s5 + t.m43 * s2 - t.m44 * s1) / determinant,
        m24: (t.m31 * s5 - t.m33 * s2 + t.m34 * s1) / determinant,
        m31: (t.m21 * c4 - t.m22 * c2 + t.m24 * c0) / determinant,
        m32: (-t.m11 * c4 + t.m12 * c2 - t.m14 * c0) / determinant,
        m33: (t.m41 * s4 - t.m42 * s2 + t.m44 * s0) / determinant,
        m34: (-t.m31 * s4 + t.m32 * s2 - t.m34 * s0) / determinant,
        m41: (-t.m21 * c3 + t.m22 * c1 - t.m23 * c0) / determinant,
        m42: (t.m11 * c3 - t.m12 * c1 + t.m13 * c0) / determinant,
        m43: (-t.m41 * s3 + t.m42 * s1 - t.m43 * s0) / determinant,
        m44: (t.m31 * s3 - t.m32 * s1 + t.m33 * s0) / determinant)
    return inverse.entries.allSatisfy(\.isFinite) ? inverse : t
}

// MARK: - Predicates and conversion

/// Whether `t` is exactly the identity, as Core Animation's `CATransform3DIsIdentity` (`-0.0` counts as 0).
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Whether `a` and `b` are exactly equal entry by entry, as Core Animation's `CATransform3DEqualToTransform`
/// (IEEE comparison: `-0.0` equals `0.0`, NaN equals nothing).
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// Whether `t` is exactly an affine transform of the plane, as Core Animation's `CATransform3DIsAffine`:
/// `m13`, `m14`, `m23`, `m24`, `m31`, `m32`, `m34`, `m43` are 0 and `m33`, `m44` are 1.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine transform in `t`, as Core Animation's `CATransform3DGetAffineTransform`: `m11`, `m12`, `m21`,
/// `m22`, `m41`, `m42` as `a`, `b`, `c`, `d`, `tx`, `ty`. Apple calls the result undefined when `t` is not
/// affine; OpenUIKit always returns those six entries, dropping the rest.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
