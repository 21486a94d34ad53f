import Foundation
import Testing
@testable import OpenUIKit
@_exported import TestSupport

/// Shared set-up and independent reference formulas for the property animator tests.
@MainActor
enum AnimatorFixture {
    /// A committed 10 × 10 view centred at (5, 5) (the tests run under the `.freshApplication` trait).
    static func committedView() -> UIView {
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

    /// An underdamped spring's progress 1 + x(t), x(0) = −1, x'(0) = 0: the analytic solution of
    /// m·x'' + c·x' + k·x = 0.
    static func springProgress(_ t: Double, mass: Double, stiffness: Double, damping: Double) -> Double {
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let x = exp(-zeta * omega0 * t) * (-cos(omegaD * t) + (zeta * omega0 * -1 / omegaD) * sin(omegaD * t))
        return 1 + x
    }
}
