import Foundation

/// A 4×4 homogeneous transform, Core Animation's `CATransform3D`.
///
/// As on Apple platforms, points are row vectors multiplied on the left, `p′ = p · M`: the translation sits
/// in `m41`, `m42`, `m43`, the perspective column is `m14`, `m24`, `m34`, `m44` (a layer gets perspective
/// from `m34 = -1 / eyeDistance`), and `CATransform3DConcat(a, b)` = `a · b` applies `a` first.
///
/// Apple declares this type in QuartzCore; OpenUIKit keeps it in OpenCoreGraphics because paths and the
/// compositor need the math too. `import OpenUIKit` re-exports it, so user code sees no difference.
/// Unlike the C struct, it is `Hashable` (field-wise, so `-0.0` equals `0.0`) and `Sendable`.
public struct CATransform3D: Sendable, Hashable {
    /// Row 1: where the x axis goes (`m11`, `m12`, `m13`) and its perspective weight `m14`.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2: where the y axis goes (`m21`, `m22`, `m23`) and its perspective weight `m24`.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3: where the z axis goes (`m31`, `m32`, `m33`) and its perspective weight `m34`
    /// (`-1 / eyeDistance` for the usual perspective).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4: the translation (`m41`, `m42`, `m43`) and the homogeneous weight `m44` (1 for affine transforms).
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// A transform with every entry given, row by row, as Apple's Swift memberwise initializer.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity transform.
    ///
    /// Apple's imported C struct zero-fills here (every entry 0); OpenUIKit returns the identity instead,
    /// the only useful starting point, so `CATransform3D()` equals ``CATransform3DIdentity``.
    public init() {
        self.init(
            m11: 1, m12: 0, m13: 0, m14: 0,
            m21: 0, m22: 1, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The homogeneous image of the point `(x, y, z, 1)`: the row vector times the matrix, not divided by `w`.
    /// Divide `x`, `y`, `z` by `w` to project; `w ≤ 0` means the point is at or behind the eye plane.
    package func transformPoint(
        _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
    ) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        (
            x: x * m11 + y * m21 + z * m31 + m41,
            y: x * m12 + y * m22 + z * m32 + m42,
            z: x * m13 + y * m23 + z * m33 + m43,
            w: x * m14 + y * m24 + z * m34 + m44
        )
    }

    /// The upper-left 3×3 block (the linear part), row by row.
    var linearRows: [[CGFloat]] {
        [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]]
    }

    /// The sixteen entries row by row.
    var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// A transform from sixteen entries given row by row.
    init(entries e: [CGFloat]) {
        precondition(e.count == 16, "a 4×4 matrix has 16 entries")
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3],
            m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11],
            m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }
}

/// The identity transform, `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`, as Core Animation's
/// `CATransform3DIdentity`.
public let CATransform3DIdentity = CATransform3D()
