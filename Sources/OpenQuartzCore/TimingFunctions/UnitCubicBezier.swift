import Foundation

/// A cubic Bézier curve from (0,0) to (1,1) with two inner control points, solved for y given x.
///
/// This is the mathematical core of ``CAMediaTimingFunction``. With both control-point x values in
/// [0, 1] the curve's x(t) is non-decreasing in t, so every x in [0, 1] has one parameter t, found by
/// safeguarded Newton–Raphson (falling back to bisection) until |x(t) − x| ≤ ``tolerance``.
package struct UnitCubicBezier: Sendable, Equatable {
    /// The largest allowed error in x when solving for the curve parameter.
    package static let tolerance = 1e-12

    /// Polynomial coefficients of x(t) = ((ax·t + bx)·t + cx)·t.
    private let ax: Double, bx: Double, cx: Double
    /// Polynomial coefficients of y(t) = ((ay·t + by)·t + cy)·t.
    private let ay: Double, by: Double, cy: Double

    /// A curve with control points P0 = (0,0), P1 = (c1x, c1y), P2 = (c2x, c2y), P3 = (1,1).
    ///
    /// The caller keeps c1x and c2x in [0, 1]; y values may lie outside [0, 1] (overshooting curves).
    package init(c1x: Double, c1y: Double, c2x: Double, c2y: Double) {
        cx = 3 * c1x
        bx = 3 * (c2x - c1x) - cx
        ax = 1 - cx - bx
        cy = 3 * c1y
        by = 3 * (c2y - c1y) - cy
        ay = 1 - cy - by
    }

    /// x at curve parameter t.
    package func x(at t: Double) -> Double {
        ((ax * t + bx) * t + cx) * t
    }

    /// y at curve parameter t.
    package func y(at t: Double) -> Double {
        ((ay * t + by) * t + cy) * t
    }

    /// dx/dt at curve parameter t.
    package func xDerivative(at t: Double) -> Double {
        (3 * ax * t + 2 * bx) * t + cx
    }

    /// The curve parameter t in [0, 1] whose x(t) equals `x` (which must be in [0, 1]) to within ``tolerance``.
    ///
    /// Newton steps are taken from t = x; any step that would leave the current bracket [lo, hi]
    /// (known to contain the root because x(t) is monotone) is replaced by a bisection step, so the
    /// method always converges, also where dx/dt vanishes (e.g. at the ends of easeIn/easeOut).
    package func parameter(forX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var lo = 0.0
        var hi = 1.0
        var t = x
        for _ in 0..<200 {
            let error = self.x(at: t) - x
            if abs(error) <= Self.tolerance { return t }
            if error < 0 { lo = t } else { hi = t }
            if hi - lo <= .ulpOfOne { return t }
            let slope = xDerivative(at: t)
            var next = slope != 0 ? t - error / slope : .nan
            if !(next > lo && next < hi) {
                next = 0.5 * (lo + hi)
            }
            t = next
        }
        return t
    }

    /// y for a given x in [0, 1] (x outside is clamped; NaN counts as 0). The ends are exact: 0 → 0, 1 → 1.
    package func solve(_ x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        return y(at: parameter(forX: x))
    }
}
