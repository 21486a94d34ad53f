import Foundation
import Testing
@testable import OpenCoreGraphics

private typealias S = PathTestSupport
private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

@Suite struct CGPathAnimationSupportTests {
    // MARK: Interpolation

    @Test func roundedRectsInterpolateCornerSizesLinearly() throws {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let circle = CGPath(roundedRect: rect, cornerWidth: 50, cornerHeight: 50)
        let rounded = CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 10)
        #expect(circle.hasSameStructure(as: rounded))
        let middle = try #require(circle.interpolated(to: rounded, fraction: 0.5))
        // Every point of the shape is linear in the corner size, so halfway is the 30-point corner.
        #expect(S.close(middle.elements, S.roundedRectElements(rect, w: 30, h: 30)))
    }

    @Test func circleToSquareWithTheSameStructure() throws {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let circle = CGPath(roundedRect: rect, cornerWidth: 50, cornerHeight: 50)
        // A zero-corner rounded rect adds a plain rectangle (5 elements), so the square is written with the
        // 10-element structure and degenerate corners.
        let square = CGPath(elements: S.roundedRectElements(rect, w: 0, h: 0))
        #expect(
            CGPath(roundedRect: rect, cornerWidth: 0, cornerHeight: 0).interpolated(to: circle, fraction: 0.5) == nil)
        let middle = try #require(circle.interpolated(to: square, fraction: 0.5))
        #expect(S.close(middle.elements, S.roundedRectElements(rect, w: 25, h: 25)))
        // The first control point of the (maxX, maxY) corner, computed by hand: circle (100, 50 + 50k),
        // square (100, 100) → (100, 75 + 25k).
        guard case .cubic(let c1, _, _) = middle.elements[2] else { Issue.record("not a cubic"); return }
        #expect(S.close(c1, p(100, 75 + 25 * S.kappa)))
    }

    @Test func interpolationEndsAndExtrapolation() throws {
        let a = CGMutablePath()
        a.move(to: p(0, 0))
        a.addLine(to: p(10, 0))
        a.addQuadCurve(to: p(20, 0), control: p(15, 10))
        let b = CGMutablePath()
        b.move(to: p(0, 10))
        b.addLine(to: p(10, 20))
        b.addQuadCurve(to: p(20, 30), control: p(15, 50))
        #expect(try #require(a.interpolated(to: b, fraction: 0)) == a)
        #expect(try #require(a.interpolated(to: b, fraction: 1)) == b)
        let quarter = try #require(a.interpolated(to: b, fraction: 0.25))
        #expect(quarter.elements == [.move(p(0, 2.5)), .line(p(10, 5)), .quad(p(15, 20), p(20, 7.5))])
        let beyond = try #require(a.interpolated(to: b, fraction: 1.5))
        #expect(beyond.elements[0] == .move(p(0, 15)))
    }

    @Test func mismatchedStructuresDoNotInterpolate() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(CGPath(rect: rect).interpolated(to: CGPath(ellipseIn: rect), fraction: 0.5) == nil)
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: p(1, 1))
        let quad = CGMutablePath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: p(1, 1), control: p(0, 1))
        #expect(!line.hasSameStructure(as: quad))
        #expect(line.interpolated(to: quad, fraction: 0.5) == nil)
        #expect(CGMutablePath().interpolated(to: CGMutablePath(), fraction: 0.5)?.isEmpty == true)
    }

    // MARK: Segments

    @Test func rectSegmentsIncludeTheClosingLine() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 50))
        let segments = path.segments
        #expect(segments.count == 4)
        #expect(segments.map(\.length) == [100, 50, 100, 50])
        #expect(segments.last?.start == p(0, 50))
        #expect(segments.last?.end == p(0, 0))
        #expect(segments.allSatisfy { $0.isLine })
    }

    @Test func zeroLengthClosingLinesAreSkipped() {
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(ellipse.segments.count == 4)
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: p(1, 0))
        path.addLine(to: p(1, 0))  // an explicit zero-length line is kept
        path.addLine(to: .zero)
        path.closeSubpath()
        #expect(path.segments.count == 3)
    }

    @Test func movesContributeNoSegmentsAndOpenSubpathsNoClosingLine() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: p(3, 4))
        path.move(to: p(10, 10))
        path.addLine(to: p(10, 20))
        path.move(to: p(50, 50))
        #expect(path.segments.map(\.length) == [5, 10])
    }

    @Test func quarterCircleArcLength() throws {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let segment = try #require(path.segments.first)
        #expect(path.segments.count == 1)
        // The length is that of the cubic as drawn, which is 0.014 % longer than the true arc (π/2 · 100 =
        // 157.0796): the standard quarter-circle cubic bulges up to 0.027 % outside the circle.
        #expect(abs(segment.length - 157.0796) < 0.025)
        #expect(segment.length > 157.0796)
        // Against a brute-force polyline of the same cubic, to 1e-6 relative.
        let brute = S.polylineLength(samples: 20_000) { t in
            S.deCasteljau([segment.start, segment.control1, segment.control2, segment.end], t)
        }
        #expect(abs(segment.length - brute) / brute < 1e-6)
    }

    @Test func quadAndSharpCubicLengthsMatchBruteForce() {
        let quad = CGPathSegment(quadCurve: p(0, 0), control: p(50, 100), end: p(100, 0))
        let quadBrute = S.polylineLength(samples: 20_000) { t in S.deCasteljau([p(0, 0), p(50, 100), p(100, 0)], t) }
        #expect(abs(quad.length - quadBrute) / quadBrute < 1e-6)

        // A cubic with a cusp-like turn.
        let points = [p(0, 0), p(300, 100), p(-200, 100), p(100, 0)]
        let cubic = CGPathSegment(cubicCurve: points[0], control1: points[1], control2: points[2], end: points[3])
        let cubicBrute = S.polylineLength(samples: 50_000) { t in S.deCasteljau(points, t) }
        #expect(abs(cubic.length - cubicBrute) / cubicBrute < 1e-6)
    }

    @Test func segmentPointsAndTangents() {
        let points = [p(0, 0), p(10, 30), p(40, 30), p(50, 0)]
        let cubic = CGPathSegment(cubicCurve: points[0], control1: points[1], control2: points[2], end: points[3])
        for t in stride(from: 0.0, through: 1.0, by: 0.1) {
            #expect(S.close(cubic.point(at: t), S.deCasteljau(points, t), 1e-9))
        }
        // B′(0) = 3(P1 − P0), B′(1) = 3(P3 − P2).
        #expect(cubic.tangent(at: 0) == CGVector(dx: 30, dy: 90))
        #expect(cubic.tangent(at: 1) == CGVector(dx: 30, dy: -90))
        #expect(S.close(cubic.tangent(at: 0.5).dy, 0, 1e-12))

        let line = CGPathSegment(line: p(1, 1), to: p(4, 5))
        #expect(line.point(at: 0.5) == p(2.5, 3))
        #expect(line.tangent(at: 0.3) == CGVector(dx: 3, dy: 4))
        #expect(line.length == 5)

        let quad = CGPathSegment(quadCurve: p(0, 0), control: p(10, 20), end: p(20, 0))
        #expect(S.close(quad.point(at: 0.5), S.deCasteljau([p(0, 0), p(10, 20), p(20, 0)], 0.5)))
        #expect(S.close(quad.tangent(at: 0).dx, 20) && S.close(quad.tangent(at: 0).dy, 40))  // 2(P1 − P0)
    }

    @Test func degenerateTangentsFallBackToTheDirectionOfTravel() {
        // Control points on the end points: the derivative vanishes at both ends.
        let cubic = CGPathSegment(cubicCurve: p(0, 0), control1: p(0, 0), control2: p(10, 10), end: p(10, 10))
        let start = cubic.tangent(at: 0), end = cubic.tangent(at: 1)
        let r = 0.5.squareRoot()
        #expect(S.close(start.dx, r, 1e-6) && S.close(start.dy, r, 1e-6))
        #expect(S.close(end.dx, r, 1e-6) && S.close(end.dy, r, 1e-6))
        #expect(CGPathSegment(line: p(1, 1), to: p(1, 1)).tangent(at: 0.5) == .zero)
    }

    @Test func parameterAtLengthInvertsLength() {
        let segment = CGPathSegment(cubicCurve: p(0, 0), control1: p(100, 0), control2: p(100, 100), end: p(0, 100))
        let total = segment.length
        for fraction in [0.1, 0.37, 0.5, 0.9] {
            let t = segment.parameter(atLength: total * fraction)
            #expect(abs(segment.length(from: 0, to: t) - total * fraction) < 1e-6)
        }
        #expect(segment.parameter(atLength: -1) == 0)
        #expect(segment.parameter(atLength: total * 2) == 1)
    }

    // MARK: Flattening

    @Test func flatteningARectKeepsItsCornersAndCloses() {
        let polylines = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 50)).flattened(tolerance: 0.5)
        #expect(polylines == [[p(0, 0), p(100, 0), p(100, 50), p(0, 50), p(0, 0)]])
    }

    @Test func flatteningRespectsTheTolerance() {
        let circle = CGPath(ellipseIn: CGRect(x: -100, y: -100, width: 200, height: 200))
        var previousCount = 0
        for tolerance in [1.0, 0.1, 0.01] {
            let polylines = circle.flattened(tolerance: tolerance)
            #expect(polylines.count == 1)
            let polyline = polylines[0]
            #expect(polyline.first == polyline.last)
            #expect(polyline.count > previousCount)
            previousCount = polyline.count
            for (a, b) in zip(polyline, polyline.dropFirst()) {
                // Vertices lie on the Bézier circle (within its 0.027 % radial error); chord midpoints
                // stay within the tolerance of it.
                #expect(abs(hypot(a.x, a.y) - 100) < 0.03)
                let mid = p((a.x + b.x) / 2, (a.y + b.y) / 2)
                #expect(hypot(mid.x, mid.y) > 100 - tolerance - 0.03)
            }
        }
    }

    @Test func flatteningOpenAndMultipleSubpaths() {
        let path = CGMutablePath()
        path.move(to: p(0, 0))
        path.addQuadCurve(to: p(100, 0), control: p(50, 50))
        path.move(to: p(200, 200))  // a lone move draws nothing
        path.move(to: p(300, 300))
        path.addLine(to: p(310, 300))
        let polylines = path.flattened(tolerance: 0.25)
        #expect(polylines.count == 2)
        #expect(polylines[0].first == p(0, 0))
        #expect(polylines[0].last == p(100, 0))
        // Quadratic bound: n = ⌈√(‖P0 − 2P1 + P2‖ / (4 · tol))⌉ = ⌈√(100 / 1)⌉ = 10 pieces.
        #expect(polylines[0].count == 11)
        #expect(polylines[1] == [p(300, 300), p(310, 300)])
    }

    @Test func publicFlattenedThresholdReturnsOnlyLines() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 50, height: 50))
        path.addRect(CGRect(x: 100, y: 100, width: 5, height: 5))
        let flat = path.flattened(threshold: 0.1)
        let types = Set(flat.elements.map(\.type))
        #expect(types == [.moveToPoint, .addLineToPoint, .closeSubpath])
        #expect(flat.elements.filter { $0 == .close }.count == 2)
        #expect(S.close(flat.boundingBox, path.boundingBoxOfPath, 1e-9))
        #expect(flat.flattened(tolerance: 1) == path.flattened(tolerance: 0.1))
    }
}
