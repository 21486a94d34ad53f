import Foundation
import Testing
@testable import OpenQuartzCore

/// An independent reference: bisection on x(t) to 1e-9 (then a few more halvings), then y(t), written
/// from the Bernstein form rather than the solver's polynomial coefficients.
private func referenceY(_ x: Double, _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) -> Double {
    func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    while high - low > 1e-12 {
        let mid = 0.5 * (low + high)
        if bernstein(mid, c1x, c2x) < x { low = mid } else { high = mid }
    }
    let t = 0.5 * (low + high)
    #expect(abs(bernstein(t, c1x, c2x) - x) < 1e-9)
    return bernstein(t, c1y, c2y)
}

@Suite("CAMediaTimingFunction: solving")
struct CAMediaTimingFunctionSolveTests {
    static let inputs = [0.1, 0.25, 0.5, 0.75, 0.9]

    @Test(
        "y(x) at x = 0.1, 0.25, 0.5, 0.75, 0.9 matches a bisection solver within 1e-4",
        arguments: [
            (CAMediaTimingFunctionName.easeInEaseOut, [0.01972, 0.12916, 0.5, 0.87084, 0.98028]),
            (.easeIn, [0.01703, 0.09346, 0.31536, 0.62186, 0.83943]),
            (.easeOut, [0.16057, 0.37814, 0.68464, 0.90654, 0.98297]),
            (.default, [0.09480, 0.40851, 0.80240, 0.96046, 0.99432]),
        ])
    func sampleTable(name: CAMediaTimingFunctionName, expected: [Double]) {
        let function = CAMediaTimingFunction(name: name)
        for (x, y) in zip(Self.inputs, expected) {
            #expect(abs(function.solve(x) - y) < 1e-4, "\(name.rawValue) at x = \(x)")
        }
    }

    @Test(
        "the solver agrees with an independent bisection to 1e-9",
        arguments: [
            CAMediaTimingFunctionName.easeInEaseOut, .easeIn, .easeOut, .default,
        ])
    func matchesIndependentBisection(name: CAMediaTimingFunctionName) {
        let function = CAMediaTimingFunction(name: name)
        let p = function.controlPoints
        for x in stride(from: 0.0, through: 1.0, by: 0.0625) + [0.1, 0.25, 0.9, 1e-6, 1 - 1e-6] {
            #expect(abs(function.solve(x) - referenceY(x, p.c1x, p.c1y, p.c2x, p.c2y)) < 1e-9, "x = \(x)")
        }
    }

    @Test("the highlighted easeInEaseOut value y(0.25) = 0.12916 matches bisection on the exact decimals")
    func easeInEaseOutQuarter() {
        let exact = referenceY(0.25, 0.42, 0, 0.58, 1)
        #expect(abs(exact - 0.12916) < 5e-6)
        #expect(abs(CAMediaTimingFunction(name: .easeInEaseOut).solve(0.25) - exact) < 1e-6)
    }

    @Test("easeInEaseOut is point-symmetric: y(x) + y(1 − x) = 1")
    func easeInEaseOutSymmetry() {
        let function = CAMediaTimingFunction(name: .easeInEaseOut)
        for x in stride(from: 0.0, through: 1.0, by: 0.01) {
            #expect(abs(function.solve(x) + function.solve(1 - x) - 1) < 1e-7, "x = \(x)")
        }
        // Not exact: the stored Floats 0.42 and 0.58 do not add up to exactly 1 (off by 3e-8).
        #expect(abs(function.solve(0.5) - 0.5) < 1e-7)
        // With exactly symmetric control points the symmetry is exact to solver precision.
        let exact = CAMediaTimingFunction(controlPoints: 0.25, 0, 0.75, 1)
        #expect(abs(exact.solve(0.5) - 0.5) < 1e-12)
    }

    @Test("easeIn and easeOut mirror each other: yIn(x) = 1 − yOut(1 − x)")
    func easeInOutMirror() {
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        let easeOut = CAMediaTimingFunction(name: .easeOut)
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(easeIn.solve(x) - (1 - easeOut.solve(1 - x))) < 1e-7)
        }
    }

    @Test(
        "endpoints are exact: y(0) = 0 and y(1) = 1",
        arguments: [
            CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .easeIn),
            CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .easeInEaseOut),
            CAMediaTimingFunction(name: .default), CAMediaTimingFunction(controlPoints: 0.3, -0.5, 0.7, 1.5),
        ])
    func endpoints(function: CAMediaTimingFunction) {
        #expect(function.solve(0) == 0)
        #expect(function.solve(1) == 1)
    }

    @Test("input outside [0, 1] is clamped; NaN counts as 0")
    func inputClamping() {
        let function = CAMediaTimingFunction(name: .default)
        #expect(function.solve(-0.5) == 0)
        #expect(function.solve(-.infinity) == 0)
        #expect(function.solve(1.5) == 1)
        #expect(function.solve(.infinity) == 1)
        #expect(function.solve(.nan) == 0)
    }

    @Test("linear is the identity")
    func linearIdentity() {
        let function = CAMediaTimingFunction(name: .linear)
        for x in stride(from: 0.0, through: 1.0, by: 0.01) {
            #expect(abs(function.solve(x) - x) < 1e-12)
        }
    }

    @Test(
        "curves with y in [0, 1] are non-decreasing",
        arguments: [
            CAMediaTimingFunctionName.easeInEaseOut, .easeIn, .easeOut, .default,
        ])
    func monotone(name: CAMediaTimingFunctionName) {
        let function = CAMediaTimingFunction(name: name)
        var previous = 0.0
        for x in stride(from: 0.0, through: 1.0, by: 0.001) {
            let y = function.solve(x)
            #expect(y >= previous - 1e-12)
            previous = y
        }
    }

    @Test(
        "degenerate curves where dx/dt vanishes still solve to 1e-12 in x",
        arguments: [
            (1.0, 0.0, 0.0, 1.0), (1.0, 0.0, 1.0, 0.0), (0.0, 1.0, 0.0, 1.0), (1.0, 1.0, 1.0, 1.0),
            (0.5, 0.0, 0.5, 1.0),
        ])
    func degenerateCurves(points: (Double, Double, Double, Double)) {
        let bezier = UnitCubicBezier(c1x: points.0, c1y: points.1, c2x: points.2, c2y: points.3)
        for x in stride(from: 0.0, through: 1.0, by: 0.001) {
            let t = bezier.parameter(forX: x)
            #expect(t >= 0 && t <= 1)
            #expect(abs(bezier.x(at: t) - x) <= 1e-12, "x = \(x)")
        }
    }

    @Test("Float control points are used as stored (0.42 is 0.41999998688697815 in Double)")
    func floatStorage() {
        let function = CAMediaTimingFunction(name: .easeIn)
        #expect(function.controlPoints.c1x == Double(Float(0.42)))
        #expect(function.controlPoints.c1x != 0.42)
    }
}
