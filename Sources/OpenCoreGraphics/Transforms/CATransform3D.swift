import Foundation

/// A 4×4 homogeneous transform (Core Animation's `CATransform3D`).
///
/// Apple's convention: points are row vectors multiplied on the left, `p' = p · M`; translation sits in
/// `m41…m43` and perspective in `m34` (e.g. `m34 = −1/500` for an eye 500 points away).
/// `CATransform3DConcat(a, b)` applies `a` then `b`.
public struct CATransform3D: Sendable, Hashable, CustomStringConvertible {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

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
    public init() {
        self.init(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The sixteen entries, row by row.
    package var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// A transform from sixteen entries, row by row.
    package init(entries e: [CGFloat]) {
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// `self · other`: `self` applied first.
    package func multiplied(by other: CATransform3D) -> CATransform3D {
        let a = entries, b = other.entries
        var result = [CGFloat](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum: CGFloat = 0
                for k in 0..<4 { sum += a[row * 4 + k] * b[k * 4 + column] }
                result[row * 4 + column] = sum
            }
        }
        return CATransform3D(entries: result)
    }

    /// The homogeneous image of a point (row vector `(x, y, z, 1) · M`).
    package func transformPoint(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        (x * m11 + y * m21 + z * m31 + m41,
         x * m12 + y * m22 + z * m32 + m42,
         x * m13 + y * m23 + z * m33 + m43,
         x * m14 + y * m24 + z * m34 + m44)
    }

    public var description: String {
        "CATransform3D(\(entries.map { "\($0)" }.joined(separator: ", ")))"
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()
