import Foundation

/// A transform split into the parts Core Animation interpolates separately — the classic "unmatrix"
/// decomposition (Spencer W. Thomas, Graphics Gems II; CSS Transforms 2, "Decomposing a 3D matrix") in
/// `CATransform3D`'s row-vector convention.
///
/// The parts apply in this order (row vectors, leftmost first):
///
///     M = Scale · Skew · Rotation · Translation · Perspective
///
/// - `Scale` = `diag(scale.x, scale.y, scale.z, 1)`.
/// - `Skew` has `skew.xy` at (2,1), `skew.xz` at (3,1) and `skew.yz` at (3,2), ones on the diagonal: it adds
///   `xy·x` to y and `xz·x + yz·y` to z.
/// - `Rotation` is the unit quaternion `(x, y, z, w)` = `(axis·sin(θ/2), cos(θ/2))`, right-handed as
///   `CATransform3DMakeRotation(θ, axis)`.
/// - `Translation` puts `translation` in the bottom row.
/// - `Perspective` is the identity with its last column replaced by `perspective` (`x`, `y`, `z`, `w` down
///   the column); no perspective is `(0, 0, 0, 1)`.
///
/// So the upper-left 3×3 of `M` is `Scale · Skew · Rotation`, its bottom row starts with the translation, and
/// its last column is `(upper 3×3) · perspective.xyz` over `translation · perspective.xyz + perspective.w`.
package struct CATransform3DDecomposition: Sendable, Equatable {
    package var translation: (x: CGFloat, y: CGFloat, z: CGFloat)
    package var scale: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// The shear factors, each relative to the scaled axis it is added to.
    package var skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat)
    /// The rotation as a unit quaternion; decomposition returns it with `w ≥ 0`.
    package var quaternion: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)
    package var perspective: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)

    /// The parts given; by default those of the identity.
    package init(
        translation: (x: CGFloat, y: CGFloat, z: CGFloat) = (0, 0, 0),
        scale: (x: CGFloat, y: CGFloat, z: CGFloat) = (1, 1, 1),
        skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat) = (0, 0, 0),
        quaternion: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) = (0, 0, 0, 1),
        perspective: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) = (0, 0, 0, 1)
    ) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.quaternion = quaternion
        self.perspective = perspective
    }

    package static func == (a: Self, b: Self) -> Bool {
        a.translation == b.translation && a.scale == b.scale && a.skew == b.skew
            && a.quaternion == b.quaternion && a.perspective == b.perspective
    }
}

// MARK: - Rotation helpers

extension CATransform3DDecomposition {
    typealias Quaternion = (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)

    /// The rotation matrix (row-vector convention: row i is the image of axis i) of `q`, which need not be
    /// normalised; the zero quaternion gives the identity.
    static func rotationRows(of q: Quaternion) -> [[CGFloat]] {
        let norm = q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w
        guard norm > 0, norm.isFinite else { return [[1, 0, 0], [0, 1, 0], [0, 0, 1]] }
        let s = 2 / norm
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        return [
            [1 - s * (y * y + z * z), s * (x * y + z * w), s * (x * z - y * w)],
            [s * (x * y - z * w), 1 - s * (x * x + z * z), s * (y * z + x * w)],
            [s * (x * z + y * w), s * (y * z - x * w), 1 - s * (x * x + y * y)],
        ]
    }

    /// The unit quaternion, with `w ≥ 0`, of a rotation matrix in row-vector convention.
    ///
    /// Uses Shepperd's method (the largest of |w|, |x|, |y|, |z| is found from the diagonal and the rest from
    /// the off-diagonal sums and differences). CSS's pseudo-code takes every component from the diagonal and
    /// only signs from the off-diagonals, which loses the relative signs near half turns (a half turn about
    /// (1, −1, 0) would come back as one about (1, 1, 0)); for other rotations the two agree.
    static func quaternion(fromRotationRows r: [[CGFloat]]) -> Quaternion {
        let trace = r[0][0] + r[1][1] + r[2][2]
        var q: Quaternion
        if trace > 0 {
            let s = 2 * (1 + trace).squareRoot()  // 4w
            q = ((r[1][2] - r[2][1]) / s, (r[2][0] - r[0][2]) / s, (r[0][1] - r[1][0]) / s, s / 4)
        } else if r[0][0] >= r[1][1], r[0][0] >= r[2][2] {
            let s = 2 * max(1 + r[0][0] - r[1][1] - r[2][2], 0).squareRoot()  // 4x
            q = (s / 4, (r[0][1] + r[1][0]) / s, (r[0][2] + r[2][0]) / s, (r[1][2] - r[2][1]) / s)
        } else if r[1][1] >= r[2][2] {
            let s = 2 * max(1 + r[1][1] - r[0][0] - r[2][2], 0).squareRoot()  // 4y
            q = ((r[0][1] + r[1][0]) / s, s / 4, (r[1][2] + r[2][1]) / s, (r[2][0] - r[0][2]) / s)
        } else {
            let s = 2 * max(1 + r[2][2] - r[0][0] - r[1][1], 0).squareRoot()  // 4z
            q = ((r[0][2] + r[2][0]) / s, (r[1][2] + r[2][1]) / s, s / 4, (r[0][1] - r[1][0]) / s)
        }
        let norm = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
        guard norm > 0, norm.isFinite else { return (0, 0, 0, 1) }
        let sign: CGFloat = q.w < 0 ? -1 : 1
        return (sign * q.x / norm, sign * q.y / norm, sign * q.z / norm, sign * q.w / norm)
    }

    /// The rotation as angles about x, y and z, in the order Core Animation's `rotation.x/y/z` key paths
    /// compose them here: x first, then y, then z, so the rotation is `Rx · Ry · Rz` with
    /// `Rx = CATransform3DMakeRotation(x, 1, 0, 0)` and so on. `y` is in [−π/2, π/2], `x` and `z` in [−π, π];
    /// at `y = ±π/2` (gimbal lock) `x` is reported as 0 and the whole turn about the view axis goes to `z`.
    var eulerAngles: (x: CGFloat, y: CGFloat, z: CGFloat) {
        let r = Self.rotationRows(of: quaternion)
        // Rx·Ry·Rz = [cy·cz, cy·sz, −sy; sx·sy·cz − cx·sz, sx·sy·sz + cx·cz, sx·cy; cx·sy·cz + sx·sz, cx·sy·sz − sx·cz, cx·cy]
        let sinY = min(max(-r[0][2], -1), 1)
        let cosY = (r[0][0] * r[0][0] + r[0][1] * r[0][1]).squareRoot()
        if cosY > 1e-12 {
            return (atan2(r[1][2], r[2][2]), atan2(sinY, cosY), atan2(r[0][1], r[0][0]))
        }
        // Gimbal lock: with x = 0 the second row is (−sz, cz, 0).
        return (0, sinY > 0 ? .pi / 2 : -.pi / 2, atan2(-r[1][0], r[1][1]))
    }

    /// Replaces the rotation by `Rx(x) · Ry(y) · Rz(z)` (x applied first; see ``eulerAngles``).
    mutating func setEulerAngles(x: CGFloat, y: CGFloat, z: CGFloat) {
        let rotation = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeRotation(x, 1, 0, 0), CATransform3DMakeRotation(y, 0, 1, 0)),
            CATransform3DMakeRotation(z, 0, 0, 1))
        quaternion = Self.quaternion(fromRotationRows: rotation.linearRows)
    }
}
