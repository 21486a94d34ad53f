import CCairo
import Foundation

extension CGContext {
    // MARK: Building the current path

    /// Discards the current path and starts a new one, as Apple's `beginPath()`.
    public func beginPath() {
        devicePath = PathData()
    }

    /// Starts a new subpath at `point`, as Apple's `move(to:)`.
    public func move(to point: CGPoint) {
        devicePath.append(.move(point.applying(deviceMatrix)))
    }

    /// Adds a line from the current point to `point`, as Apple's `addLine(to:)`. Ignored without a
    /// current point (Core Graphics logs an error and ignores it too).
    public func addLine(to point: CGPoint) {
        devicePath.append(.line(point.applying(deviceMatrix)))
    }

    /// Adds a sequence of connected lines: a move to the first point, lines to the others, as Apple's
    /// `addLines(between:)`.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        let transform = deviceMatrix
        devicePath.append(.move(first.applying(transform)))
        for point in points.dropFirst() { devicePath.append(.line(point.applying(transform))) }
    }

    /// Adds a cubic Bézier curve from the current point, as Apple's `addCurve(to:control1:control2:)`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        let t = deviceMatrix
        devicePath.append(.cubic(control1.applying(t), control2.applying(t), end.applying(t)))
    }

    /// Adds a quadratic Bézier curve from the current point, as Apple's `addQuadCurve(to:control:)`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let t = deviceMatrix
        devicePath.append(.quad(control.applying(t), end.applying(t)))
    }

    /// Closes the current subpath with a line back to its start, as Apple's `closePath()`.
    public func closePath() {
        devicePath.append(.close)
    }

    /// Adds a closed rectangular subpath, as Apple's `addRect(_:)`.
    public func addRect(_ rect: CGRect) {
        PathShapes.appendRect(rect, transform: deviceMatrix, to: &devicePath)
    }

    /// Adds a closed rectangular subpath for each rectangle, as Apple's `addRects(_:)`.
    public func addRects(_ rects: [CGRect]) {
        let t = deviceMatrix
        for rect in rects { PathShapes.appendRect(rect, transform: t, to: &devicePath) }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubic curves, as Apple's
    /// `addEllipse(in:)`.
    public func addEllipse(in rect: CGRect) {
        PathShapes.appendEllipse(in: rect, transform: deviceMatrix, to: &devicePath)
    }

    /// Adds a circular arc, preceded by a line from the current point to the arc's start if there is a
    /// current point, as Apple's `addArc(center:radius:startAngle:endAngle:clockwise:)`.
    ///
    /// Angles are in radians from the x axis towards the y axis of user space, and `clockwise` refers to
    /// user space with y up: in a flipped (UIKit) context, where y points down, an arc with `clockwise`
    /// true therefore appears counter-clockwise on screen — exactly as on iOS.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let sweep = PathShapes.arcSweep(startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        PathShapes.appendArc(
            center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: deviceMatrix,
            to: &devicePath)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to the line
    /// from `tangent1End` to `tangent2End`, preceded by a line to the arc's start, as Apple's
    /// `addArc(tangent1End:tangent2End:radius:)`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        PathShapes.appendTangentArc(
            tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: deviceMatrix, to: &devicePath
        )
    }

    /// Adds the elements of `path`, transformed by the CTM, as Apple's `addPath(_:)`.
    public func addPath(_ path: CGPath) {
        devicePath.append(contentsOf: path.transformedElements(deviceMatrix))
    }

    // MARK: Querying the current path

    /// Whether the current path has no elements, as Apple's `isPathEmpty`.
    public var isPathEmpty: Bool { devicePath.elements.isEmpty }

    /// The current point in user space, as Apple's `currentPointOfPath`; `.zero` without a path.
    public var currentPointOfPath: CGPoint {
        guard let point = devicePath.cursor.currentPoint else { return .zero }
        return point.applying(deviceMatrix.inverted())
    }

    /// The smallest rectangle in user space containing every point of the current path, control points
    /// included, as Apple's `boundingBoxOfPath`; `CGRect.null` for an empty path. (The path is kept in
    /// device space, so under a rotated CTM this is the box of the points mapped back to user space.)
    public var boundingBoxOfPath: CGRect {
        let inverse = deviceMatrix.inverted()
        return CGRect.boundingBox(of: devicePath.elements.flatMap(\.points).map { $0.applying(inverse) })
    }

    /// A copy of the current path in user space, as Apple's `path`; nil when the path is empty.
    public var path: CGPath? {
        guard !devicePath.elements.isEmpty else { return nil }
        let inverse = deviceMatrix.inverted()
        return CGPath(elements: devicePath.elements.map { $0.applying(inverse) })
    }

    /// Whether `point` (user space) is inside the current path for `mode`, as Apple's
    /// `pathContains(_:mode:)`: filled modes test the fill with their rule, stroke modes the stroke.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        loadPath(into: cairo)
        defer { cairo_new_path(cairo) }
        let x = Double(point.x), y = Double(point.y)
        switch mode {
        case .stroke:
            return cairo_in_stroke(cairo, x, y) != 0
        case .fill, .eoFill, .fillStroke, .eoFillStroke:
            let evenOdd = mode == .eoFill || mode == .eoFillStroke
            cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            let inFill = cairo_in_fill(cairo, x, y) != 0
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            return inFill || ((mode == .fillStroke || mode == .eoFillStroke) && cairo_in_stroke(cairo, x, y) != 0)
        }
    }

    /// Loads the current path into cairo (cairo's path lives in device space too, so the CTM is set to
    /// identity while the device-space points are added, then restored for stroking).
    package func loadPath(into cr: OpaquePointer) {
        let saved = CairoSupport.currentMatrix(cr)
        cairo_new_path(cr)
        cairo_identity_matrix(cr)
        CairoSupport.appendPath(devicePath.elements, to: cr)
        CairoSupport.setMatrix(cr, saved)
    }
}
