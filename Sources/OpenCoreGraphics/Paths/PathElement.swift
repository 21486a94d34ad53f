import Foundation

/// One element of a path in a safe, `Sendable` form, for renderers and animations elsewhere in the package.
///
/// Mirrors `CGPathElement` without the unsafe pointer: `quad` holds (control, end) and `cubic` holds
/// (control1, control2, end), the order in which `CGPathElement.points` lists them.
package enum PathElement: Sendable, Hashable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close

    /// The element's points in `CGPathElement` order (empty for `close`).
    package var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quad(let c, let p): return [c, p]
        case .cubic(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }

    /// The point the element ends at; nil for `close`, whose end is the subpath's start.
    package var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
        case .close: return nil
        }
    }

    /// The matching `CGPathElementType`.
    package var type: CGPathElementType {
        switch self {
        case .move: return .moveToPoint
        case .line: return .addLineToPoint
        case .quad: return .addQuadCurveToPoint
        case .cubic: return .addCurveToPoint
        case .close: return .closeSubpath
        }
    }

    /// The element with every point mapped through `body`.
    package func mapPoints(_ body: (CGPoint) -> CGPoint) -> PathElement {
        switch self {
        case .move(let p): return .move(body(p))
        case .line(let p): return .line(body(p))
        case .quad(let c, let p): return .quad(body(c), body(p))
        case .cubic(let c1, let c2, let p): return .cubic(body(c1), body(c2), body(p))
        case .close: return .close
        }
    }

    /// The element with every point transformed by `transform`.
    package func applying(_ transform: CGAffineTransform) -> PathElement {
        transform.isIdentity ? self : mapPoints { $0.applying(transform) }
    }

    /// Builds the element of kind `type` from `points` (as listed by `CGPathElement`).
    package init(type: CGPathElementType, points: UnsafePointer<CGPoint>) {
        switch type {
        case .moveToPoint: self = .move(points[0])
        case .addLineToPoint: self = .line(points[0])
        case .addQuadCurveToPoint: self = .quad(points[0], points[1])
        case .addCurveToPoint: self = .cubic(points[0], points[1], points[2])
        case .closeSubpath: self = .close
        }
    }
}

/// Where a path's pen is after a sequence of elements, following Core Graphics' rules: `move` starts a
/// subpath, drawing elements move the current point, and `close` returns the current point to the start of
/// the subpath (which stays the start for drawing elements that follow without a `move`).
package struct PathCursor: Sendable, Hashable {
    /// The first point of the current (or just-closed) subpath; nil before any `move`.
    package var subpathStart: CGPoint?
    /// The current point; nil for an empty path.
    package var currentPoint: CGPoint?

    package init() {}

    package mutating func advance(over element: PathElement) {
        switch element {
        case .move(let p):
            subpathStart = p
            currentPoint = p
        case .line(let p), .quad(_, let p), .cubic(_, _, let p):
            if subpathStart == nil { subpathStart = currentPoint ?? p }
            currentPoint = p
        case .close:
            currentPoint = subpathStart ?? currentPoint
        }
    }
}

/// A path's elements together with the cursor after the last one.
package struct PathData: Sendable {
    package private(set) var elements: [PathElement] = []
    package private(set) var cursor = PathCursor()

    package init() {}

    package init(elements: [PathElement]) {
        self.elements = elements
        for element in elements { cursor.advance(over: element) }
    }

    /// Appends `element` as Core Graphics would. Drawing elements and `close` need a current point and are
    /// ignored without one (Core Graphics logs "no current point" and ignores them); a `close` right after
    /// another `close` is ignored too.
    package mutating func append(_ element: PathElement) {
        switch element {
        case .move: break
        case .line, .quad, .cubic:
            guard cursor.currentPoint != nil else { return }
        case .close:
            guard cursor.currentPoint != nil, let last = elements.last, last != .close else { return }
        }
        elements.append(element)
        cursor.advance(over: element)
    }

    package mutating func append(contentsOf elements: [PathElement]) {
        for element in elements { append(element) }
    }
}
