import Foundation

/// The element sequences of Core Graphics' shape helpers (rectangles, ellipses, rounded rectangles, arcs),
/// shared by `CGPath`'s initializers and `CGMutablePath`'s `add…` methods.
///
/// All shapes run in the direction of increasing angle (x axis towards y axis): counter-clockwise in Core
/// Graphics' y-up space, which is clockwise on screen in UIKit's y-down space.
package enum PathShapes {
    /// The distance of a quarter-circle cubic's control points from its end points, per unit radius:
    /// 4/3·(√2 − 1) ≈ 0.5522847498, the constant Core Graphics uses for ellipses.
    package static let kappa: CGFloat = 4 * (2.0.squareRoot() - 1) / 3

    /// move (minX, minY), lines to (maxX, minY), (maxX, maxY), (minX, maxY), close — Apple's order. The
    /// rectangle is standardized first.
    package static func appendRect(_ rect: CGRect, transform: CGAffineTransform, to data: inout PathData) {
        let r = rect.standardized
        let points = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
        ].map { $0.applying(transform) }
        data.append(.move(points[0]))
        for point in points.dropFirst() { data.append(.line(point)) }
        data.append(.close)
    }

    /// move to the right-most point (maxX, midY), then four cubic quarter-ellipses through (midX, maxY),
    /// (minX, midY), (midX, minY) and back, then close — the elements Apple's Core Graphics produces.
    package static func appendEllipse(in rect: CGRect, transform: CGAffineTransform, to data: inout PathData) {
        let r = rect.standardized
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = rx * kappa, ky = ry * kappa
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        data.append(.move(p(cx + rx, cy)))
        data.append(.cubic(p(cx + rx, cy + ky), p(cx + kx, cy + ry), p(cx, cy + ry)))
        data.append(.cubic(p(cx - kx, cy + ry), p(cx - rx, cy + ky), p(cx - rx, cy)))
        data.append(.cubic(p(cx - rx, cy - ky), p(cx - kx, cy - ry), p(cx, cy - ry)))
        data.append(.cubic(p(cx + kx, cy - ry), p(cx + rx, cy - ky), p(cx + rx, cy)))
        data.append(.close)
    }

    /// A rounded rectangle: with both corner sizes positive (each clamped to half the rectangle's side),
    /// move (maxX, minY + h), then line / quarter-ellipse cubic pairs around the corners (maxX, maxY),
    /// (minX, maxY), (minX, minY), (maxX, minY), then close — 10 elements whatever the corner size, so
    /// paths of different corner sizes interpolate (lines may have zero length when a corner takes half
    /// the side). A corner size of zero or less gives `appendRect`'s 5 elements instead.
    ///
    /// Apple does not document the start point; this one matches the ellipse's, so that a rounded
    /// rectangle with corners of half its size starts where the inscribed ellipse does. Apple traps when a
    /// corner is more than half the side; OpenCoreGraphics clamps.
    package static func appendRoundedRect(
        _ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform,
        to data: inout PathData
    ) {
        let r = rect.standardized
        guard cornerWidth > 0, cornerHeight > 0 else {
            appendRect(r, transform: transform, to: &data)
            return
        }
        let w = min(cornerWidth, r.width / 2), h = min(cornerHeight, r.height / 2)
        let kx = w * kappa, ky = h * kappa
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        let x0 = r.minX, x1 = r.maxX, y0 = r.minY, y1 = r.maxY
        data.append(.move(p(x1, y0 + h)))
        data.append(.line(p(x1, y1 - h)))
        data.append(.cubic(p(x1, y1 - h + ky), p(x1 - w + kx, y1), p(x1 - w, y1)))
        data.append(.line(p(x0 + w, y1)))
        data.append(.cubic(p(x0 + w - kx, y1), p(x0, y1 - h + ky), p(x0, y1 - h)))
        data.append(.line(p(x0, y0 + h)))
        data.append(.cubic(p(x0, y0 + h - ky), p(x0 + w - kx, y0), p(x0 + w, y0)))
        data.append(.line(p(x1 - w, y0)))
        data.append(.cubic(p(x1 - w + kx, y0), p(x1, y0 + h - ky), p(x1, y0 + h)))
        data.append(.close)
    }

    // MARK: Arcs

    /// The point at `angle` on the circle (x = cos, y = sin: angles increase from the x axis towards the
    /// y axis).
    package static func point(center: CGPoint, radius: CGFloat, angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    /// Cubic Béziers (control1, control2, end) approximating the arc from `startAngle` through `delta`
    /// radians (positive: increasing angle), split into ⌈|delta| / 90°⌉ equal pieces, none over 90°.
    /// Empty for a zero or non-finite `delta`.
    package static func arcCurves(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat
    ) -> [(CGPoint, CGPoint, CGPoint)] {
        guard delta != 0, delta.isFinite, startAngle.isFinite else { return [] }
        // A hair of slack so that exact multiples of 90° (which arrive with rounding error) are not split
        // into an extra sliver.
        let count = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / CGFloat(count)
        let handle = radius * 4 / 3 * tan(step / 4)
        var curves: [(CGPoint, CGPoint, CGPoint)] = []
        curves.reserveCapacity(count)
        for index in 0..<count {
            let a0 = startAngle + step * CGFloat(index)
            let a1 = index == count - 1 ? startAngle + delta : a0 + step
            let p0 = point(center: center, radius: radius, angle: a0)
            let p1 = point(center: center, radius: radius, angle: a1)
            let c1 = CGPoint(x: p0.x - handle * sin(a0), y: p0.y + handle * cos(a0))
            let c2 = CGPoint(x: p1.x + handle * sin(a1), y: p1.y - handle * cos(a1))
            curves.append((c1, c2, p1))
        }
        return curves
    }

    /// Appends an arc as `CGPathAddRelativeArc` does: a line from the current point to the arc's start
    /// (a move there when the path has no current point), then the arc's cubic pieces, all transformed.
    package static func appendArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform,
        to data: inout PathData
    ) {
        guard startAngle.isFinite, delta.isFinite else { return }
        let start = point(center: center, radius: radius, angle: startAngle).applying(transform)
        data.append(data.cursor.currentPoint == nil ? .move(start) : .line(start))
        for (c1, c2, end) in arcCurves(center: center, radius: radius, startAngle: startAngle, delta: delta) {
            data.append(.cubic(c1.applying(transform), c2.applying(transform), end.applying(transform)))
        }
    }

    /// The signed sweep of `CGPathAddArc`: from `startAngle` to `endAngle` in the direction of increasing
    /// angle when `clockwise` is false (counter-clockwise in y-up space), decreasing when true. The
    /// difference is reduced modulo 2π into (0, 2π] (or [−2π, 0) when clockwise), so a sweep against the
    /// direction goes the long way round and any non-zero multiple of 2π is one full circle; equal angles
    /// give no arc. Apple does not document its reduction; this is the usual one.
    package static func arcSweep(startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) -> CGFloat {
        let delta = endAngle - startAngle
        guard delta != 0, delta.isFinite else { return 0 }
        let turn = 2 * CGFloat.pi
        var sweep = delta.truncatingRemainder(dividingBy: turn)
        if clockwise {
            if sweep >= 0 { sweep -= turn }
        } else {
            if sweep <= 0 { sweep += turn }
        }
        return sweep
    }

    /// Appends `CGPathAddArcToPoint`'s figure: the arc of `radius` tangent to the line from the current
    /// point to `tangent1End` and to the line from `tangent1End` to `tangent2End`, preceded by a line from
    /// the current point to the first tangent point when they differ. Degenerate input (no current point
    /// → nothing; a zero radius, coincident or collinear points → a line to `tangent1End`).
    package static func appendTangentArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform,
        to data: inout PathData
    ) {
        guard let current = data.cursor.currentPoint else { return }
        // Work in user space so that the arc is circular before the transform.
        let inverse = transform.inverted()
        let p0 = transform.isIdentity ? current : current.applying(inverse)
        let p1 = tangent1End, p2 = tangent2End
        let v1 = CGVector(dx: p0.x - p1.x, dy: p0.y - p1.y)
        let v2 = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let l1 = hypot(v1.dx, v1.dy), l2 = hypot(v2.dx, v2.dy)
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard radius > 0, radius.isFinite, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            data.append(.line(p1.applying(transform)))
            return
        }
        let u1 = CGVector(dx: v1.dx / l1, dy: v1.dy / l1), u2 = CGVector(dx: v2.dx / l2, dy: v2.dy / l2)
        let cosine = max(-1, min(1, u1.dx * u2.dx + u1.dy * u2.dy))
        let half = acos(cosine) / 2  // half the angle between the two lines at tangent1End
        let distance = radius / tan(half)
        let t1 = CGPoint(x: p1.x + u1.dx * distance, y: p1.y + u1.dy * distance)
        let t2 = CGPoint(x: p1.x + u2.dx * distance, y: p1.y + u2.dy * distance)
        var bisector = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bisectorLength = hypot(bisector.dx, bisector.dy)
        bisector = CGVector(dx: bisector.dx / bisectorLength, dy: bisector.dy / bisectorLength)
        let centerDistance = radius / sin(half)
        let center = CGPoint(x: p1.x + bisector.dx * centerDistance, y: p1.y + bisector.dy * centerDistance)
        let startAngle = atan2(t1.y - center.y, t1.x - center.x)
        // The arc turns the same way as the path turns at tangent1End; its sweep is π minus the angle
        // between the lines.
        let sweep = (CGFloat.pi - 2 * half) * (cross > 0 ? -1 : 1)
        let start = t1.applying(transform)
        if start != current { data.append(.line(start)) }
        let curves = arcCurves(center: center, radius: radius, startAngle: startAngle, delta: sweep)
        for (index, (c1, c2, end)) in curves.enumerated() {
            let last = index == curves.count - 1
            data.append(.cubic(c1.applying(transform), c2.applying(transform), (last ? t2 : end).applying(transform)))
        }
    }
}
