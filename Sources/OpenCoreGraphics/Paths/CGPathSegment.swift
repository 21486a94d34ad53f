import Foundation

/// One drawn piece of a path — a line, quadratic or cubic Bézier curve with its start point — as Core
/// Animation's `CAKeyframeAnimation.path` uses them: each segment is one keyframe interval, and paced
/// timing spreads time by `length`.
///
/// Internally every kind is held as the equivalent cubic (degree elevation keeps the parameterization, so
/// `point(at:)` is the original curve's), and lines are evaluated directly for exactness.
package struct CGPathSegment: Sendable, Hashable {
    /// The segment's kind with its control points.
    package enum Kind: Sendable, Hashable {
        case line
        case quadCurve(control: CGPoint)
        case cubicCurve(control1: CGPoint, control2: CGPoint)
    }

    package let kind: Kind
    package let start: CGPoint
    package let end: CGPoint
    /// The cubic form's inner control points.
    package let control1: CGPoint
    package let control2: CGPoint

    package init(line start: CGPoint, to end: CGPoint) {
        kind = .line
        self.start = start
        self.end = end
        control1 = CGPoint(x: start.x + (end.x - start.x) / 3, y: start.y + (end.y - start.y) / 3)
        control2 = CGPoint(x: start.x + 2 * (end.x - start.x) / 3, y: start.y + 2 * (end.y - start.y) / 3)
    }

    package init(quadCurve start: CGPoint, control: CGPoint, end: CGPoint) {
        kind = .quadCurve(control: control)
        self.start = start
        self.end = end
        control1 = CGPoint(x: start.x + 2 * (control.x - start.x) / 3, y: start.y + 2 * (control.y - start.y) / 3)
        control2 = CGPoint(x: end.x + 2 * (control.x - end.x) / 3, y: end.y + 2 * (control.y - end.y) / 3)
    }

    package init(cubicCurve start: CGPoint, control1: CGPoint, control2: CGPoint, end: CGPoint) {
        kind = .cubicCurve(control1: control1, control2: control2)
        self.start = start
        self.end = end
        self.control1 = control1
        self.control2 = control2
    }

    /// The segment drawn by `element` from `start`; nil for moves and closes.
    package init?(element: PathElement, from start: CGPoint) {
        switch element {
        case .line(let p): self.init(line: start, to: p)
        case .quad(let c, let p): self.init(quadCurve: start, control: c, end: p)
        case .cubic(let c1, let c2, let p): self.init(cubicCurve: start, control1: c1, control2: c2, end: p)
        case .move, .close: return nil
        }
    }

    package var isLine: Bool { kind == .line }

    /// The element that draws this segment from its start.
    package var element: PathElement {
        switch kind {
        case .line: return .line(end)
        case .quadCurve(let c): return .quad(c, end)
        case .cubicCurve(let c1, let c2): return .cubic(c1, c2, end)
        }
    }

    // MARK: Evaluation

    /// The point at parameter `t` (0 = start, 1 = end; other values extrapolate the polynomial).
    package func point(at t: CGFloat) -> CGPoint {
        if isLine {
            return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        }
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(
            x: a * start.x + b * control1.x + c * control2.x + d * end.x,
            y: a * start.y + b * control1.y + c * control2.y + d * end.y)
    }

    /// The derivative d(point)/dt at `t`.
    package func derivative(at t: CGFloat) -> CGVector {
        if isLine { return CGVector(dx: end.x - start.x, dy: end.y - start.y) }
        let u = 1 - t
        let a = 3 * u * u, b = 6 * u * t, c = 3 * t * t
        return CGVector(
            dx: a * (control1.x - start.x) + b * (control2.x - control1.x) + c * (end.x - control2.x),
            dy: a * (control1.y - start.y) + b * (control2.y - control1.y) + c * (end.y - control2.y))
    }

    /// The direction of travel at `t`: the derivative when it is non-zero; where it vanishes (a control
    /// point on an end point, or a cusp) the unit vector of the limiting direction; `.zero` for a segment
    /// that does not move at all.
    package func tangent(at t: CGFloat) -> CGVector {
        let d = derivative(at: t)
        let scale = max(
            abs(end.x - start.x), abs(end.y - start.y), abs(control1.x - start.x),
            abs(control1.y - start.y), abs(control2.x - start.x), abs(control2.y - start.y))
        if hypot(d.dx, d.dy) > 1e-12 * scale { return d }
        let h: CGFloat = 1e-4
        let a = point(at: max(0, min(1, t) - h)), b = point(at: min(1, max(0, t) + h))
        var v = CGVector(dx: b.x - a.x, dy: b.y - a.y)
        var length = hypot(v.dx, v.dy)
        if length == 0 {
            v = CGVector(dx: end.x - start.x, dy: end.y - start.y)
            length = hypot(v.dx, v.dy)
            if length == 0 { return .zero }
        }
        return CGVector(dx: v.dx / length, dy: v.dy / length)
    }

    /// The control-point hull's bounding box (start, controls, end) — what `CGPath.boundingBox` counts.
    package var controlBounds: CGRect {
        var points = [start, end]
        switch kind {
        case .line: break
        case .quadCurve(let c): points.append(c)
        case .cubicCurve(let c1, let c2): points += [c1, c2]
        }
        return CGRect.boundingBox(of: points)
    }

    /// The curve's tight bounding box: end points and interior extrema.
    package var bounds: CGRect {
        var points = [start, end]
        if !isLine {
            for t in extremaParameters(\.x) + extremaParameters(\.y) { points.append(point(at: t)) }
        }
        return CGRect.boundingBox(of: points)
    }

    /// The parameters in (0, 1) where the coordinate picked by `axis` has zero derivative.
    package func extremaParameters(_ axis: KeyPath<CGPoint, CGFloat>) -> [CGFloat] {
        if isLine { return [] }
        // d/dt of the cubic = 3·[a t² + b t + c] with these coefficients.
        let p0 = start[keyPath: axis], p1 = control1[keyPath: axis]
        let p2 = control2[keyPath: axis], p3 = end[keyPath: axis]
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        return Self.quadraticRoots(a: a, b: b, c: c).filter { $0 > 0 && $0 < 1 }
    }

    /// The real roots of a t² + b t + c (degrading to the linear case when `a` is negligible).
    static func quadraticRoots(a: CGFloat, b: CGFloat, c: CGFloat) -> [CGFloat] {
        let scale = max(abs(a), abs(b), abs(c))
        guard scale > 0 else { return [] }
        if abs(a) <= 1e-12 * scale {
            return abs(b) <= 1e-12 * scale ? [] : [-c / b]
        }
        let discriminant = b * b - 4 * a * c
        if discriminant < 0 { return [] }
        if discriminant == 0 { return [-b / (2 * a)] }
        // Numerically stable form.
        let q = -(b + (b < 0 ? -1 : 1) * discriminant.squareRoot()) / 2
        return [q / a, c / q]
    }

    // MARK: Length

    /// The arc length, accurate to about 1e-9 relative (adaptive Gauss–Legendre quadrature of |B′(t)|).
    package var length: CGFloat { length(from: 0, to: 1) }

    /// The arc length between parameters `t0` and `t1` (both in 0…1, `t0` ≤ `t1`).
    package func length(from t0: CGFloat, to t1: CGFloat) -> CGFloat {
        if isLine { return hypot(end.x - start.x, end.y - start.y) * (t1 - t0) }
        guard t1 > t0 else { return 0 }
        // Split at a few fixed points first so that a sharp turn cannot hide between the nodes of the
        // whole-interval estimate.
        let pieces = 8
        var total: CGFloat = 0
        for index in 0..<pieces {
            let a = t0 + (t1 - t0) * CGFloat(index) / CGFloat(pieces)
            let b = t0 + (t1 - t0) * CGFloat(index + 1) / CGFloat(pieces)
            let whole = gaussLegendre(a, b)
            total += adaptiveLength(a, b, whole: whole, depth: 0)
        }
        return total
    }

    /// The parameter at which the arc length from the start reaches `distance` (clamped to 0…1).
    package func parameter(atLength distance: CGFloat) -> CGFloat {
        let total = length
        guard total > 0, distance > 0 else { return 0 }
        guard distance < total else { return 1 }
        if isLine { return distance / total }
        var low: CGFloat = 0, high: CGFloat = 1
        var t = distance / total
        for _ in 0..<50 {
            let error = length(from: 0, to: t) - distance
            if abs(error) <= 1e-10 * total { break }
            if error > 0 { high = t } else { low = t }
            let rate = speed(t)
            let newton = rate > 0 ? t - error / rate : .nan
            t = newton > low && newton < high ? newton : (low + high) / 2
        }
        return t
    }

    private func speed(_ t: CGFloat) -> CGFloat {
        let d = derivative(at: t)
        return hypot(d.dx, d.dy)
    }

    private static let nodes: [CGFloat] = [
        -0.9602898564975363, -0.7966664774136267, -0.5255324099163290, -0.1834346424956498,
        0.1834346424956498, 0.5255324099163290, 0.7966664774136267, 0.9602898564975363,
    ]
    private static let weights: [CGFloat] = [
        0.1012285362903763, 0.2223810344533745, 0.3137066458778873, 0.3626837833783620,
        0.3626837833783620, 0.3137066458778873, 0.2223810344533745, 0.1012285362903763,
    ]

    /// 8-point Gauss–Legendre estimate of ∫ₐᵇ |B′(t)| dt.
    private func gaussLegendre(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
        let half = (b - a) / 2, mid = (a + b) / 2
        var sum: CGFloat = 0
        for index in 0..<Self.nodes.count {
            sum += Self.weights[index] * speed(mid + half * Self.nodes[index])
        }
        return sum * half
    }

    private func adaptiveLength(_ a: CGFloat, _ b: CGFloat, whole: CGFloat, depth: Int) -> CGFloat {
        let mid = (a + b) / 2
        let left = gaussLegendre(a, mid), right = gaussLegendre(mid, b)
        let refined = left + right
        if depth >= 12 || abs(refined - whole) <= 1e-12 * max(1, abs(refined)) {
            return refined
        }
        return adaptiveLength(a, mid, whole: left, depth: depth + 1)
            + adaptiveLength(mid, b, whole: right, depth: depth + 1)
    }
}
