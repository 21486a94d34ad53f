import Foundation
import Testing
@testable import OpenCoreGraphics

private typealias S = PathTestSupport
private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

@Suite struct CGPathGeometryTests {
    // MARK: Bounding boxes

    @Test func boundingBoxIncludesControlPointsButPathBoundingBoxDoesNot() {
        let path = CGMutablePath()
        path.move(to: p(0, 0))
        path.addCurve(to: p(100, 0), control1: p(0, 100), control2: p(100, 100))
        // y(t) = 300·t·(1 − t), largest at t = ½: 75.
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(S.close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 75)))
    }

    @Test func quadCurveBoundingBoxes() {
        let path = CGMutablePath()
        path.move(to: p(0, 0))
        path.addQuadCurve(to: p(100, 0), control: p(30, -80))
        // y(t) = −160·t·(1 − t): −40 at t = ½. x(t) = 60·t(1 − t) + 100·t² is monotonic.
        #expect(path.boundingBox == CGRect(x: 0, y: -80, width: 100, height: 80))
        #expect(S.close(path.boundingBoxOfPath, CGRect(x: 0, y: -40, width: 100, height: 40)))
    }

    @Test func cubicWithExtremaOnBothAxes() {
        let path = CGMutablePath()
        path.move(to: p(0, 0))
        path.addCurve(to: p(0, 100), control1: p(100, 0), control2: p(100, 100))
        // x(t) = 300·t·(1 − t): 75 at t = ½; y is monotonic.
        #expect(S.close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 75, height: 100)))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func ellipseBoundingBoxesAreItsRect() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let path = CGPath(ellipseIn: rect)
        #expect(S.close(path.boundingBox, rect))
        #expect(S.close(path.boundingBoxOfPath, rect))
    }

    @Test func boundingBoxOfRotatedRect() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: -1, y: -1, width: 2, height: 2), transform: CGAffineTransform(rotationAngle: .pi / 4))
        let r = 2.0.squareRoot()
        #expect(S.close(path.boundingBox, CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r)))
        #expect(S.close(path.boundingBoxOfPath, path.boundingBox))
    }

    @Test func boundingBoxesCountMovePoints() {
        let path = CGMutablePath()
        path.move(to: p(-10, -10))
        path.move(to: p(0, 0))
        path.addLine(to: p(5, 5))
        path.move(to: p(20, 1))
        #expect(path.boundingBox == CGRect(x: -10, y: -10, width: 30, height: 15))
        #expect(path.boundingBoxOfPath == CGRect(x: -10, y: -10, width: 30, height: 15))
    }

    // MARK: isRect

    @Test func isRect() {
        var rect = CGRect.zero
        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).isRect(nil))

        // Vertical side first, with an explicit line back to the start.
        let manual = CGMutablePath()
        manual.addLines(between: [p(5, 5), p(5, 0), p(0, 0), p(0, 5), p(5, 5)])
        manual.closeSubpath()
        #expect(manual.isRect(&rect))
        #expect(rect == CGRect(x: 0, y: 0, width: 5, height: 5))

        #expect(!CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 1, height: 1)).isRect(nil))
        let rotated = CGMutablePath()
        rotated.addRect(CGRect(x: 0, y: 0, width: 1, height: 1), transform: CGAffineTransform(rotationAngle: 0.5))
        #expect(!rotated.isRect(nil))
        let open = CGMutablePath()
        open.addLines(between: [p(0, 0), p(1, 0), p(1, 1), p(0, 1)])
        #expect(!open.isRect(nil))
        let twoRects = CGMutablePath()
        twoRects.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 2, y: 2, width: 1, height: 1)])
        #expect(!twoRects.isRect(nil))
    }

    // MARK: contains

    private func squares(innerReversed: Bool) -> CGPath {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        if innerReversed {
            path.addLines(between: [p(25, 25), p(25, 75), p(75, 75), p(75, 25)])
            path.closeSubpath()
        } else {
            path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        }
        return path
    }

    @Test func nestedSquaresInTheSameDirection() {
        let path = squares(innerReversed: false)
        #expect(path.windingNumber(of: p(50, 50)) == 2)
        #expect(path.contains(p(50, 50)))
        #expect(path.contains(p(50, 50), using: .winding))
        #expect(!path.contains(p(50, 50), using: .evenOdd))
        #expect(path.contains(p(10, 10), using: .winding))
        #expect(path.contains(p(10, 10), using: .evenOdd))
        #expect(!path.contains(p(150, 50), using: .winding))
        #expect(!path.contains(p(-1, 50), using: .evenOdd))
    }

    @Test func nestedSquaresInOppositeDirections() {
        let path = squares(innerReversed: true)
        #expect(path.windingNumber(of: p(50, 50)) == 0)
        #expect(!path.contains(p(50, 50), using: .winding))
        #expect(!path.contains(p(50, 50), using: .evenOdd))
        #expect(path.contains(p(90, 50), using: .winding))
        #expect(path.contains(p(90, 50), using: .evenOdd))
    }

    @Test func rayThroughVerticesCountsOnce() {
        // A diamond: the ray from the centre passes exactly through the right vertex.
        let path = CGMutablePath()
        path.addLines(between: [p(0, -10), p(10, 0), p(0, 10), p(-10, 0)])
        path.closeSubpath()
        #expect(path.contains(.zero, using: .evenOdd))
        #expect(path.contains(p(-5, 0), using: .evenOdd))
        #expect(!path.contains(p(-11, 0), using: .evenOdd))
        #expect(!path.contains(p(-10, 10), using: .evenOdd))  // ray along the top vertex's level
    }

    @Test func containsIsExactForCubics() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let k = 50 * S.kappa
        // The first quarter's midpoint, by de Casteljau: the outline's exact position on the diagonal.
        let mid = S.deCasteljau([p(100, 50), p(100, 50 + k), p(50 + k, 100), p(50, 100)], 0.5)
        #expect(S.close(mid.x, mid.y, 1e-12))
        #expect(path.contains(p(mid.x - 1e-7, mid.y - 1e-7)))
        #expect(!path.contains(p(mid.x + 1e-7, mid.y + 1e-7)))
        #expect(path.contains(p(50, 50)))
        #expect(path.contains(p(99.99, 50)))
        #expect(!path.contains(p(100.01, 50)))
    }

    @Test func containsIsExactForQuadCurves() {
        let path = CGMutablePath()
        path.move(to: p(0, 0))
        path.addQuadCurve(to: p(100, 0), control: p(50, 100))
        path.closeSubpath()
        // y(t) = 200·t·(1 − t), 50 at the top (x = 50).
        #expect(path.contains(p(50, 49.999)))
        #expect(!path.contains(p(50, 50.001)))
        // At x = 10: t solves 100·t = 10 → t = 0.1, y = 18.
        #expect(path.contains(p(10, 17.999)))
        #expect(!path.contains(p(10, 18.001)))
    }

    @Test func openSubpathsAreImplicitlyClosedForContains() {
        let path = CGMutablePath()
        path.addLines(between: [p(0, 0), p(30, 0), p(0, 30)])
        #expect(path.contains(p(5, 5)))
        #expect(!path.contains(p(20, 20)))
    }

    @Test func containsAppliesTheTransformToThePath() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let t = CGAffineTransform(translationX: 100, y: 0)
        #expect(path.contains(p(105, 5), transform: t))
        #expect(!path.contains(p(5, 5), transform: t))
        let flip = CGAffineTransform(scaleX: -1, y: 1)
        #expect(path.contains(p(-5, 5), using: .winding, transform: flip))
    }

    @Test func selfIntersectingStarDiffersBetweenRules() {
        // A five-pointed star drawn in one stroke: the centre pentagon winds twice.
        let path = CGMutablePath()
        let points = (0..<5).map { index -> CGPoint in
            let angle = CGFloat.pi / 2 + CGFloat(index * 2) * 2 * .pi / 5
            return p(100 * cos(angle), 100 * sin(angle))
        }
        path.addLines(between: points)
        path.closeSubpath()
        #expect(abs(path.windingNumber(of: .zero)) == 2)
        #expect(path.contains(.zero, using: .winding))
        #expect(!path.contains(.zero, using: .evenOdd))
        #expect(path.contains(p(0, 80), using: .evenOdd))  // inside the top point
    }
}
