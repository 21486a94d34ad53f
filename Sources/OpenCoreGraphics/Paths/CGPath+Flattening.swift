import Foundation

extension CGPath {
    /// The path with every curve replaced by line segments no farther than `threshold` from it, as iOS 16's
    /// `flattened(threshold:)` (`CGPathCreateCopyByFlattening`). Moves and closes are kept.
    public func flattened(threshold: CGFloat) -> CGPath {
        var result: [PathElement] = []
        var cursor = PathCursor()
        for element in elements {
            if let from = cursor.currentPoint, let segment = CGPathSegment(element: element, from: from),
                !segment.isLine
            {
                let points = segment.flattened(tolerance: threshold)
                result += points.dropFirst().map { PathElement.line($0) }
            } else {
                result.append(element)
            }
            cursor.advance(over: element)
        }
        return CGPath(elements: result)
    }

    /// Polylines approximating each subpath within `tolerance` (the largest distance between a curve and
    /// its chords), for renderers. Each polyline starts at its subpath's start; a closed subpath's polyline
    /// ends back at its start (the start point is appended unless the last point already equals it).
    /// Subpaths that draw nothing (a lone move, or a move and a close) are left out. Lines are not
    /// subdivided.
    package func flattened(tolerance: CGFloat) -> [[CGPoint]] {
        var polylines: [[CGPoint]] = []
        for subpath in subpaths where !subpath.segments.isEmpty {
            var polyline = [subpath.start]
            for segment in subpath.segments {
                polyline += segment.flattened(tolerance: tolerance).dropFirst()
            }
            if subpath.isClosed, polyline.last != subpath.start { polyline.append(subpath.start) }
            polylines.append(polyline)
        }
        return polylines
    }
}

extension CGPathSegment {
    /// The most pieces one curve is split into, whatever the tolerance.
    static let maximumFlatteningPieces = 16_384

    /// Points from start to end at equal parameter steps, enough that no chord is farther than `tolerance`
    /// from the curve. The count comes from the Bézier flatness bound: with n equal steps, the distance is
    /// at most d(d−1)/8 · max‖Δ²P‖ / n² for a curve of degree d. A non-positive or non-finite tolerance is
    /// treated as 1e-6 of the curve's size.
    package func flattened(tolerance: CGFloat) -> [CGPoint] {
        let secondDifference: CGFloat
        let factor: CGFloat
        switch kind {
        case .line:
            return [start, end]
        case .quadCurve(let c):
            secondDifference = hypot(start.x - 2 * c.x + end.x, start.y - 2 * c.y + end.y)
            factor = 2.0 / 8
        case .cubicCurve(let c1, let c2):
            secondDifference = max(
                hypot(start.x - 2 * c1.x + c2.x, start.y - 2 * c1.y + c2.y),
                hypot(c1.x - 2 * c2.x + end.x, c1.y - 2 * c2.y + end.y))
            factor = 6.0 / 8
        }
        let size = max(controlBounds.width, controlBounds.height)
        let tolerance = tolerance > 0 && tolerance.isFinite ? tolerance : max(size, 1) * 1e-6
        let estimate = (factor * secondDifference / tolerance).squareRoot().rounded(.up)
        let count = estimate.isFinite ? max(1, min(Self.maximumFlatteningPieces, Int(estimate))) : 1
        var points = [start]
        points.reserveCapacity(count + 1)
        for index in 1..<count { points.append(point(at: CGFloat(index) / CGFloat(count))) }
        points.append(end)
        return points
    }
}
