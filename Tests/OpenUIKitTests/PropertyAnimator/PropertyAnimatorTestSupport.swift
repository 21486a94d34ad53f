import Foundation
import Testing
@testable import OpenUIKit

/// Shared set-up and independent reference formulas for the property animator tests.
@MainActor
enum AnimatorFixture {
    /// A committed 10 × 10 view centred at (5, 5), after `UIApplication.shared.reset()`.
    static func committedView() -> UIView {
        UIApplication.shared.reset()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)
        return view
    }

    /// The on-screen x of the view's centre.
    static func shownX(_ view: UIView) -> CGFloat {
        view.layer.presentation()?.position.x ?? .nan
    }

    /// The on-screen opacity of the view.
    static func shownAlpha(_ view: UIView) -> CGFloat {
        CGFloat(view.layer.presentation()?.opacity ?? .nan)
    }

    /// The cubic Bézier timing curve through (0,0), (c1x, c1y), (c2x, c2y), (1,1) at time fraction x,
    /// solved by bisection (independent of the engine's solver).
    static func bezier(_ x: Double, _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) -> Double {
        func coordinate(_ t: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if coordinate(mid, c1x, c2x) < x { low = mid } else { high = mid }
        }
        return coordinate((low + high) / 2, c1y, c2y)
    }

    /// UIKit's easeInOut, (0.42, 0, 0.58, 1): 0.12916 at 0.25 and 0.5 at 0.5 (fact 103).
    static func easeInOut(_ x: Double) -> Double { bezier(x, 0.42, 0, 0.58, 1) }

    /// An underdamped spring's progress 1 + x(t), x(0) = −1, x'(0) = 0 (fact 37).
    static func springProgress(_ t: Double, mass: Double, stiffness: Double, damping: Double) -> Double {
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let x = exp(-zeta * omega0 * t) * (-cos(omegaD * t) + (zeta * omega0 * -1 / omegaD) * sin(omegaD * t))
        return 1 + x
    }
}
