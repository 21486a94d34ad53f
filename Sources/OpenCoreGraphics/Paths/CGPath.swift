import Foundation

/// An immutable graphics path, Core Graphics' `CGPath`: subpaths of lines and quadratic and cubic Bézier
/// curves, built with `CGMutablePath`.
///
/// Paths compare equal when their elements are equal, as `CGPathEqualToPath` does, and hash accordingly
/// (so a `CGMutablePath`'s hash changes when it is mutated, like any mutable collection's).
///
/// Concurrency: a `CGPath` keeps its elements in a `let` and never changes, so it is safe to share
/// between threads. `CGMutablePath` inherits the `Sendable` conformance; it keeps its elements behind a
/// lock, so every individual call is atomic and data-race free. Apple documents mutable paths as not
/// thread-safe; building one path from several threads at once is still a logic error here (the order of
/// the elements is whatever order the calls happen to run in), but it cannot corrupt memory.
open class CGPath: @unchecked Sendable, Hashable, CustomStringConvertible {
    private let storedData: PathData

    /// Makes a path holding `elements` as given (no validation beyond `PathData`'s bookkeeping).
    package init(elements: [PathElement]) {
        storedData = PathData(elements: elements)
    }

    package init(data: PathData) {
        storedData = data
    }

    /// A snapshot of the path's elements and cursor. `CGMutablePath` overrides this to read its locked state.
    package var pathData: PathData { storedData }

    /// The path's elements in a safe, `Sendable` form (an OpenCoreGraphics addition, for renderers).
    package var elements: [PathElement] { pathData.elements }

    // MARK: Queries

    /// Whether the path has no elements, as `CGPathIsEmpty`.
    public var isEmpty: Bool { pathData.elements.isEmpty }

    /// The point where the next element would start, as `CGPathGetCurrentPoint`: the last element's end
    /// point, or the subpath's start after `closeSubpath()`; `.zero` for an empty path.
    public var currentPoint: CGPoint { pathData.cursor.currentPoint ?? .zero }

    // MARK: Copies

    /// An immutable copy, as `CGPathCreateCopy`. An immutable path returns itself, as Core Graphics does
    /// (it retains rather than copies). Optional like Apple's Swift signature; never nil here.
    public func copy() -> CGPath? {
        if type(of: self) == CGPath.self { return self }
        return CGPath(data: pathData)
    }

    /// An immutable copy with every point transformed by `transform` (nil means identity), as
    /// `CGPathCreateCopyByTransformingPath`. Optional like Apple's Swift signature; never nil here.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let transform, !transform.pointee.isIdentity else { return copy() }
        return CGPath(elements: transformedElements(transform.pointee))
    }

    /// A mutable copy, as `CGPathCreateMutableCopy`. Optional like Apple's Swift signature; never nil here.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(data: pathData)
    }

    /// A mutable copy with every point transformed by `transform` (nil means identity), as
    /// `CGPathCreateMutableCopyByTransformingPath`. Optional like Apple's Swift signature; never nil here.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let transform, !transform.pointee.isIdentity else { return mutableCopy() }
        return CGMutablePath(data: PathData(elements: transformedElements(transform.pointee)))
    }

    package func transformedElements(_ transform: CGAffineTransform) -> [PathElement] {
        let elements = self.elements
        return transform.isIdentity ? elements : elements.map { $0.applying(transform) }
    }

    // MARK: Equality

    /// Whether both paths have the same elements with the same points, as `CGPathEqualToPath`.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || lhs.elements == rhs.elements
    }

    /// Hashes the elements, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }

    /// A listing of the elements in the style of Apple's debug description of a path.
    public var description: String {
        var lines = ["\(type(of: self)):"]
        for element in elements {
            let points = element.points.map { "(\($0.x), \($0.y))" }.joined(separator: " ")
            switch element {
            case .move: lines.append("  moveto \(points)")
            case .line: lines.append("    lineto \(points)")
            case .quad: lines.append("    quadto \(points)")
            case .cubic: lines.append("    curveto \(points)")
            case .close: lines.append("    closepath")
            }
        }
        return lines.joined(separator: "\n")
    }
}
