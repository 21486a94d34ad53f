import Foundation

/// One subpath as drawn: its start, its segments, and whether it was closed.
package struct CGPathSubpath: Sendable {
    package var start: CGPoint
    /// The drawn segments in order, not counting the closing line.
    package var segments: [CGPathSegment] = []
    /// Whether the subpath ended with `closeSubpath()`.
    package var isClosed = false

    /// The line from the last point back to the start; nil when they coincide.
    package var closingSegment: CGPathSegment? {
        let last = segments.last?.end ?? start
        return last == start ? nil : CGPathSegment(line: last, to: start)
    }

    /// The segments of the outline that is filled: the drawn segments and the closing line, which filling
    /// implies even for an open subpath.
    package var filledSegments: [CGPathSegment] {
        closingSegment.map { segments + [$0] } ?? segments
    }
}

extension CGPath {
    /// The path split into subpaths, following Core Graphics' rules: `move` starts a subpath (a lone move
    /// gives a subpath without segments); a drawing element after `close` starts a new subpath at the
    /// closed subpath's start.
    package var subpaths: [CGPathSubpath] {
        CGPath.subpaths(of: elements)
    }

    package static func subpaths(of elements: [PathElement]) -> [CGPathSubpath] {
        var result: [CGPathSubpath] = []
        var open: CGPathSubpath?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let p):
                if let finished = open { result.append(finished) }
                open = CGPathSubpath(start: p)
                current = p
            case .line, .quad, .cubic:
                guard let from = current ?? open?.start,
                    let segment = CGPathSegment(element: element, from: from)
                else { continue }
                if open == nil { open = CGPathSubpath(start: from) }
                open?.segments.append(segment)
                current = segment.end
            case .close:
                guard var finished = open else { continue }
                finished.isClosed = true
                result.append(finished)
                open = nil
                current = finished.start
            }
        }
        if let finished = open { result.append(finished) }
        return result
    }

    /// The path's drawn segments in order, for `CAKeyframeAnimation.path`: every line and curve element is
    /// one segment (moves contribute none); `closeSubpath()` contributes the line back to the subpath's
    /// start, except when that line has zero length (as after an ellipse), since a zero-length keyframe
    /// would only make the animation pause. Explicit zero-length lines are kept.
    package var segments: [CGPathSegment] {
        subpaths.flatMap { subpath in
            subpath.isClosed ? subpath.filledSegments : subpath.segments
        }
    }
}
