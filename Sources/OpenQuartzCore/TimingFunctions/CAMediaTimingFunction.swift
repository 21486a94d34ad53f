import Foundation

/// A cubic Bézier pacing curve for animations (Core Animation's `CAMediaTimingFunction`).
///
/// The curve runs from (0,0) to (1,1) through two control points; an animation maps its linear
/// progress x to the curve's y. Apple's class is an `NSObject` subclass; ours is a plain immutable,
/// `Sendable` class with the same initializers and `getControlPoint(at:values:)`.
///
/// Deliberate differences and choices (Apple documents none of these):
/// - Control points are stored as `Float`, as in Apple's API. An x coordinate outside [0, 1] is clamped
///   into [0, 1] (Core Animation does the same for x, so that x(t) stays monotone); y coordinates are kept
///   as given, so overshooting curves such as (0.5, −0.5, 0.5, 1.5) work. A non-finite coordinate is
///   replaced by the corresponding coordinate of the linear curve (c1 = (0,0), c2 = (1,1)).
/// - Equality and hashing compare the four control points only: `CAMediaTimingFunction(name: .linear)`
///   equals `CAMediaTimingFunction(controlPoints: 0, 0, 1, 1)`.
/// - `description` is the name for a named curve (Apple's dumps print e.g. `easeInEaseOut`) and
///   `CAMediaTimingFunction(c1x, c1y, c2x, c2y)` otherwise.
public final class CAMediaTimingFunction: Sendable, Hashable, CustomStringConvertible {
    /// The first inner control point, after clamping of x.
    private let c1: (x: Float, y: Float)
    /// The second inner control point, after clamping of x.
    private let c2: (x: Float, y: Float)
    /// The predefined name this function was created from, if any (used only by `description`).
    private let name: CAMediaTimingFunctionName?
    /// The curve, in `Double`, built once from the stored `Float` control points.
    private let bezier: UnitCubicBezier

    /// One of the predefined curves, with the control points Apple documents:
    ///
    /// | name | c1 | c2 |
    /// |---|---|---|
    /// | linear | (0,0) | (1,1) |
    /// | easeIn | (0.42,0) | (1,1) |
    /// | easeOut | (0,0) | (0.58,1) |
    /// | easeInEaseOut | (0.42,0) | (0.58,1) |
    /// | default | (0.25,0.1) | (0.25,1) |
    ///
    /// An unknown name gives the linear curve. (Apple's `functionWithName:` is believed to return nil
    /// there; a linear curve is what an animation with no timing function does, so that is the fallback.)
    public convenience init(name: CAMediaTimingFunctionName) {
        let known: CAMediaTimingFunctionName?
        let points: (Float, Float, Float, Float)
        switch name {
        case .linear: known = name; points = (0, 0, 1, 1)
        case .easeIn: known = name; points = (0.42, 0, 1, 1)
        case .easeOut: known = name; points = (0, 0, 0.58, 1)
        case .easeInEaseOut: known = name; points = (0.42, 0, 0.58, 1)
        case .default: known = name; points = (0.25, 0.1, 0.25, 1)
        default: known = nil; points = (0, 0, 1, 1)
        }
        self.init(points.0, points.1, points.2, points.3, name: known)
    }

    /// A curve with control points (0,0), (c1x, c1y), (c2x, c2y), (1,1).
    ///
    /// c1x and c2x are clamped into [0, 1]; c1y and c2y may lie outside [0, 1]. Non-finite values are
    /// replaced by the linear curve's coordinates (see the type's documentation).
    public convenience init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.init(c1x, c1y, c2x, c2y, name: nil)
    }

    private init(_ c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float, name: CAMediaTimingFunctionName?) {
        func clampedX(_ value: Float, fallback: Float) -> Float {
            value.isFinite ? min(max(value, 0), 1) : fallback
        }
        c1 = (clampedX(c1x, fallback: 0), c1y.isFinite ? c1y : 0)
        c2 = (clampedX(c2x, fallback: 1), c2y.isFinite ? c2y : 1)
        self.name = name
        bezier = UnitCubicBezier(c1x: Double(c1.x), c1y: Double(c1.y), c2x: Double(c2.x), c2y: Double(c2.y))
    }

    /// Writes control point `idx` into `ptr[0]` (x) and `ptr[1]` (y), as Apple's method does.
    ///
    /// Indices 0…3 give (0,0), c1, c2 and (1,1). For any other index the memory is left untouched
    /// (Apple documents only 0…3; writing nothing is the safe choice).
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (x: Float, y: Float)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = c1
        case 2: point = c2
        case 3: point = (1, 1)
        default: return
        }
        ptr[0] = point.x
        ptr[1] = point.y
    }

    /// The two inner control points as `Double`s (the stored `Float`s, widened exactly; x already clamped).
    package var controlPoints: (c1x: Double, c1y: Double, c2x: Double, c2y: Double) {
        (Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y))
    }

    /// The curve's y for input progress `x`, solved exactly (to 1e-12 in x) on the cubic Bézier.
    ///
    /// `x` is clamped to [0, 1] first, as Core Animation clamps the progress it feeds a timing function
    /// (NaN counts as 0). y(0) = 0 and y(1) = 1 exactly; y may leave [0, 1] for overshooting control points.
    /// Apple's solver precision is undocumented; this one uses Newton–Raphson with bisection fallback.
    package func solve(_ x: Double) -> Double {
        bezier.solve(x)
    }

    /// The predefined name for named curves, else `CAMediaTimingFunction(c1x, c1y, c2x, c2y)`.
    public var description: String {
        if let name { return name.rawValue }
        return "CAMediaTimingFunction(\(c1.x), \(c1.y), \(c2.x), \(c2.y))"
    }

    /// Two timing functions are equal when their control points are equal (the name is not compared).
    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.c1 == rhs.c1 && lhs.c2 == rhs.c2
    }

    /// Hashes the four control points, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(c1.x)
        hasher.combine(c1.y)
        hasher.combine(c2.x)
        hasher.combine(c2.y)
    }
}
