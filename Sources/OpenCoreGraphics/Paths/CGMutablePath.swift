import Foundation

/// A mutable graphics path, Core Graphics' `CGMutablePath`, with the Swift method names of Apple's
/// CoreGraphics overlay. Every `transform` parameter (default identity) is applied to the points before
/// they are added.
///
/// Elements that need a current point (lines, curves, `closeSubpath()`, tangent arcs) are ignored on a
/// path without one, as Core Graphics does (it also logs "no current point"). After `closeSubpath()` the
/// current point is the start of the closed subpath, and a drawing element that follows without a move
/// starts a new subpath there (no move element is inserted). Consecutive moves are all kept.
///
/// The elements live behind a lock, so each call is atomic; see `CGPath` for the concurrency story.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    private let lock = NSLock()
    private var data: PathData

    /// An empty mutable path, as `CGPathCreateMutable`.
    public init() {
        data = PathData()
        super.init(elements: [])
    }

    package override init(data: PathData) {
        self.data = data
        super.init(elements: [])
    }

    package override init(elements: [PathElement]) {
        data = PathData(elements: elements)
        super.init(elements: [])
    }

    package override var pathData: PathData {
        lock.lock()
        defer { lock.unlock() }
        return data
    }

    private func mutate(_ body: (inout PathData) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body(&data)
    }

    // MARK: Lines and curves

    /// Starts a new subpath at `point`, as `CGPathMoveToPoint`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        mutate { $0.append(.move(point.applying(transform))) }
    }

    /// Adds a line from the current point to `point`, as `CGPathAddLineToPoint`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        mutate { $0.append(.line(point.applying(transform))) }
    }

    /// Moves to the first point and adds lines to the others, as `CGPathAddLines`; nothing for no points.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        mutate { data in
            data.append(.move(first.applying(transform)))
            for point in points.dropFirst() { data.append(.line(point.applying(transform))) }
        }
    }

    /// Adds a quadratic Bézier curve from the current point, as `CGPathAddQuadCurveToPoint`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        mutate { $0.append(.quad(control.applying(transform), end.applying(transform))) }
    }

    /// Adds a cubic Bézier curve from the current point, as `CGPathAddCurveToPoint`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        mutate {
            $0.append(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
        }
    }

    /// Closes the current subpath with a straight line back to its start, as `CGPathCloseSubpath`. Ignored
    /// on an empty path and right after another close.
    public func closeSubpath() {
        mutate { $0.append(.close) }
    }

    // MARK: Shapes

    /// Adds a closed rectangle, as `CGPathAddRect`: move to (minX, minY), lines to (maxX, minY),
    /// (maxX, maxY) and (minX, maxY), close — counter-clockwise in y-up space, clockwise on screen in
    /// UIKit's y-down space. The rectangle is standardized first.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        mutate { PathShapes.appendRect(rect, transform: transform, to: &$0) }
    }

    /// Adds each rectangle as `addRect(_:transform:)` does, as `CGPathAddRects`.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        mutate { data in
            for rect in rects { PathShapes.appendRect(rect, transform: transform, to: &data) }
        }
    }

    /// Adds a closed rounded rectangle, as `CGPathAddRoundedRect`: each corner is a quarter ellipse of
    /// radii `cornerWidth` × `cornerHeight` drawn as one cubic Bézier.
    ///
    /// Elements: move (maxX, minY + cornerHeight), then alternately a line along a side and a corner curve,
    /// going through (maxX, maxY), (minX, maxY), (minX, minY), (maxX, minY) corners, then close — 10
    /// elements for any positive corner size, in the same direction as `addRect(_:transform:)`. Apple does
    /// not document the start point; this one is the ellipse's start when the corners take half the sides.
    /// A corner size of zero or less adds a plain rectangle (5 elements), so a rounded rectangle animates
    /// to another rounded rectangle but not to one with zero corners. Apple traps on corner sizes over half
    /// the side; OpenCoreGraphics clamps them to half the side.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        mutate {
            PathShapes.appendRoundedRect(
                rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                transform: transform, to: &$0)
        }
    }

    /// Adds a closed ellipse inscribed in `rect`, as `CGPathAddEllipseInRect`: move to the right-most point
    /// (maxX, midY), then four cubic quarter-ellipses through (midX, maxY), (minX, midY) and (midX, minY)
    /// back to the start, then close. That is Apple's exact element sequence: counter-clockwise in y-up
    /// space, clockwise on screen in UIKit's y-down space (Apple's docs call it clockwise).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        mutate { PathShapes.appendEllipse(in: rect, transform: transform, to: &$0) }
    }

    // MARK: Arcs

    /// Adds a circular arc, as `CGPathAddArc`. Angles are in radians from the x axis; `clockwise` false
    /// sweeps towards increasing angles (counter-clockwise in y-up space, which is clockwise on screen in
    /// UIKit's y-down space — the reverse of `UIBezierPath`'s flag), true towards decreasing angles.
    ///
    /// If the path has a current point, a line is added from it to the arc's start (even when they
    /// coincide, so that paths built by the same calls have the same structure); otherwise the arc starts
    /// with a move. The sweep is `endAngle − startAngle` reduced modulo 2π into (0, 2π] (into [−2π, 0) when
    /// `clockwise`): a sweep against the direction goes the long way round, any non-zero multiple of 2π is
    /// one full circle, and equal angles add only the line or move to the start (Apple does not document
    /// its reduction; this is the usual one). The arc itself is ⌈|sweep| / 90°⌉ equal cubic Béziers (Apple
    /// also uses cubics of at most 90°). With a non-uniform `transform` the arc becomes elliptical, as in
    /// Core Graphics.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let sweep = PathShapes.arcSweep(startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        mutate {
            PathShapes.appendArc(
                center: center, radius: radius, startAngle: startAngle, delta: sweep,
                transform: transform, to: &$0)
        }
    }

    /// Adds a circular arc from `startAngle` through `delta` radians, as `CGPathAddRelativeArc`: positive
    /// `delta` sweeps towards increasing angles (counter-clockwise in y-up space), negative towards
    /// decreasing ones; more than a full turn is drawn as is. Line or move to the start and cubic pieces as
    /// in `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        mutate {
            PathShapes.appendArc(
                center: center, radius: radius, startAngle: startAngle, delta: delta,
                transform: transform, to: &$0)
        }
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to the line
    /// from `tangent1End` to `tangent2End`, as `CGPathAddArcToPoint`: a line from the current point to the
    /// first tangent point when they differ, then the arc (one or two cubics) ending at the second tangent
    /// point. With a zero radius or when the three points are collinear or coincide, a line to
    /// `tangent1End` is added instead; without a current point nothing is added.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        mutate {
            PathShapes.appendTangentArc(
                tangent1End: tangent1End, tangent2End: tangent2End, radius: radius,
                transform: transform, to: &$0)
        }
    }

    // MARK: Paths

    /// Appends `path`'s elements, transformed, as `CGPathAddPath`. Adding a path to itself appends a copy
    /// of its current elements.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let elements = path.transformedElements(transform)
        mutate { $0.append(contentsOf: elements) }
    }
}
