import Foundation
import OpenCoreGraphics
import OpenQuartzCore

/// The corners of a rectangle (UIKit's `UIRectCorner`).
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path with drawing attributes (UIKit's `UIBezierPath`), built on `CGMutablePath`. Drawing methods
/// paint into the current UIKit graphics context (`UIGraphicsGetCurrentContext()`).
@MainActor
open class UIBezierPath {
    private var path = CGMutablePath()

    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public init() {}

    public init(cgPath: CGPath) {
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with all corners rounded by `cornerRadius` (limited to half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded by circular arcs of `cornerRadii.width` (UIKit uses the
    /// width for both directions), limited to half the shorter side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        var mask: CACornerMask = []
        if corners.contains(.topLeft) { mask.insert(.layerMinXMinYCorner) }
        if corners.contains(.topRight) { mask.insert(.layerMaxXMinYCorner) }
        if corners.contains(.bottomLeft) { mask.insert(.layerMinXMaxYCorner) }
        if corners.contains(.bottomRight) { mask.insert(.layerMaxXMaxYCorner) }
        self.init(cgPath: LayerShape.path(bounds: rect, cornerRadius: cornerRadii.width, maskedCorners: mask))
    }

    /// An arc. `clockwise` is in UIKit's y-down coordinates, where it looks clockwise on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    // MARK: Building

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc; `clockwise` is as seen on screen in UIKit's y-down space (Core Graphics' `clockwise`
    /// flag is the opposite there).
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    public func close() { path.closeSubpath() }
    public func removeAllPoints() { path = CGMutablePath() }
    public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    public func apply(_ transform: CGAffineTransform) {
        path = path.mutableCopy(using: [transform]) ?? path
    }

    // MARK: Queries

    public var cgPath: CGPath {
        get { path.copy() ?? path }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    public var isEmpty: Bool { path.isEmpty }
    /// The path's bounding box, control points included (as UIKit).
    public var bounds: CGRect { path.boundingBox }
    public var currentPoint: CGPoint { path.currentPoint }

    public func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        dashPhase = phase
    }

    // MARK: Drawing into the current context

    /// Fills the path with the context's fill colour.
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Strokes the path with the context's stroke colour and the path's line attributes.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        if !dashPattern.isEmpty { context.setLineDash(phase: dashPhase, lengths: dashPattern) }
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
