import Foundation

/// The kind of a path element, Core Graphics' `CGPathElementType`, with Apple's raw values.
public enum CGPathElementType: Int32, Sendable, Hashable {
    /// Starts a new subpath; one point.
    case moveToPoint = 0
    /// A straight line from the current point; one point (the end).
    case addLineToPoint = 1
    /// A quadratic Bézier curve; two points (control, end).
    case addQuadCurveToPoint = 2
    /// A cubic Bézier curve; three points (control 1, control 2, end).
    case addCurveToPoint = 3
    /// Closes the current subpath; no points.
    case closeSubpath = 4
}

/// One element of a path as handed to `CGPath.applyWithBlock(_:)` and `CGPath.apply(info:function:)`,
/// Core Graphics' `CGPathElement`.
///
/// As on Apple platforms, `points` is valid only for the duration of the callback. For `.closeSubpath` it
/// points at storage that holds no meaningful point.
public struct CGPathElement {
    /// The element's kind, which says how many of `points` are meaningful.
    public var type: CGPathElementType
    /// The element's points: see `CGPathElementType` for how many and in which order.
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element of kind `type` whose points are read from `points`.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The callback of `CGPath.apply(info:function:)`, Core Graphics' `CGPathApplierFunction`.
///
/// Apple's is `@convention(c)`; `CGPathElement` is a Swift struct here, which C conventions cannot carry,
/// so this is a plain Swift function type. Non-capturing closures written for Apple's type fit it as is.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void
