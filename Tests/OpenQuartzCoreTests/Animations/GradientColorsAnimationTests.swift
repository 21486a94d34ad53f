import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// A gradient's `colors` array animates as its `locations` do, element by element: `byValue` alone starts
/// from the current value, additive keyframes add the model, cumulative repeats accumulate
/// (`CAPropertyAnimation.additive`/`cumulative`, CABasicAnimation's value table).
@Suite("Gradient colours animations", .freshApplication)
@MainActor
struct GradientColorsAnimationTests {
    private func gradient() -> CAGradientLayer {
        let gradient = CAGradientLayer()
        gradient.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        gradient.colors = [color(0.2, 0, 0, 0.5), color(0, 0, 0.4, 1)]
        CATransaction.flush()
        return gradient
    }

    private func shownColors(_ layer: CAGradientLayer) -> [CGColor] {
        (layer.presentation()?.colors as? [CGColor]) ?? []
    }

    @Test func byValueAloneStartsFromTheCurrentColours() {
        let layer = gradient()
        let animation = CABasicAnimation(keyPath: "colors")
        animation.byValue = [color(0.4, 0.2, 0, 0.5), color(0, 0.6, 0.2, 0)]
        animation.duration = 1
        layer.add(animation, forKey: "by")
        CAMediaClock.advance(by: 0.5)
        // current + by · 0.5, element by element.
        let shown = shownColors(layer)
        #expect(shown.count == 2)
        #expect(isClose(shown.first, color(0.2 + 0.2, 0.1, 0, 0.5 + 0.25)))
        #expect(isClose(shown.last, color(0, 0.3, 0.4 + 0.1, 1)))
    }

    @Test func additiveKeyframesAddTheModel() {
        let layer = gradient()
        let animation = CAKeyframeAnimation(keyPath: "colors")
        animation.values = [[color(0, 0, 0, 0), color(0, 0, 0, 0)], [color(0.6, 0.4, 0, 0), color(0.2, 0, 0.4, 0)]]
        animation.isAdditive = true
        animation.duration = 1
        layer.add(animation, forKey: "add")
        CAMediaClock.advance(by: 0.5)
        let shown = shownColors(layer)
        #expect(isClose(shown.first, color(0.2 + 0.3, 0.2, 0, 0.5)))
        #expect(isClose(shown.last, color(0.1, 0, 0.4 + 0.2, 1)))
    }

    @Test func cumulativeRepeatsAccumulate() {
        let layer = gradient()
        let animation = CAKeyframeAnimation(keyPath: "colors")
        animation.values = [[color(0, 0, 0, 0.1)], [color(0.2, 0.1, 0, 0.1)]]
        animation.isCumulative = true
        animation.repeatCount = 3
        animation.duration = 1
        layer.add(animation, forKey: "cumulative")
        CAMediaClock.advance(by: 2.5)
        // Third pass: two whole cycles' end values plus half-way through this one.
        let shown = shownColors(layer)
        #expect(shown.count == 1)
        #expect(isClose(shown.first, color(2 * 0.2 + 0.1, 2 * 0.1 + 0.05, 0, 2 * 0.1 + 0.1)))
    }
}
