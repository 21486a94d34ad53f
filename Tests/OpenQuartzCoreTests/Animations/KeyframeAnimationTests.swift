import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// CAKeyframeAnimation: linear with and without keyTimes, discrete, paced, per-segment timing functions,
/// cubic through the keyframes, and positions along a path (lines, curves, paced, rotationMode).
@Suite("CAKeyframeAnimation", .freshApplication)
struct KeyframeAnimationTests {
    /// Adds `animation` (duration 1) to a fresh committed layer and returns the presentation value of
    /// `keyPath` at each of `times` (seconds after adding, increasing).
    @MainActor private func sample(
        _ animation: CAKeyframeAnimation, _ keyPath: String, at times: [Double]
    ) -> [CGFloat?] {
        let layer = makeCommittedLayer()
        animation.duration = 1
        layer.add(animation, forKey: "keyframes")
        var elapsed = 0.0
        return times.map { t in
            CAMediaClock.advance(by: t - elapsed)
            elapsed = t
            return presented(layer, keyPath)
        }
    }

    @MainActor private func samplePoints(_ animation: CAKeyframeAnimation, at times: [Double]) -> [CGPoint?] {
        let layer = makeCommittedLayer()
        animation.duration = 1
        layer.add(animation, forKey: "keyframes")
        var elapsed = 0.0
        return times.map { t in
            CAMediaClock.advance(by: t - elapsed)
            elapsed = t
            return layer.presentation()?.position
        }
    }

    private func expectValues(
        _ actual: [CGFloat?], _ expected: [Double], tolerance: Double = 1e-9,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        for (a, e) in zip(actual, expected) {
            #expect(
                isClose(a, CGFloat(e), tolerance), "got \(String(describing: a)), expected \(e)",
                sourceLocation: sourceLocation)
        }
    }

    private func expectPoints(
        _ actual: [CGPoint?], _ expected: [CGPoint], tolerance: Double = 1e-9,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        for (a, e) in zip(actual, expected) {
            #expect(
                isClose(a, e, tolerance), "got \(String(describing: a)), expected \(e)", sourceLocation: sourceLocation)
        }
    }

    @Test @MainActor func linearWithKeyTimes() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0.0, 100.0, 150.0]
        animation.keyTimes = numbers([0, 0.25, 1])
        // 0…0.25 maps 0→100; 0.25…1 maps 100→150.
        expectValues(
            sample(animation, "position.x", at: [0.125, 0.25, 0.625]),
            [100 * 0.125 / 0.25, 100, 100 + 50 * (0.625 - 0.25) / 0.75])
    }

    @Test @MainActor func linearWithoutKeyTimesSpacesEvenly() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 100, 150]
        expectValues(sample(animation, "position.x", at: [0.25, 0.5, 0.75]), [50, 100, 125])
    }

    @Test @MainActor func invalidKeyTimesFallBackToEvenSpacing() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 100, 150]
        animation.keyTimes = numbers([0, 0.9])  // wrong count
        expectValues(sample(animation, "position.x", at: [0.25]), [50])
    }

    @Test @MainActor func discreteHoldsEachValue() {
        let even = CAKeyframeAnimation(keyPath: "position.x")
        even.values = [0, 100, 150]
        even.calculationMode = .discrete
        // Without keyTimes each of the n values holds for 1/n.
        expectValues(sample(even, "position.x", at: [0.2, 0.4, 0.7]), [0, 100, 150])
        let timed = CAKeyframeAnimation(keyPath: "position.x")
        timed.values = [0, 100, 150]
        timed.calculationMode = .discrete
        timed.keyTimes = numbers([0, 0.5, 0.9, 1])
        expectValues(sample(timed, "position.x", at: [0.45, 0.6, 0.95]), [0, 100, 150])
    }

    @Test @MainActor func pacedSpreadsTimeByDistance() {
        let scalar = CAKeyframeAnimation(keyPath: "position.x")
        scalar.values = [0, 100, 400]
        scalar.keyTimes = numbers([0, 0.9, 1])  // ignored when paced
        scalar.calculationMode = .paced
        expectValues(sample(scalar, "position.x", at: [0.125, 0.5, 0.75]), [400 * 0.125, 400 * 0.5, 400 * 0.75])
        let points = CAKeyframeAnimation(keyPath: "position")
        points.values = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 40), CGPoint(x: 30, y: 140)]
        points.calculationMode = .paced
        // Lengths 50 and 100: a third of the time reaches the corner, half is 25 past it.
        expectPoints(samplePoints(points, at: [1.0 / 3.0, 0.5]), [CGPoint(x: 30, y: 40), CGPoint(x: 30, y: 65)])
    }

    @Test @MainActor func timingFunctionsPaceEachSegment() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 100, 200]
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        expectValues(
            sample(animation, "position.x", at: [0.25, 0.75]),
            [100 * Curve.easeIn(0.5), 100 + 100 * 0.5], tolerance: 100 * curveTolerance)
    }

    @Test @MainActor func animationTimingFunctionAppliesBeforeTheKeyframes() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 100]
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        expectValues(
            sample(animation, "position.x", at: [0.25]), [100 * Curve.easeInEaseOut(0.25)],
            tolerance: 100 * curveTolerance)
    }

    @Test @MainActor func cubicPassesThroughTheKeyframes() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 100, 0]
        animation.calculationMode = .cubic
        let values = sample(animation, "position.x", at: [0.5, 0.75])
        #expect(isClose(values[0], 100, 1e-9))
        // Between keyframes the spline stays between them for this shape.
        #expect((values[1] ?? -1) > 0 && (values[1] ?? 101) < 100)
    }

    @Test @MainActor func positionAlongLineSegments() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.values = [CGPoint(x: 999, y: 999)]  // ignored when a path is set
        // Each segment is one keyframe interval, spaced evenly.
        expectPoints(
            samplePoints(animation, at: [0.25, 0.5, 0.75]),
            [CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50)])
    }

    @Test @MainActor func positionAlongCurves() {
        let quad = CGMutablePath()
        quad.move(to: CGPoint(x: 0, y: 0))
        quad.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        let quadAnimation = CAKeyframeAnimation(keyPath: "position")
        quadAnimation.path = quad
        // B(t) = (1−t)²·P0 + 2(1−t)t·C + t²·P1.
        func b(_ t: CGFloat) -> CGPoint {
            CGPoint(x: 2 * (1 - t) * t * 50 + t * t * 100, y: 2 * (1 - t) * t * 100)
        }
        expectPoints(samplePoints(quadAnimation, at: [0.25, 0.5]), [b(0.25), b(0.5)])
        let cubic = CGMutablePath()
        cubic.move(to: CGPoint(x: 0, y: 0))
        cubic.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        let cubicAnimation = CAKeyframeAnimation(keyPath: "position")
        cubicAnimation.path = cubic
        // B(1/2) = (P0 + 3C1 + 3C2 + P3) / 8.
        expectPoints(
            samplePoints(cubicAnimation, at: [0.5]), [CGPoint(x: (0 + 0 + 300 + 100) / 8, y: (0 + 300 + 300 + 0) / 8)])
    }

    @Test @MainActor func pacedPathMovesAtConstantSpeed() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.calculationMode = .paced
        // Total length 400: a quarter of the time reaches the corner, half is 100 past it.
        expectPoints(
            samplePoints(animation, at: [0.125, 0.25, 0.5]),
            [CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)], tolerance: 1e-6)
    }

    @Test @MainActor func rotationModeTurnsToTheTangent() throws {
        for (mode, extra) in [(CAAnimationRotationMode.rotateAuto, 0.0), (.rotateAutoReverse, Double.pi)] {
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 100))
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.path = path
            animation.rotationMode = mode
            animation.duration = 1
            let layer = makeCommittedLayer()
            layer.add(animation, forKey: "follow")
            CAMediaClock.advance(by: 0.25)
            // First segment heads along +x: angle 0 (+ π reversed).
            #expect(isClose(layer.presentation()?.transform, CATransform3DMakeRotation(CGFloat(extra), 0, 0, 1), 1e-9))
            CAMediaClock.advance(by: 0.5)
            // Second segment heads along +y: angle π/2.
            #expect(
                isClose(
                    layer.presentation()?.transform, CATransform3DMakeRotation(CGFloat(Double.pi / 2 + extra), 0, 0, 1),
                    1e-9))
            #expect(CATransform3DIsIdentity(layer.transform))
        }
    }

    @Test @MainActor func wrongValuesAreReportedAndNotAdded() {
        let layer = makeCommittedLayer()
        let values = CAKeyframeAnimation(keyPath: "position")
        values.values = [CGPoint(x: 0, y: 0), "elsewhere"]
        let path = CAKeyframeAnimation(keyPath: "opacity")
        path.path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        let reports = Diagnostics.capture {
            layer.add(values, forKey: "values")
            layer.add(path, forKey: "path")
        }
        #expect(reports.map(\.code) == [.wrongValueType, .wrongValueType])
        #expect(layer.animationKeys() == nil)
    }

    @Test @MainActor func defaultValuesAreApples() {
        // CAAnimation.h: calculationMode "Defaults to `linear'"; the other keyframe properties default to nil.
        #expect(CAKeyframeAnimation.defaultValue(forKey: "calculationMode") as? CAAnimationCalculationMode == .linear)
        #expect(CAKeyframeAnimation().calculationMode == .linear)
        #expect(CAKeyframeAnimation.defaultValue(forKey: "values") == nil)
        #expect(CAKeyframeAnimation.defaultValue(forKey: "rotationMode") == nil)
    }
}
