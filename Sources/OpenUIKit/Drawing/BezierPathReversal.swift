import Foundation
import OpenCoreGraphics

/// Reverses the subpaths of a path, for `UIBezierPath.reversing()`.
enum BezierPathReversal {
    /// `path` with every subpath running backwards, the subpaths in their order.
    static func reversed(_ path: CGPath) -> CGMutablePath {
        let result = CGMutablePath()
        for subpath in path.subpaths {
            append(subpath, to: result)
        }
        return result
    }

    private static func append(_ subpath: CGPathSubpath, to path: CGMutablePath) {
        guard subpath.isClosed else {
            path.move(to: subpath.segments.last?.end ?? subpath.start)
            for segment in subpath.segments.reversed() { add(segment, to: path) }
            return
        }
        path.move(to: subpath.start)
        if let closing = subpath.closingSegment { path.addLine(to: closing.start) }
        for (index, segment) in subpath.segments.enumerated().reversed() {
            // The first segment, when a line, is the new closing line.
            if index == 0 && segment.isLine { continue }
            add(segment, to: path)
        }
        path.closeSubpath()
    }

    /// Adds `segment` run backwards: from its end to its start.
    private static func add(_ segment: CGPathSegment, to path: CGMutablePath) {
        switch segment.kind {
        case .line: path.addLine(to: segment.start)
        case .quadCurve(let control): path.addQuadCurve(to: segment.start, control: control)
        case .cubicCurve(let control1, let control2):
            path.addCurve(to: segment.start, control1: control2, control2: control1)
        }
    }
}
