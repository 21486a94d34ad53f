import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// The cubic calculation modes: Kochanek–Bartels tangents with the standard sign of continuity, whole
/// adjacent differences at the end keyframes, component-wise splines for colours and paths, and the cubic
/// paced mode's even pace along the curve.
@Suite("CAKeyframeAnimation cubic modes", .freshApplication)
@MainActor
struct KeyframeCubicTests {
    /// The Hermite spline with Kochanek–Bartels tangents, written out independently of the library.
    private func expectedValue(
        _ p: [Double], tension: [Double]? = nil, continuity: [Double]? = nil, bias: [Double]? = nil, at fraction: Double
    ) -> Double {
        let intervals = Double(p.count - 1)
        let i = min(Int(fraction * intervals), p.count - 2)
        let u = fraction * intervals - Double(i)
        func point(_ j: Int) -> Double {
            if j < 0 { return 2 * p[0] - p[1] }
            if j >= p.count { return 2 * p[p.count - 1] - p[p.count - 2] }
            return p[j]
        }
        func tcb(_ j: Int) -> (Double, Double, Double) { (tension?[j] ?? 0, continuity?[j] ?? 0, bias?[j] ?? 0) }
        let (t0, c0, b0) = tcb(i), (t1, c1, b1) = tcb(i + 1)
        let leaving =
            (1 - t0) * (1 + c0) * (1 + b0) / 2 * (point(i) - point(i - 1)) + (1 - t0) * (1 - c0) * (1 - b0) / 2
            * (point(i + 1) - point(i))
        let arriving =
            (1 - t1) * (1 - c1) * (1 + b1) / 2 * (point(i + 1) - point(i)) + (1 - t1) * (1 + c1) * (1 - b1) / 2
            * (point(i + 2) - point(i + 1))
        let h00 = 2 * u * u * u - 3 * u * u + 1, h10 = u * u * u - 2 * u * u + u
        let h01 = -2 * u * u * u + 3 * u * u, h11 = u * u * u - u * u
        return h00 * p[i] + h10 * leaving + h01 * p[i + 1] + h11 * arriving
    }

    /// What `read` finds on the presentation of a layer `time` into the 1 s `animation`.
    private func sample<T>(_ animation: CAKeyframeAnimation, at time: Double, _ read: (CALayer) -> T) -> T? {
        let layer = makeCommittedLayer()
        animation.duration = 1
        layer.add(animation, forKey: "cubic")
        CAMediaClock.advance(by: time)
        return layer.presentation().map(read)
    }

    private func sampleX(_ animation: CAKeyframeAnimation, at time: Double) -> CGFloat? {
        sample(animation, at: time) { $0.position.x }
    }

    private func shownTransform(_ animation: CAKeyframeAnimation, at time: Double) -> CATransform3D? {
        sample(animation, at: time) { $0.transform }
    }

    @Test func continuityHasTheStandardSign() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0.0, 1.0, 4.0, 9.0]
        animation.calculationMode = .cubic
        animation.continuityValues = numbers([0, 1, 0, 0])
        let expected = expectedValue([0, 1, 4, 9], continuity: [0, 1, 0, 0], at: 0.5)
        #expect(abs(expected - 2.125) < 1e-12)  // the value QuartzCore shows for this case
        #expect(isClose(sampleX(animation, at: 0.5), CGFloat(expected), 1e-9))
    }

    @Test func endKeyframesUseTheWholeAdjacentDifference() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0.0, 30.0, 60.0]
        animation.calculationMode = .cubic
        // Evenly spaced values stay on the line: a quarter of the way is 15.
        #expect(isClose(sampleX(animation, at: 0.25), CGFloat(15), 1e-9))
        #expect(isClose(sampleX(animation, at: 0.9), CGFloat(54), 1e-9))
    }

    @Test func tensionAndBiasFollowTheFormula() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0.0, 40.0, 10.0, 70.0]
        animation.calculationMode = .cubic
        animation.tensionValues = numbers([0.5, -0.25, 0.2, 0])
        animation.biasValues = numbers([0, 0.5, -0.5, 0])
        for time in [0.1, 0.4, 0.8] {
            let expected = expectedValue(
                [0, 40, 10, 70], tension: [0.5, -0.25, 0.2, 0], bias: [0, 0.5, -0.5, 0], at: time)
            #expect(isClose(sampleX(animation, at: time), CGFloat(expected), 1e-9))
        }
    }

    @Test func coloursSplineComponentWise() {
        let layer = makeCommittedLayer()
        let reds = [0.0, 0.8, 0.2]
        let animation = CAKeyframeAnimation(keyPath: "backgroundColor")
        animation.values = reds.map { CGColor(red: $0, green: 0.5, blue: 1 - $0, alpha: 1) }
        animation.calculationMode = .cubic
        animation.duration = 1
        layer.add(animation, forKey: "colour")
        CAMediaClock.advance(by: 0.3)
        let red = expectedValue(reds, at: 0.3)
        let blue = expectedValue(reds.map { 1 - $0 }, at: 0.3)
        #expect(
            isClose(layer.presentation()?.backgroundColor, CGColor(red: red, green: 0.5, blue: blue, alpha: 1), 1e-6))
        // Linear interpolation would give 0.48 red here; the spline does not.
        #expect(abs(red - 0.48) > 0.01)
    }

    @Test func pathsSplinePointWise() {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        CATransaction.flush()
        let heights = [0.0, 80.0, 20.0]
        let animation = CAKeyframeAnimation(keyPath: "path")
        animation.values = heights.map { CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: $0), transform: nil) }
        animation.calculationMode = .cubic
        animation.duration = 1
        shape.add(animation, forKey: "path")
        CAMediaClock.advance(by: 0.7)
        let expected = CGPath(
            rect: CGRect(x: 0, y: 0, width: 10, height: expectedValue(heights, at: 0.7)), transform: nil)
        #expect(isClose((shape.presentation() as? CAShapeLayer)?.path, expected, 1e-6))
    }

    @Test func cubicPacedMovesAtAnEvenPaceAlongTheCurve() {
        let values = [0.0, 10.0, 100.0]
        // The spline's arc length measured independently (fine sampling of the formula), then the value at
        // 40 % of it.
        var lengths: [(value: Double, length: Double)] = [(0, 0)]
        let steps = 20_000
        for step in 1...steps {
            let value = expectedValue(values, at: Double(step) / Double(steps))
            lengths.append((value, lengths[lengths.count - 1].length + abs(value - lengths[lengths.count - 1].value)))
        }
        let target = 0.4 * lengths[lengths.count - 1].length
        let expected = lengths.first { $0.length >= target }!.value
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = values
        animation.calculationMode = .cubicPaced
        #expect(isClose(sampleX(animation, at: 0.4), CGFloat(expected), 0.05))
    }

    @Test func pacedTransformsAnimate() {
        let layer = makeCommittedLayer()
        let animation = CAKeyframeAnimation(keyPath: "transform")
        animation.values = [
            CATransform3DIdentity, CATransform3DMakeTranslation(30, 0, 0), CATransform3DMakeTranslation(40, 0, 0),
        ]
        animation.calculationMode = .paced
        animation.duration = 1
        layer.add(animation, forKey: "paced")
        CAMediaClock.advance(by: 0.5)
        // Paced by distance: 30 of 40 are covered at 3/4 of the time, so halfway is a translation of 20.
        #expect(isClose(layer.presentation()?.transform.m41, CGFloat(20), 1e-9))
    }

    /// CAAnimation.h defines the cubic modes for every value type: transforms (by their parts, here pure
    /// translations and scales, so the parts are the matrix's translation and diagonal).
    @Test func transformsSplineByTheirParts() {
        let animation = CAKeyframeAnimation(keyPath: "transform")
        animation.values = [
            CATransform3DIdentity,
            CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(100, 0, 0)),
            CATransform3DConcat(CATransform3DMakeScale(4, 2, 1), CATransform3DMakeTranslation(300, 0, 0)),
        ]
        animation.calculationMode = .cubic
        let shown = shownTransform(animation, at: 0.25)
        #expect(isClose(shown?.m41, CGFloat(expectedValue([0, 100, 300], at: 0.25)), 1e-9))
        #expect(isClose(shown?.m11, CGFloat(expectedValue([1, 2, 4], at: 0.25)), 1e-9))
        #expect(isClose(shown?.m22, CGFloat(expectedValue([1, 2, 2], at: 0.25)), 1e-9))
        // Linear interpolation would be at 50 and 1.5: the spline is not.
        #expect(!isClose(shown?.m41, 50, 1))
    }

    @Test func numberArraysSplineElementWise() {
        let shape = CAShapeLayer()
        shape.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        CATransaction.flush()
        let animation = CAKeyframeAnimation(keyPath: "lineDashPattern")
        animation.values = [numbers([0, 10]), numbers([100, 10]), numbers([300, 40])]
        animation.calculationMode = .cubic
        animation.duration = 1
        shape.add(animation, forKey: "dash")
        CAMediaClock.advance(by: 0.25)
        let shown = shape.presentation()?.lineDashPattern?.map(\.doubleValue) ?? []
        #expect(shown.count == 2)
        #expect(isClose(shown.first, expectedValue([0, 100, 300], at: 0.25), 1e-9))
        #expect(isClose(shown.last, expectedValue([10, 10, 40], at: 0.25), 1e-9))
    }

    @Test func valueFunctionArraysSplineTheirInputs() {
        let animation = CAKeyframeAnimation(keyPath: "transform")
        animation.valueFunction = CAValueFunction(name: .scale)
        animation.values = [numbers([1, 1, 1]), numbers([2, 3, 1]), numbers([4, 3, 1])]
        animation.calculationMode = .cubic
        let shown = shownTransform(animation, at: 0.75)
        #expect(isClose(shown?.m11, CGFloat(expectedValue([1, 2, 4], at: 0.75)), 1e-9))
        #expect(isClose(shown?.m22, CGFloat(expectedValue([1, 3, 3], at: 0.75)), 1e-9))
    }
}
