import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// Additive animations add the model value once (the value underneath an additive animation is the kind's
/// zero), and cumulative repeats start from the value the previous cycle ended on — the start value when the
/// animation autoreverses (Apple's `cumulative` documentation).
@Suite("Additive and cumulative values", .freshApplication)
@MainActor
struct AdditiveAndCumulativeTests {
    /// Adds `animation` to a fresh committed layer prepared by `configure` and returns the presentation layer
    /// `time` seconds later.
    private func presentation(_ animation: CAAnimation, at time: Double, configure: (CALayer) -> Void) -> CALayer? {
        let layer = makeCommittedLayer()
        configure(layer)
        CATransaction.flush()
        layer.add(animation, forKey: "under test")
        CAMediaClock.advance(by: time)
        return layer.presentation()
    }

    @Test func additiveByValueAddsTheModelOnce() {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.byValue = 0.2
        animation.isAdditive = true
        animation.duration = 1
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        // Interpolates 0 → 0.2 and adds the model 0.5 once: 0.5 + 0.2 at the end, 0.5 + 0.1 halfway.
        let end = presentation(animation, at: 2) { $0.opacity = 0.5 }
        #expect(isClose(end?.opacity, Float(0.7), 1e-6))
        let half = presentation(animation, at: 0.5) { $0.opacity = 0.5 }
        #expect(isClose(half?.opacity, Float(0.6), 1e-6))
    }

    @Test func additiveColourByValueStartsFromTransparentBlack() {
        let animation = CABasicAnimation(keyPath: "borderColor")
        animation.byValue = CGColor(red: 0.2, green: 0.1, blue: 0.2, alpha: 0.1)
        animation.isAdditive = true
        animation.duration = 1
        let model = CGColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 0.5)
        let result = presentation(animation, at: 0.5) { $0.borderColor = model }?.borderColor
        // Halfway: model + by / 2, component by component.
        let expected = CGColor(red: 0.2 + 0.1, green: 0.3 + 0.05, blue: 0.4 + 0.1, alpha: 0.5 + 0.05)
        #expect(isClose(result, expected, 1e-6))
    }

    @Test func nonAdditiveByValueStillStartsFromTheModel() {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.byValue = 0.2
        animation.duration = 1
        let half = presentation(animation, at: 0.5) { $0.opacity = 0.5 }
        #expect(isClose(half?.opacity, Float(0.6), 1e-6))
    }

    @Test func cumulativeRepeatsStartFromTheEndValue() {
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 10
        animation.toValue = 20
        animation.duration = 1
        animation.repeatCount = 3
        animation.isCumulative = true
        // The second cycle at its half: one cycle's end value (20) plus the halfway value (15).
        let layer = presentation(animation, at: 1.5) { _ in }
        #expect(isClose(layer?.position.x, CGFloat(20 + 15)))
    }

    @Test func cumulativeAutoreversingRepeatsStartFromTheStartValue() {
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 10
        animation.toValue = 20
        animation.duration = 1
        animation.autoreverses = true
        animation.repeatCount = 3
        animation.isCumulative = true
        // A cycle is 10 → 20 → 10 (2 s), so it ends on the from value: the second cycle adds 10, and at 2.5 s
        // (halfway through its forward pass) shows 10 + 15.
        let layer = presentation(animation, at: 2.5) { _ in }
        #expect(isClose(layer?.position.x, CGFloat(10 + 15)))
    }

    @Test func cumulativeAutoreversingKeyframesStartFromTheFirstValue() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [10.0, 30.0, 20.0]
        animation.duration = 1
        animation.autoreverses = true
        animation.repeatCount = 2
        animation.isCumulative = true
        // Second cycle, a quarter into its forward pass: the first keyframe (10) plus the linear value halfway
        // between 10 and 30.
        let layer = presentation(animation, at: 2.25) { _ in }
        #expect(isClose(layer?.position.x, CGFloat(10 + 20)))
    }
}
