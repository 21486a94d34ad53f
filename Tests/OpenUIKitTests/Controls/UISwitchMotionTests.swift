import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// A switch's toggle moves as measured on iOS 26.1 (Mac Catalyst): the thumb on the curve
/// (0.160, 0.004)–(0.406, 1.192) over 0.336 s, the track colour on a critically damped spring of ω 9.2400 rad/s
/// over 0.99947 s turning on and ω 15.7080 rad/s over 0.58792 s turning off.
@MainActor
@Suite(.freshApplication) struct UISwitchMotionTests {
    /// The cubic Bézier through (0, 0), (x1, y1), (x2, y2), (1, 1) at x, solved by bisection.
    private func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coordinate(_ t: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if coordinate(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return coordinate((low + high) / 2, y1, y2)
    }

    @Test func aToggleMovesAsMeasuredOnIOS26() throws {
        let window = makeTouchWindow()
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        window.addSubview(toggle)
        UIApplication.shared.advance(by: 0)
        toggle.setOn(true, animated: true)
        let spring = try #require(toggle.layer.animation(forKey: "backgroundColor") as? CASpringAnimation)
        #expect(spring.mass == 1 && abs(Double(spring.stiffness) - 9.24 * 9.24) < 1e-9)
        #expect(abs(Double(spring.damping) - 2 * 9.24) < 1e-9 && spring.duration == 0.99947)
        UIApplication.shared.advance(by: 0.168)
        // Half the thumb's 0.336 s: 2 + 20 pt (51 − 29 − 2) times the curve at 0.5.
        let thumb = try #require(toggle.subviews.first)
        let x = try #require(thumb.layer.presentation()).frame.minX
        #expect(abs(Double(x) - (2 + 20 * bezier(0.5, 0.160, 0.004, 0.406, 1.192))) < 1e-3)
        UIApplication.shared.runUntilIdle()
        #expect(thumb.frame.minX == 22 && toggle.backgroundColor == .systemGreen)
        toggle.setOn(false, animated: true)
        let back = try #require(toggle.layer.animation(forKey: "backgroundColor") as? CASpringAnimation)
        #expect(abs(Double(back.stiffness) - 15.708 * 15.708) < 1e-9 && back.duration == 0.58792)
        UIApplication.shared.runUntilIdle()
        #expect(thumb.frame.minX == 2 && toggle.backgroundColor == UISwitch.offTrackColor)
    }
}
