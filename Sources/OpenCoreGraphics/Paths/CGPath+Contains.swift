import Foundation

extension CGPath {
    /// Whether `point` is inside the area that filling the path with `rule` would paint, as
    /// `CGPathContainsPoint`; `transform` is applied to the path first. Every subpath is implicitly
    /// closed, as filling does.
    ///
    /// Exact for lines and curves: the winding number is computed from the crossings of a horizontal ray
    /// with each segment, solving the curves (split at their y extrema into monotonic pieces) rather than
    /// flattening them. Points exactly on the outline may count either way, as in Core Graphics, which does
    /// not define them.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        let winding = windingNumber(of: point, transform: transform)
        switch rule {
        case .winding: return winding != 0
        case .evenOdd: return winding % 2 != 0
        }
    }

    /// The winding number of the path (each subpath implicitly closed) around `point`: the signed count of
    /// crossings of the ray from `point` towards +x, +1 for segments going towards +y.
    package func windingNumber(of point: CGPoint, transform: CGAffineTransform = .identity) -> Int {
        var winding = 0
        for subpath in CGPath.subpaths(of: transformedElements(transform)) {
            for segment in subpath.filledSegments {
                winding += segment.crossings(ofRayFrom: point)
            }
        }
        return winding
    }
}

extension CGPathSegment {
    /// The signed crossings of the ray from `point` towards +x: +1 per crossing going towards +y, −1 per
    /// crossing going towards −y. Each y-monotonic piece counts the half-open y range [low, high), so a ray
    /// through a shared end point counts once.
    func crossings(ofRayFrom point: CGPoint) -> Int {
        let ys = [start.y, control1.y, control2.y, end.y]
        guard let minY = ys.min(), let maxY = ys.max(), point.y >= minY, point.y <= maxY else { return 0 }
        let maxX = max(start.x, control1.x, control2.x, end.x)
        guard maxX > point.x else { return 0 }
        let breaks = [0] + extremaParameters(\.y).sorted() + [1]
        var total = 0
        for index in 0..<(breaks.count - 1) {
            let t0 = breaks[index], t1 = breaks[index + 1]
            let y0 = index == 0 ? start.y : self.point(at: t0).y
            let y1 = index == breaks.count - 2 ? end.y : self.point(at: t1).y
            guard y0 != y1 else { continue }
            let low = min(y0, y1), high = max(y0, y1)
            guard point.y >= low, point.y < high else { continue }
            let t = solveY(point.y, from: t0, y0, to: t1, y1)
            if self.point(at: t).x > point.x { total += y1 > y0 ? 1 : -1 }
        }
        return total
    }

    /// The parameter in [t0, t1] where y = target on a piece that is monotonic in y, by bisection (to the
    /// precision of `CGFloat`).
    private func solveY(_ target: CGFloat, from t0: CGFloat, _ y0: CGFloat, to t1: CGFloat, _ y1: CGFloat) -> CGFloat {
        if isLine { return t0 + (t1 - t0) * (target - y0) / (y1 - y0) }
        var low = t0, high = t1
        let increasing = y1 > y0
        for _ in 0..<64 {
            let mid = (low + high) / 2
            guard mid > low, mid < high else { break }
            let y = point(at: mid).y
            if y == target { return mid }
            if (y < target) == increasing { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}
