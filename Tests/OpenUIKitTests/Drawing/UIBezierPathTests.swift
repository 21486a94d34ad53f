import Foundation
import Testing
@testable import OpenUIKit

/// UIBezierPath geometry in UIKit's y-down space: construction, elements, queries and editing.
@MainActor
@Suite struct UIBezierPathTests {
    /// The path's elements, read through `CGPath.applyWithBlock`.
    static func elements(of path: UIBezierPath) -> [PathElement] {
        var result: [PathElement] = []
        path.cgPath.applyWithBlock { element in
            result.append(PathElement(type: element.pointee.type, points: element.pointee.points))
        }
        return result
    }

    @Test func shapesHaveTheirBoundsAndContainPoints() {
        UIApplication.shared.reset()
        #expect(
            UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).bounds
                == CGRect(x: 1, y: 2, width: 3, height: 4))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(oval.contains(CGPoint(x: 50, y: 50)) && !oval.contains(CGPoint(x: 3, y: 3)))
        let rounded = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), byRoundingCorners: [.topLeft],
            cornerRadii: CGSize(width: 40, height: 40))
        #expect(
            !rounded.contains(CGPoint(x: 3, y: 3)) && rounded.contains(CGPoint(x: 97, y: 3))
                && rounded.contains(CGPoint(x: 3, y: 97)))
    }

    @Test func aRectangleRunsFromItsTopLeftAroundAndCloses() {
        UIApplication.shared.reset()
        #expect(
            Self.elements(of: UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))) == [
                .move(CGPoint(x: 1, y: 2)), .line(CGPoint(x: 4, y: 2)), .line(CGPoint(x: 4, y: 6)),
                .line(CGPoint(x: 1, y: 6)), .close,
            ])
    }

    @Test func anOvalFillsItsRectangle() {
        UIApplication.shared.reset()
        let oval = UIBezierPath(ovalIn: CGRect(x: 10, y: 20, width: 40, height: 20))
        #expect(oval.bounds == CGRect(x: 10, y: 20, width: 40, height: 20))
        let kinds = Self.elements(of: oval).map(\.type)
        #expect(
            kinds == [
                .moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .closeSubpath,
            ])
        #expect(oval.contains(CGPoint(x: 30, y: 30)) && oval.contains(CGPoint(x: 49, y: 30)))
        // (12, 22) is inside the rectangle but outside the ellipse: ((12-30)/20)² + ((22-30)/10)² = 1.45 > 1.
        #expect(!oval.contains(CGPoint(x: 12, y: 22)))
    }

    @Test func roundedCornersAreLimitedToHalfTheShorterSide() {
        UIApplication.shared.reset()
        // A radius of 100 on a 40 × 20 rectangle becomes 10: a capsule.
        let capsule = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 100)
        let box = capsule.bounds
        #expect(abs(box.minX) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.maxX - 40) < 1e-9 && abs(box.maxY - 20) < 1e-9)
        // (2, 2) is √128 ≈ 11.3 from the corner circle's centre (10, 10): outside; (20, 0.5) is on the flat top.
        #expect(!capsule.contains(CGPoint(x: 2, y: 2)) && capsule.contains(CGPoint(x: 20, y: 0.5)))
        #expect(capsule.contains(CGPoint(x: 3, y: 10)) && !capsule.contains(CGPoint(x: 38, y: 2)))
        let square = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), byRoundingCorners: [],
            cornerRadii: CGSize(width: 8, height: 8))
        #expect(square.contains(CGPoint(x: 0.5, y: 0.5)) && square.contains(CGPoint(x: 39.5, y: 19.5)))
    }

    @Test func clockwiseMeansClockwiseOnScreen() {
        UIApplication.shared.reset()
        // In y-down space, clockwise from angle 0 (right) to π/2 (down) is the short quarter.
        let short = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(short.cgPath.boundingBoxOfPath.minX) < 1e-9 && abs(short.cgPath.boundingBoxOfPath.minY) < 1e-9)
        let long = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(
            abs(long.cgPath.boundingBoxOfPath.minX + 10) < 1e-9 && abs(long.cgPath.boundingBoxOfPath.minY + 10) < 1e-9)
        #expect(Self.elements(of: short).first == .move(CGPoint(x: 10, y: 0)))
        #expect(abs(short.currentPoint.x) < 1e-9 && abs(short.currentPoint.y - 10) < 1e-9)
    }

    @Test func addArcJoinsTheCurrentPointWithALine() {
        UIApplication.shared.reset()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(withCenter: CGPoint(x: 20, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
        let elements = Self.elements(of: path)
        #expect(elements.first == .move(CGPoint(x: 0, y: 0)))
        // The joining line ends at the arc's start, (20 + 5 cos π, 5 sin π) = (15, 0).
        guard case .line(let joint) = elements[1] else {
            Issue.record("expected a line, got \(elements[1])")
            return
        }
        #expect(joint.x == 15 && abs(joint.y) < 1e-9)
        #expect(elements.dropFirst(2).allSatisfy { $0.type == .addCurveToPoint })
        // Clockwise on screen from π (left) to 0 (right) passes over the top: y from 0 to −5.
        #expect(abs(path.bounds.minY + 5) < 1e-9 && abs(path.bounds.maxY) < 1e-9)
        #expect(abs(path.currentPoint.x - 25) < 1e-9 && abs(path.currentPoint.y) < 1e-9)
    }

    @Test func linesAndCurvesAreRecordedInOrder() {
        UIApplication.shared.reset()
        let path = UIBezierPath()
        #expect(path.isEmpty && path.currentPoint == .zero)
        path.move(to: CGPoint(x: 0, y: 0))
        #expect(!path.isEmpty)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 15, y: 5))
        path.addCurve(
            to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 5, y: 15), controlPoint2: CGPoint(x: 0, y: 15))
        #expect(path.currentPoint == CGPoint(x: 0, y: 10))
        path.close()
        #expect(path.currentPoint == CGPoint(x: 0, y: 0))
        #expect(
            Self.elements(of: path) == [
                .move(CGPoint(x: 0, y: 0)), .line(CGPoint(x: 10, y: 0)),
                .quad(CGPoint(x: 15, y: 5), CGPoint(x: 10, y: 10)),
                .cubic(CGPoint(x: 5, y: 15), CGPoint(x: 0, y: 15), CGPoint(x: 0, y: 10)), .close,
            ])
        // The bounding box includes the control points, as UIKit's `bounds`: x up to 15, y up to 15.
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 15, height: 15))
    }

    @Test func theFillRuleDecidesWhatAHoleContains() {
        UIApplication.shared.reset()
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
        path.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
        #expect(!path.usesEvenOddFillRule)
        #expect(path.contains(CGPoint(x: 15, y: 15)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 15, y: 15)) && path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: 35, y: 5)))
        // Reversing the inner square makes a hole under the winding rule too.
        let holed = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
        holed.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)).reversing())
        #expect(!holed.contains(CGPoint(x: 15, y: 15)) && holed.contains(CGPoint(x: 5, y: 5)))
    }

    @Test func appendRemoveAllPointsAndApply() {
        UIApplication.shared.reset()
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2))
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 5, y: 5))
        line.addLine(to: CGPoint(x: 6, y: 7))
        line.lineWidth = 9
        path.append(line)
        #expect(Self.elements(of: path).suffix(2) == [.move(CGPoint(x: 5, y: 5)), .line(CGPoint(x: 6, y: 7))])
        #expect(path.lineWidth == 1)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 6, height: 7))
        path.apply(CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3))
        // Points are scaled, then translated: (6, 7) → (22, 41).
        #expect(path.bounds == CGRect(x: 10, y: 20, width: 12, height: 21))
        #expect(path.currentPoint == CGPoint(x: 22, y: 41))
        path.lineWidth = 4
        path.removeAllPoints()
        #expect(path.isEmpty && Self.elements(of: path).isEmpty && path.lineWidth == 4)
    }

    @Test func cgPathIsCopiedInAndOut() {
        UIApplication.shared.reset()
        let source = CGMutablePath()
        source.addRect(CGRect(x: 1, y: 1, width: 4, height: 4))
        let path = UIBezierPath(cgPath: source)
        source.addRect(CGRect(x: 100, y: 100, width: 1, height: 1))
        #expect(path.bounds == CGRect(x: 1, y: 1, width: 4, height: 4))
        let copy = path.cgPath
        path.addLine(to: CGPoint(x: 50, y: 50))
        #expect(copy.boundingBox == CGRect(x: 1, y: 1, width: 4, height: 4))
        path.cgPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 6), transform: nil)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 8, height: 6))
        #expect(path.cgPath == CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 6), transform: nil))
    }

    @Test func reversingRunsEachSubpathBackwards() {
        UIApplication.shared.reset()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 15, y: 5))
        path.addCurve(
            to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 5, y: 15), controlPoint2: CGPoint(x: 0, y: 15))
        path.append(UIBezierPath(rect: CGRect(x: 20, y: 20, width: 3, height: 4)))
        path.lineWidth = 3
        path.usesEvenOddFillRule = true
        let reversed = path.reversing()
        #expect(
            Self.elements(of: reversed) == [
                .move(CGPoint(x: 0, y: 10)),
                .cubic(CGPoint(x: 0, y: 15), CGPoint(x: 5, y: 15), CGPoint(x: 10, y: 10)),
                .quad(CGPoint(x: 15, y: 5), CGPoint(x: 10, y: 0)),
                .line(CGPoint(x: 0, y: 0)),
                .move(CGPoint(x: 20, y: 20)), .line(CGPoint(x: 20, y: 24)), .line(CGPoint(x: 23, y: 24)),
                .line(CGPoint(x: 23, y: 20)), .close,
            ])
        #expect(reversed.lineWidth == 3 && reversed.usesEvenOddFillRule)
        #expect(reversed.bounds == path.bounds)
        #expect(Self.elements(of: reversed.reversing()).count == Self.elements(of: path).count)
        #expect(UIBezierPath().reversing().isEmpty)
    }

    @Test func aClosedSubpathEndingAtItsStartReversesWithoutAnExtraLine() {
        UIApplication.shared.reset()
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        let forward = Self.elements(of: oval)
        let backward = Self.elements(of: oval.reversing())
        #expect(backward.count == forward.count)
        #expect(backward.first == forward.first && backward.last == .close)
        // The first reversed curve is the last forward one run backwards: its control points swapped.
        guard case .cubic(let c1, let c2, _) = forward[4], case .cubic(let r1, let r2, let end) = backward[1],
            case .cubic(_, _, let previousEnd) = forward[3]
        else {
            Issue.record("expected curves")
            return
        }
        #expect(r1 == c2 && r2 == c1 && end == previousEnd)
    }

    @Test func lineAttributesHaveUIKitsDefaults() {
        UIApplication.shared.reset()
        let path = UIBezierPath()
        #expect(path.lineWidth == 1 && path.lineCapStyle == .butt && path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10 && path.flatness == 0.6 && !path.usesEvenOddFillRule)
        path.flatness = 2
        #expect(path.flatness == 2)
    }

    @Test func theDashPatternRoundTrips() {
        UIApplication.shared.reset()
        let path = UIBezierPath()
        var count = -1
        var phase: CGFloat = -1
        path.getLineDash(nil, count: &count, phase: &phase)
        #expect(count == 0 && phase == 0)
        let pattern: [CGFloat] = [4, 2, 1]
        path.setLineDash(pattern, count: 3, phase: 1.5)
        path.getLineDash(nil, count: &count, phase: nil)
        #expect(count == 3)
        var read = [CGFloat](repeating: 0, count: count)
        path.getLineDash(&read, count: nil, phase: &phase)
        #expect(read == [4, 2, 1] && phase == 1.5)
        path.setLineDash(nil, count: 0, phase: 0)
        path.getLineDash(nil, count: &count, phase: &phase)
        #expect(count == 0 && phase == 0)
    }
}
