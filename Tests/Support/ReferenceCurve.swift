import Foundation

/// Reference formulas for timing curves, written from their definitions and independent of the library's
/// solvers: the expected values tests compare animations with. Shared by every test target.
public enum ReferenceCurve {
    /// y(x) of the unit cubic Bézier through (0, 0), (c1x, c1y), (c2x, c2y), (1, 1): x(t) = x is solved by
    /// bisection on t (200 halvings, far below any tolerance), then y(t).
    public static func bezier(_ x: Double, _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) -> Double {
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if coordinate(mid, c1x, c2x) < x { low = mid } else { high = mid }
        }
        return coordinate((low + high) / 2, c1y, c2y)
    }

    /// UIKit's easeInOut, Core Animation's easeInEaseOut (0.42, 0, 0.58, 1): 0.12916 at 0.25, 0.5 at 0.5.
    public static func easeInOut(_ x: Double) -> Double { bezier(x, 0.42, 0, 0.58, 1) }
    /// Ease in (0.42, 0, 1, 1).
    public static func easeIn(_ x: Double) -> Double { bezier(x, 0.42, 0, 1, 1) }
    /// Ease out (0, 0, 0.58, 1).
    public static func easeOut(_ x: Double) -> Double { bezier(x, 0, 0, 0.58, 1) }
}
