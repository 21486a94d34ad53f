import Foundation
import OpenCoreGraphics
import OpenQuartzCore

/// A path with drawing attributes (UIKit's `UIBezierPath`), built on `CGMutablePath`, in UIKit's y-down
/// coordinates. The drawing methods paint into the current UIKit graphics context
/// (`UIGraphicsGetCurrentContext()`) and do nothing without one, as in UIKit.
@preconcurrency @MainActor
open class UIBezierPath {
    private var path = CGMutablePath()
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// The stroke width in points; 1 by default, as in UIKit.
    open var lineWidth: CGFloat = 1
    /// How open subpaths' ends are drawn when stroked; `.butt` by default.
    open var lineCapStyle: CGLineCap = .butt
    /// How corners are drawn when stroked; `.miter` by default.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The longest miter, relative to the line width, before a miter join is bevelled; 10 by default.
    open var miterLimit: CGFloat = 10
    /// How accurately curves are flattened, in pixels; UIKit's default 0.6. At the default the context's
    /// own accuracy is kept (OpenCoreGraphics flattens more finely than Core Graphics, see
    /// `CGContext.setFlatness(_:)`); another value is handed to the context while the path draws.
    open var flatness: CGFloat = 0.6
    /// Whether `fill()`, `addClip()` and `contains(_:)` use the even-odd rule instead of non-zero winding
    /// (the default).
    open var usesEvenOddFillRule = false

    /// An empty path with the default attributes.
    public init() {}

    /// A path with a copy of `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    /// A closed rectangle: a move to its top-left, lines to the top-right, bottom-right and bottom-left
    /// corners, and a close.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`, made of four cubic curves.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with all corners rounded by `cornerRadius` (limited to half the shorter side), with
    /// continuous corners as UIKit draws them since iOS 7 (a layer's `cornerCurve = .continuous`).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners,
            cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded by `cornerRadii.width` (UIKit uses the width for both
    /// directions), limited to half the shorter side, with continuous corners as UIKit draws them since iOS 7;
    /// the other corners stay square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        var mask: CACornerMask = []
        if corners.contains(.topLeft) { mask.insert(.layerMinXMinYCorner) }
        if corners.contains(.topRight) { mask.insert(.layerMaxXMinYCorner) }
        if corners.contains(.bottomLeft) { mask.insert(.layerMinXMaxYCorner) }
        if corners.contains(.bottomRight) { mask.insert(.layerMaxXMaxYCorner) }
        self.init(
            cgPath: LayerShape.path(
                bounds: rect, cornerRadius: cornerRadii.width, maskedCorners: mask, curve: .continuous))
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle` (radians, 0 pointing right).
    /// `clockwise` is as seen on screen in UIKit's y-down space.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a straight line from the current point to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a cubic Bézier curve from the current point to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc, joined to the current point by a line when there is one; `clockwise` is as seen on
    /// screen in UIKit's y-down space (Core Graphics' `clockwise` flag is the opposite there).
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a line back to its first point.
    open func close() { path.closeSubpath() }

    /// Removes every element; the drawing attributes stay.
    open func removeAllPoints() { path = CGMutablePath() }

    /// Adds `bezierPath`'s elements after this path's (its attributes are not taken).
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Transforms every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        path = path.mutableCopy(using: [transform]) ?? path
    }

    /// A new path with the same drawing attributes whose subpaths run backwards, in the same order: an
    /// open subpath starts at its old end; a closed one starts at its old start, runs first along the old
    /// closing line (when that line has length) and closes with the old first segment. Curves keep their
    /// control points, swapped.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.copyAttributes(from: self)
        reversed.path = BezierPathReversal.reversed(path)
        return reversed
    }

    // MARK: Queries

    /// A copy of the path's elements; setting it replaces them with a copy of the new path.
    open var cgPath: CGPath {
        get { path.copy() ?? path }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Whether the path has no elements (a lone move counts as an element, as in UIKit).
    open var isEmpty: Bool { path.isEmpty }
    /// The path's bounding box, control points included (as UIKit's `bounds`).
    open var bounds: CGRect { path.boundingBox }
    /// The point the path ends at: where the next line or curve starts; `.zero` for an empty path.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside the area the path encloses (open subpaths closed), by the path's fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Dashes

    /// Sets the dash pattern from `count` lengths at `pattern` (alternately painted and unpainted, in
    /// points), starting `phase` into it; a nil pattern or a count of 0 turns dashing off.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
        dashPhase = phase
    }

    /// Reads the dash pattern, as UIKit: its lengths into `pattern` (which must have room for them; pass nil
    /// first to learn their number), their number into `count` and the phase into `phase`. Each pointer may
    /// be nil.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern {
            for (index, length) in dashPattern.enumerated() { pattern[index] = length }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Drawing into the current context

    /// Fills the area the path encloses with the context's fill colour, by the path's fill rule, with the
    /// context's blend mode and alpha. The context's graphics state is saved and restored around the
    /// drawing, as in UIKit.
    open func fill() {
        paint(stroking: false, blendMode: nil, alpha: 1)
    }

    /// Fills as `fill()` does, combined with what is there by `blendMode` at opacity `alpha`.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        paint(stroking: false, blendMode: blendMode, alpha: alpha)
    }

    /// Strokes the path with the context's stroke colour, blend mode and alpha and the path's line
    /// attributes (width, cap, join, miter limit, dashes). The context's graphics state is saved and
    /// restored around the drawing.
    open func stroke() {
        paint(stroking: true, blendMode: nil, alpha: 1)
    }

    /// Strokes as `stroke()` does, combined with what is there by `blendMode` at opacity `alpha`.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        paint(stroking: true, blendMode: blendMode, alpha: alpha)
    }

    /// Intersects the current context's clipping area with the area the path encloses, by its fill rule.
    /// (Not undone by the path: save and restore the context's state around it, as in UIKit.)
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Fills or strokes the path in the current context, with `blendMode` and `alpha` when a blend mode
    /// is given and the context's own otherwise.
    private func paint(stroking: Bool, blendMode: CGBlendMode?, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        if let blendMode {
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
        }
        if flatness != 0.6 { context.setFlatness(flatness) }
        context.addPath(path)
        if stroking {
            context.setLineWidth(lineWidth)
            context.setLineCap(lineCapStyle)
            context.setLineJoin(lineJoinStyle)
            context.setMiterLimit(miterLimit)
            context.setLineDash(phase: dashPhase, lengths: dashPattern)
            context.strokePath()
        } else {
            context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        }
        context.restoreGState()
    }

    private func copyAttributes(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }
}
