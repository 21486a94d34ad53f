import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// Animating the keys of the layer subclasses: shape paths of the same structure interpolate point by point,
/// numbers, colours and number arrays interpolate component-wise.
@Suite("CALayer subclass animations", .freshApplication)
struct LayerSubclassAnimationTests {
    @MainActor private func committed<L: CALayer>(_ layer: L) -> L {
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        CATransaction.flush()
        return layer
    }

    @Test @MainActor func shapePathsOfTheSameStructureInterpolate() throws {
        let shape = committed(CAShapeLayer())
        let from = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let to = CGPath(ellipseIn: CGRect(x: 20, y: 40, width: 40, height: 10))
        shape.path = from
        shape.add(basicAnimation("path", from: from, to: to, duration: 1), forKey: "morph")
        CAMediaClock.advance(by: 0.25)
        // Every point of the ellipse is affine in its rect, so a quarter of the way is the quarter rect.
        let quarter = CGPath(ellipseIn: CGRect(x: 5, y: 10, width: 85, height: 77.5))
        #expect(isClose(shape.presentation()?.path, quarter, 1e-9))
        CAMediaClock.advance(by: 0.75)
        #expect(shape.presentation()?.path == from)
    }

    @Test @MainActor func shapePathsOfDifferentStructureSwitchHalfWay() {
        let shape = committed(CAShapeLayer())
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        shape.add(basicAnimation("path", from: rect, to: ellipse, duration: 1), forKey: "morph")
        CAMediaClock.advance(by: 0.4)
        #expect(shape.presentation()?.path == rect)
        CAMediaClock.advance(by: 0.2)
        #expect(shape.presentation()?.path == ellipse)
    }

    @Test @MainActor func strokeEndAndLineWidth() {
        let shape = committed(CAShapeLayer())
        shape.add(basicAnimation("strokeEnd", from: 0, to: 1, duration: 2), forKey: "draw")
        shape.add(basicAnimation("lineWidth", from: 1, to: 9, duration: 2), forKey: "width")
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(shape.presentation()?.strokeEnd, 0.5 / 2))
        #expect(isClose(shape.presentation()?.lineWidth, 1 + 8 * 0.25))
        #expect(shape.strokeEnd == 1 && shape.lineWidth == 1)
    }

    @Test @MainActor func shapeColorsAndDashes() throws {
        let shape = committed(CAShapeLayer())
        shape.add(basicAnimation("fillColor", from: color(1, 0, 0), to: color(0, 0, 1), duration: 1), forKey: "fill")
        shape.add(
            basicAnimation("lineDashPattern", from: numbers([2, 2]), to: numbers([10, 6]), duration: 1), forKey: "dash")
        shape.add(basicAnimation("lineDashPhase", from: 0, to: 8, duration: 1), forKey: "phase")
        CAMediaClock.advance(by: 0.5)
        let presentation = try #require(shape.presentation())
        #expect(isClose(presentation.fillColor, color(0.5, 0, 0.5)))
        let expectedDashes: [Double] = [2 + (10 - 2) * 0.5, 2 + (6 - 2) * 0.5]
        #expect(presentation.lineDashPattern?.map(\.doubleValue) == expectedDashes)
        #expect(isClose(presentation.lineDashPhase, 4))
    }

    @Test @MainActor func gradientColorsAndLocations() throws {
        let fresh = CAGradientLayer()
        fresh.colors = [color(1, 0, 0), color(0, 0, 1)]
        fresh.locations = numbers([0, 1])
        let gradient = committed(fresh)
        gradient.add(
            basicAnimation(
                "colors", from: [color(1, 0, 0), color(0, 0, 1)], to: [color(0, 0, 1), color(1, 0, 0)], duration: 1),
            forKey: "colors")
        gradient.add(
            basicAnimation("locations", from: numbers([0, 1]), to: numbers([0.5, 1]), duration: 1), forKey: "locations")
        gradient.add(
            basicAnimation("startPoint", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 0), duration: 1),
            forKey: "start")
        CAMediaClock.advance(by: 0.25)
        let presentation = try #require(gradient.presentation())
        let colors = try #require(presentation.colors as? [CGColor])
        #expect(colors.count == 2)
        #expect(isClose(colors[0], color(0.75, 0, 0.25)))
        #expect(isClose(colors[1], color(0.25, 0, 0.75)))
        let locations = try #require(presentation.locations?.map(\.doubleValue))
        #expect(locations.count == 2 && isClose(locations[0], 0.125) && isClose(locations[1], 1))
        #expect(isClose(presentation.startPoint, CGPoint(x: 0.25, y: 0)))
        // The model keeps its values.
        #expect(gradient.locations?.map(\.doubleValue) == [0, 1])
    }

    @Test @MainActor func textAndReplicatorKeys() throws {
        let text = committed(CATextLayer())
        text.add(basicAnimation("fontSize", from: 12, to: 24, duration: 1), forKey: "size")
        text.add(
            basicAnimation("foregroundColor", from: color(0, 0, 0), to: color(1, 1, 1), duration: 1), forKey: "ink")
        let replicator = committed(CAReplicatorLayer())
        replicator.add(
            basicAnimation(
                "instanceTransform", from: CATransform3DIdentity, to: CATransform3DMakeTranslation(20, 0, 0),
                duration: 1), forKey: "spread")
        replicator.add(basicAnimation("instanceAlphaOffset", from: 0, to: -0.5, duration: 1), forKey: "fade")
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(text.presentation()?.fontSize, 18))
        #expect(isClose(text.presentation()?.foregroundColor, color(0.5, 0.5, 0.5)))
        #expect(isClose(replicator.presentation()?.instanceTransform, CATransform3DMakeTranslation(10, 0, 0), 1e-9))
        #expect(isClose(replicator.presentation()?.instanceAlphaOffset, -0.25))
    }

    @Test @MainActor func implicitAnimationOfASubclassKey() {
        // A standalone committed shape layer animates strokeEnd implicitly, like any animatable key.
        let shape = committed(CAShapeLayer())
        shape.strokeEnd = 0
        CAMediaClock.advance(by: 0.125)
        let expected = 1 + (0 - 1) * Curve.systemDefault(0.5)
        #expect(isClose(shape.presentation()?.strokeEnd, CGFloat(expected), curveTolerance))
        // Non-animatable keys change at once.
        shape.lineCap = .round
        #expect(shape.animation(forKey: "lineCap") == nil)
    }
}
