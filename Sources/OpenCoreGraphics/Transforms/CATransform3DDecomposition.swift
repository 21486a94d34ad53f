import Foundation

/// A transform split into the parts Core Animation interpolates separately: translation, scale, skew,
/// rotation (a unit quaternion) and perspective — the classic "unmatrix" decomposition (Graphics Gems II;
/// CSS Transforms 2 §"Decomposing a 3D matrix") in `CATransform3D`'s row-vector convention.
///
/// The matrix is `N · P` where `N` = `diag(scale) · skew · rotation` in its upper 3×3 with the translation
/// in its bottom row, and `P` carries the perspective column.
package struct CATransform3DDecomposition: Sendable, Equatable {
    package var translation: (x: CGFloat, y: CGFloat, z: CGFloat)
    package var scale: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// Shear factors: xy, xz, yz.
    package var skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat)
    package var quaternion: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)
    package var perspective: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)

    package static func == (a: Self, b: Self) -> Bool {
        a.translation == b.translation && a.scale == b.scale && a.skew == b.skew
            && a.quaternion == b.quaternion && a.perspective == b.perspective
    }

    /// The rotation as a 3×3 matrix in row-vector convention (rows are the images of the axes).
    package var rotationRows: [[CGFloat]] {
        let (x, y, z, w) = quaternion
        return [
            [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
            [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
            [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)],
        ]
    }

    /// The unit quaternion of a rotation matrix in row-vector convention.
    package static func quaternion(fromRotationRows r: [[CGFloat]]) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        var x = 0.5 * max(1 + r[0][0] - r[1][1] - r[2][2], 0).squareRoot()
        var y = 0.5 * max(1 - r[0][0] + r[1][1] - r[2][2], 0).squareRoot()
        var z = 0.5 * max(1 - r[0][0] - r[1][1] + r[2][2], 0).squareRoot()
        let w = 0.5 * max(1 + r[0][0] + r[1][1] + r[2][2], 0).squareRoot()
        if r[2][1] > r[1][2] { x = -x }
        if r[0][2] > r[2][0] { y = -y }
        if r[1][0] > r[0][1] { z = -z }
        return (x, y, z, w)
    }

    /// Rotation angles about x, y and z such that the rotation is `Rx · Ry · Rz` (x applied first).
    package var eulerAngles: (x: CGFloat, y: CGFloat, z: CGFloat) {
        let r = rotationRows
        return (atan2(r[1][2], r[2][2]), asin(min(max(-r[0][2], -1), 1)), atan2(r[0][1], r[0][0]))
    }

    /// Replaces the rotation by `Rx(x) · Ry(y) · Rz(z)`.
    package mutating func setEulerAngles(x: CGFloat, y: CGFloat, z: CGFloat) {
        let rotation = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeRotation(x, 1, 0, 0), CATransform3DMakeRotation(y, 0, 1, 0)),
            CATransform3DMakeRotation(z, 0, 0, 1))
        let e = rotation.entries
        quaternion = Self.quaternion(fromRotationRows: [[e[0], e[1], e[2]], [e[4], e[5], e[6]], [e[8], e[9], e[10]]])
    }
}

extension CATransform3D {
    /// The decomposition, or nil when the matrix is singular (it then cannot be interpolated by parts).
    package func decomposed() -> CATransform3DDecomposition? {
        guard m44 != 0 else { return nil }
        let e = entries.map { $0 / m44 }
        var rows = [[e[0], e[1], e[2]], [e[4], e[5], e[6]], [e[8], e[9], e[10]]]
        let determinant = e[0] * (e[5] * e[10] - e[6] * e[9]) - e[1] * (e[4] * e[10] - e[6] * e[8]) + e[2] * (e[4] * e[9] - e[5] * e[8])
        guard determinant != 0, determinant.isFinite else { return nil }
        let inverseAffine = CATransform3DInvert(CATransform3D(entries: [e[0], e[1], e[2], 0, e[4], e[5], e[6], 0, e[8], e[9], e[10], 0, e[12], e[13], e[14], 1]))
        var perspective: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 1)
        if e[3] != 0 || e[7] != 0 || e[11] != 0 {
            let i = inverseAffine.entries
            let rhs = [e[3], e[7], e[11], e[15]]
            func component(_ c: Int) -> CGFloat { (0..<4).reduce(0) { $0 + i[c * 4 + $1] * rhs[$1] } }
            perspective = (component(0), component(1), component(2), component(3))
        }
        let translation = (e[12], e[13], e[14])

        func length(_ v: [CGFloat]) -> CGFloat { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }
        func dot(_ a: [CGFloat], _ b: [CGFloat]) -> CGFloat { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func combine(_ a: [CGFloat], _ b: [CGFloat], _ bScale: CGFloat) -> [CGFloat] { (0..<3).map { a[$0] + b[$0] * bScale } }
        func scaled(_ a: [CGFloat], _ s: CGFloat) -> [CGFloat] { a.map { $0 * s } }

        var scale: [CGFloat] = [0, 0, 0]
        var skew: [CGFloat] = [0, 0, 0]
        scale[0] = length(rows[0])
        guard scale[0] != 0 else { return nil }
        rows[0] = scaled(rows[0], 1 / scale[0])
        skew[0] = dot(rows[0], rows[1])
        rows[1] = combine(rows[1], rows[0], -skew[0])
        scale[1] = length(rows[1])
        guard scale[1] != 0 else { return nil }
        rows[1] = scaled(rows[1], 1 / scale[1])
        skew[0] /= scale[1]
        skew[1] = dot(rows[0], rows[2])
        rows[2] = combine(rows[2], rows[0], -skew[1])
        skew[2] = dot(rows[1], rows[2])
        rows[2] = combine(rows[2], rows[1], -skew[2])
        scale[2] = length(rows[2])
        guard scale[2] != 0 else { return nil }
        rows[2] = scaled(rows[2], 1 / scale[2])
        skew[1] /= scale[2]
        skew[2] /= scale[2]
        let cross = [rows[1][1] * rows[2][2] - rows[1][2] * rows[2][1],
                     rows[1][2] * rows[2][0] - rows[1][0] * rows[2][2],
                     rows[1][0] * rows[2][1] - rows[1][1] * rows[2][0]]
        if dot(rows[0], cross) < 0 {
            scale = scale.map { -$0 }
            rows = rows.map { scaled($0, -1) }
        }
        return CATransform3DDecomposition(
            translation: translation, scale: (scale[0], scale[1], scale[2]), skew: (skew[0], skew[1], skew[2]),
            quaternion: CATransform3DDecomposition.quaternion(fromRotationRows: rows), perspective: perspective)
    }

    /// The transform a decomposition describes.
    package init(_ d: CATransform3DDecomposition) {
        let r = d.rotationRows
        let k: [[CGFloat]] = [[1, 0, 0], [d.skew.xy, 1, 0], [d.skew.xz, d.skew.yz, 1]]
        let s = [d.scale.x, d.scale.y, d.scale.z]
        var a = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 {
            for j in 0..<3 {
                a[i][j] = s[i] * (0..<3).reduce(0) { $0 + k[i][$1] * r[$1][j] }
            }
        }
        let n = CATransform3D(entries: [a[0][0], a[0][1], a[0][2], 0, a[1][0], a[1][1], a[1][2], 0,
                                        a[2][0], a[2][1], a[2][2], 0, d.translation.x, d.translation.y, d.translation.z, 1])
        let p = d.perspective
        let perspective = CATransform3D(entries: [1, 0, 0, p.x, 0, 1, 0, p.y, 0, 0, 1, p.z, 0, 0, 0, p.w])
        self = CATransform3DConcat(n, perspective)
    }
}
