import Foundation
import Testing
@testable import OpenQuartzCore

/// Reads control point `index` of `function` through the pointer API.
private func controlPoint(_ function: CAMediaTimingFunction, _ index: Int) -> (Float, Float) {
    var values: [Float] = [-7, -7]
    values.withUnsafeMutableBufferPointer { function.getControlPoint(at: index, values: $0.baseAddress!) }
    return (values[0], values[1])
}

@Suite("CAMediaTimingFunction: control points and identity")
struct CAMediaTimingFunctionTests {
    @Test(
        "named curves have the control points of Apple's CAMediaTimingFunctionName documentation",
        arguments: [
            (CAMediaTimingFunctionName.linear, (Float(0), Float(0), Float(1), Float(1))),
            (.easeIn, (0.42, 0, 1, 1)),
            (.easeOut, (0, 0, 0.58, 1)),
            (.easeInEaseOut, (0.42, 0, 0.58, 1)),
            (.default, (0.25, 0.1, 0.25, 1)),
        ])
    func namedControlPoints(name: CAMediaTimingFunctionName, points: (Float, Float, Float, Float)) {
        let function = CAMediaTimingFunction(name: name)
        #expect(controlPoint(function, 1) == (points.0, points.1))
        #expect(controlPoint(function, 2) == (points.2, points.3))
        let doubles = function.controlPoints
        #expect(doubles.c1x == Double(points.0))
        #expect(doubles.c1y == Double(points.1))
        #expect(doubles.c2x == Double(points.2))
        #expect(doubles.c2y == Double(points.3))
    }

    @Test("getControlPoint for easeInEaseOut returns (0,0), (0.42,0), (0.58,1), (1,1)")
    func easeInEaseOutControlPoints() {
        let function = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(controlPoint(function, 0) == (0, 0))
        #expect(controlPoint(function, 1) == (0.42, 0))
        #expect(controlPoint(function, 2) == (0.58, 1))
        #expect(controlPoint(function, 3) == (1, 1))
    }

    @Test("an out-of-range index leaves the buffer untouched", arguments: [-1, 4, 100, Int.min, Int.max])
    func outOfRangeIndex(index: Int) {
        #expect(controlPoint(CAMediaTimingFunction(name: .easeIn), index) == (-7, -7))
    }

    @Test("custom control points are kept; y may overshoot")
    func customControlPoints() {
        let function = CAMediaTimingFunction(controlPoints: 0.3, -0.5, 0.7, 1.5)
        #expect(controlPoint(function, 1) == (0.3, -0.5))
        #expect(controlPoint(function, 2) == (0.7, 1.5))
        // The curve dips below 0 and rises above 1.
        let samples = stride(from: 0.0, through: 1.0, by: 0.01).map(function.solve)
        #expect(samples.min()! < -0.05)
        #expect(samples.max()! > 1.05)
    }

    @Test("control-point x values are clamped into [0, 1]; y values are not")
    func controlPointXClamping() {
        let function = CAMediaTimingFunction(controlPoints: -0.5, 2, 1.8, -1)
        #expect(controlPoint(function, 1) == (0, 2))
        #expect(controlPoint(function, 2) == (1, -1))
        #expect(function == CAMediaTimingFunction(controlPoints: 0, 2, 1, -1))
    }

    @Test("non-finite control points fall back to the linear curve's coordinates")
    func nonFiniteControlPoints() {
        let function = CAMediaTimingFunction(controlPoints: .nan, .infinity, -.infinity, .nan)
        #expect(function == CAMediaTimingFunction(name: .linear))
        #expect(abs(function.solve(0.3) - 0.3) < 1e-12)
    }

    @Test("an unknown name gives the linear curve")
    func unknownName() {
        let function = CAMediaTimingFunction(name: CAMediaTimingFunctionName("bouncy"))
        #expect(function == CAMediaTimingFunction(name: .linear))
        #expect(function.description == "CAMediaTimingFunction(0.0, 0.0, 1.0, 1.0)")
    }

    @Test("equality and hashing compare control points only")
    func equalityAndHashing() {
        let named = CAMediaTimingFunction(name: .easeInEaseOut)
        let custom = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
        #expect(named == custom)
        #expect(named.hashValue == custom.hashValue)
        #expect(named != CAMediaTimingFunction(name: .easeIn))
        let set: Set<CAMediaTimingFunction> = [named, custom, CAMediaTimingFunction(name: .linear)]
        #expect(set.count == 2)
    }

    @Test("description is the name for named curves, the points otherwise")
    func description() {
        #expect(CAMediaTimingFunction(name: .easeInEaseOut).description == "easeInEaseOut")
        #expect(CAMediaTimingFunction(name: .default).description == "default")
        #expect(
            CAMediaTimingFunction(controlPoints: 0.5, 0, 0.5, 1).description
                == "CAMediaTimingFunction(0.5, 0.0, 0.5, 1.0)")
    }
}
