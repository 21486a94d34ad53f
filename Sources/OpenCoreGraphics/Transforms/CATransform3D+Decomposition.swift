import Foundation

extension CATransform3D {
    /// The transform's translation, scale, skew, rotation and perspective (see ``CATransform3DDecomposition``),
    /// or nil when it cannot be decomposed: the upper-left 3×3 is singular (a scale of 0 on some axis, a layer
    /// squashed flat) or an entry is not finite.
    ///
    /// This is the unmatrix algorithm Core Animation and CSS use — perspective solved from the last column,
    /// translation from the bottom row, then Gram–Schmidt on the rows of the 3×3 for scale and skew, a
    /// reflection folded into negative scales, and the remaining rotation as a quaternion — with two
    /// deliberate differences that only matter off the common path:
    /// - The matrix is not first divided by `m44`; the factor stays in `perspective.w`. Recomposing then
    ///   gives back the very same matrix rather than a projectively equal multiple, and a transform with
    ///   `m44 = 0` can still be decomposed. For `m44 = 1` (any transform without perspective, and perspective
    ///   set through `m34` the usual way) the results are the same as the published algorithm.
    /// - The quaternion is extracted with Shepperd's method, which is exact near half turns (see
    ///   ``CATransform3DDecomposition``).
    package func decomposed() -> CATransform3DDecomposition? {
        decompose(allowingSingular: false)?.decomposition
    }

    /// The transform the parts describe, `Scale · Skew · Rotation · Translation · Perspective`; the inverse of
    /// ``decomposed()`` (the round trip is exact up to rounding). The quaternion need not be normalised.
    package init(_ d: CATransform3DDecomposition) {
        let r = CATransform3DDecomposition.rotationRows(of: d.quaternion)
        let (s, k, p, t) = (d.scale, d.skew, d.perspective, d.translation)
        var rows = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        for j in 0..<3 {
            rows[0][j] = s.x * r[0][j]
            rows[1][j] = s.y * (k.xy * r[0][j] + r[1][j])
            rows[2][j] = s.z * (k.xz * r[0][j] + k.yz * r[1][j] + r[2][j])
        }
        func column(_ row: [CGFloat]) -> CGFloat { row[0] * p.x + row[1] * p.y + row[2] * p.z }
        self.init(
            m11: rows[0][0], m12: rows[0][1], m13: rows[0][2], m14: column(rows[0]),
            m21: rows[1][0], m22: rows[1][1], m23: rows[1][2], m24: column(rows[1]),
            m31: rows[2][0], m32: rows[2][1], m33: rows[2][2], m34: column(rows[2]),
            m41: t.x, m42: t.y, m43: t.z, m44: column([t.x, t.y, t.z]) + p.w)
    }

    /// The unmatrix decomposition. With `allowingSingular`, a singular upper 3×3 still yields parts, for
    /// reading key-path components: an axis squashed to nothing gets scale 0 and no skew, and the rotation is
    /// completed from the remaining axes (identity when none remain). When the perspective column cannot be
    /// solved because the 3×3 is singular, `perspectiveSolved` is false and the perspective is
    /// `(0, 0, 0, m44)`. Nil for non-finite entries, and without `allowingSingular` for a singular 3×3.
    func decompose(allowingSingular: Bool) -> (decomposition: CATransform3DDecomposition, perspectiveSolved: Bool)? {
        guard entries.allSatisfy(\.isFinite) else { return nil }
        let rows = linearRows
        let determinant = Self.determinant(rows)
        guard allowingSingular || determinant != 0 else { return nil }

        var result = CATransform3DDecomposition()
        var perspectiveSolved = true
        result.perspective = (0, 0, 0, m44)
        if m14 != 0 || m24 != 0 || m34 != 0 {
            // The last column is (upper 3×3) · p.xyz over translation · p.xyz + p.w.
            if let p = Self.solve(rows, determinant: determinant, [m14, m24, m34]) {
                result.perspective = (p[0], p[1], p[2], m44 - (m41 * p[0] + m42 * p[1] + m43 * p[2]))
            } else {
                perspectiveSolved = false
            }
        }
        result.translation = (m41, m42, m43)

        guard let (scale, skew, axes) = Self.orthogonalize(rows, allowingSingular: allowingSingular) else { return nil }
        result.scale = (scale[0], scale[1], scale[2])
        result.skew = skew
        result.quaternion = CATransform3DDecomposition.quaternion(fromRotationRows: axes)
        return (result, perspectiveSolved)
    }

    /// Gram–Schmidt on the rows: scale factors, skews and an orthonormal right-handed basis, with a reflection
    /// folded into negated scales as unmatrix does. Nil when a row collapses and singular input is not allowed.
    private static func orthogonalize(
        _ rows: [[CGFloat]], allowingSingular: Bool
    ) -> (scale: [CGFloat], skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat), axes: [[CGFloat]])? {
        var axes: [[CGFloat]?] = [nil, nil, nil]
        var scale: [CGFloat] = [0, 0, 0]
        var skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat) = (0, 0, 0)

        scale[0] = length(rows[0])
        if scale[0] > 0 { axes[0] = divided(rows[0], scale[0]) }

        var row = rows[1]
        var xy: CGFloat = 0
        if let x = axes[0] { xy = dot(x, row); row = combine(row, x, -xy) }
        scale[1] = length(row)
        if scale[1] > 0 { axes[1] = divided(row, scale[1]); skew.xy = xy / scale[1] }

        row = rows[2]
        var xz: CGFloat = 0, yz: CGFloat = 0
        if let x = axes[0] { xz = dot(x, row); row = combine(row, x, -xz) }
        if let y = axes[1] { yz = dot(y, row); row = combine(row, y, -yz) }
        scale[2] = length(row)
        if scale[2] > 0 { axes[2] = divided(row, scale[2]); skew.xz = xz / scale[2]; skew.yz = yz / scale[2] }

        let missing = (0..<3).filter { axes[$0] == nil }
        guard missing.isEmpty || allowingSingular else { return nil }
        var basis = complete(axes, missing: missing)
        // A reflection: negate the basis and the scales (the skews are unchanged by the double negation).
        if dot(basis[0], cross(basis[1], basis[2])) < 0 {
            scale = scale.map { -$0 }
            basis = basis.map { scaled($0, -1) }
        }
        return (scale, skew, basis)
    }

    /// Fills the missing axes so the basis is orthonormal and right-handed (`axis[i+2] = axis[i] × axis[i+1]`,
    /// indices cyclic), preferring the coordinate axes.
    private static func complete(_ axes: [[CGFloat]?], missing: [Int]) -> [[CGFloat]] {
        let unit: [[CGFloat]] = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
        switch missing.count {
        case 0:
            return axes.map { $0! }
        case 1:
            let m = missing[0]
            var basis = axes.map { $0 ?? [0, 0, 0] }
            basis[m] = cross(basis[(m + 1) % 3], basis[(m + 2) % 3])
            return basis
        case 2:
            let present = (0..<3).first { axes[$0] != nil }!
            let a = (present + 1) % 3, b = (present + 2) % 3
            let known = axes[present]!
            func residue(_ v: [CGFloat]) -> [CGFloat] { combine(v, known, -dot(v, known)) }
            let (ra, rb) = (residue(unit[a]), residue(unit[b]))
            let chosen = length(ra) >= length(rb) ? ra : rb
            var basis = unit
            basis[present] = known
            basis[a] = divided(chosen, length(chosen))
            basis[b] = cross(known, basis[a])
            return basis
        default:
            return unit
        }
    }

    // MARK: 3-vector and 3×3 helpers

    static func determinant(_ r: [[CGFloat]]) -> CGFloat {
        r[0][0] * (r[1][1] * r[2][2] - r[1][2] * r[2][1])
            - r[0][1] * (r[1][0] * r[2][2] - r[1][2] * r[2][0])
            + r[0][2] * (r[1][0] * r[2][1] - r[1][1] * r[2][0])
    }

    /// The `x` with `r · x = v` (x a column), by Cramer's rule; nil when `r` is singular.
    private static func solve(_ r: [[CGFloat]], determinant: CGFloat, _ v: [CGFloat]) -> [CGFloat]? {
        guard determinant != 0, determinant.isFinite else { return nil }
        return (0..<3).map { column in
            var replaced = r
            for row in 0..<3 { replaced[row][column] = v[row] }
            return Self.determinant(replaced) / determinant
        }
    }

    private static func length(_ v: [CGFloat]) -> CGFloat { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }
    private static func dot(_ a: [CGFloat], _ b: [CGFloat]) -> CGFloat { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
    private static func scaled(_ v: [CGFloat], _ s: CGFloat) -> [CGFloat] { v.map { $0 * s } }
    private static func divided(_ v: [CGFloat], _ s: CGFloat) -> [CGFloat] { v.map { $0 / s } }
    /// `a + s·b`.
    private static func combine(_ a: [CGFloat], _ b: [CGFloat], _ s: CGFloat) -> [CGFloat] {
        [a[0] + s * b[0], a[1] + s * b[1], a[2] + s * b[2]]
    }
    private static func cross(_ a: [CGFloat], _ b: [CGFloat]) -> [CGFloat] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }
}
