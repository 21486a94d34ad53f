import Foundation

extension CGPath {
    /// The smallest rectangle containing every point of every element, control points included, as
    /// `CGPathGetBoundingBox`; `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        CGRect.boundingBox(of: elements.flatMap(\.points))
    }

    /// The smallest rectangle containing the path as drawn — end points and the curves' extrema, not
    /// their control points — as `CGPathGetPathBoundingBox`; `CGRect.null` for an empty path. Points of
    /// moves count too (also for a trailing lone move), as they do for `boundingBox`.
    public var boundingBoxOfPath: CGRect {
        var result = CGRect.null
        for subpath in subpaths {
            result = result.union(CGRect(origin: subpath.start, size: .zero))
            for segment in subpath.segments { result = result.union(segment.bounds) }
        }
        return result
    }

    /// Whether the path is exactly one axis-aligned rectangle, as `CGPathIsRect`; if so and `rect` is
    /// non-nil, stores the (standardized) rectangle there.
    ///
    /// Accepted: a move and three lines to the other corners (in either direction, starting at any corner),
    /// optionally a fourth line back to the start, then `closeSubpath()`. Apple does not document its exact
    /// criteria; an unclosed outline is not treated as a rectangle here.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var elements = self.elements
        guard elements.count == 5 || elements.count == 6, elements.last == .close else { return false }
        elements.removeLast()
        guard case .move(let p0) = elements[0] else { return false }
        var corners = [p0]
        for element in elements.dropFirst() {
            guard case .line(let p) = element else { return false }
            corners.append(p)
        }
        if corners.count == 5 {
            guard corners[4] == p0 else { return false }
            corners.removeLast()
        }
        // Sides alternate between horizontal and vertical, starting with either.
        func horizontal(_ a: CGPoint, _ b: CGPoint) -> Bool { a.y == b.y }
        func vertical(_ a: CGPoint, _ b: CGPoint) -> Bool { a.x == b.x }
        let sides = (0..<4).map { (corners[$0], corners[($0 + 1) % 4]) }
        let horizontalFirst = sides.enumerated().allSatisfy { index, side in
            index % 2 == 0 ? horizontal(side.0, side.1) : vertical(side.0, side.1)
        }
        let verticalFirst = sides.enumerated().allSatisfy { index, side in
            index % 2 == 0 ? vertical(side.0, side.1) : horizontal(side.0, side.1)
        }
        guard horizontalFirst || verticalFirst else { return false }
        rect?.pointee = CGRect.boundingBox(of: corners)
        return true
    }
}
