import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// A switch's toggle moves as measured on iOS 26.1 (Mac Catalyst): the thumb on the curve
/// (0.160, 0.004)–(0.406, 1.192) over 0.336 s, the track colour on a critically damped spring of ω 9.2400 rad/s
/// over 0.99947 s turning on and ω 15.7080 rad/s over 0.58792 s turning off.
@MainActor
@Suite(.freshApplication) struct UISwitchMotionTests {
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
        #expect(abs(Double(x) - (2 + 20 * ReferenceCurve.bezier(0.5, 0.160, 0.004, 0.406, 1.192))) < 1e-3)
        UIApplication.shared.runUntilIdle()
        #expect(thumb.frame.minX == 22 && toggle.backgroundColor == .systemGreen)
        toggle.setOn(false, animated: true)
        let back = try #require(toggle.layer.animation(forKey: "backgroundColor") as? CASpringAnimation)
        #expect(abs(Double(back.stiffness) - 15.708 * 15.708) < 1e-9 && back.duration == 0.58792)
        UIApplication.shared.runUntilIdle()
        #expect(thumb.frame.minX == 2 && toggle.backgroundColor == UISwitch.offTrackColor)
    }
}
