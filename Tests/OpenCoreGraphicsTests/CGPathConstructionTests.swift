import Foundation
import Testing
@testable import OpenCoreGraphics

private typealias S = PathTestSupport
private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

@Suite struct CGPathConstructionTests {
    // MARK: Rectangles

    @Test func rectIsMoveThreeLinesCloseFromTheOrigin() {
        let path = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
        #expect(path.elements == [.move(p(10, 20)), .line(p(40, 20)), .line(p(40, 60)), .line(p(10, 60)), .close])
    }

    @Test func rectIsStandardized() {
        let path = CGPath(rect: CGRect(x: 40, y: 60, width: -30, height: -40))
        #expect(path.elements == [.move(p(10, 20)), .line(p(40, 20)), .line(p(40, 60)), .line(p(10, 60)), .close])
    }

    @Test func rectWithTransformPointerTransformsEveryPoint() {
        var t = CGAffineTransform(translationX: 5, y: -5).scaledBy(x: 2, y: 3)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &t)
        // scale first, then translate
        #expect(path.elements == [.move(p(5, -5)), .line(p(25, -5)), .line(p(25, 25)), .line(p(5, 25)), .close])
    }

    @Test func initializersTakingTheTransformByValue() {
        let t = CGAffineTransform(translationX: 1, y: 2)
        let rect = CGRect(x: 0, y: 0, width: 4, height: 4)
        var pointer = t
        #expect(CGPath(rect: rect, transform: t) == CGPath(rect: rect, transform: &pointer))
        #expect(CGPath(ellipseIn: rect, transform: t) == CGPath(ellipseIn: rect.offsetBy(dx: 1, dy: 2)))
        #expect(
            CGPath(roundedRect: rect, cornerWidth: 1, cornerHeight: 1, transform: t)
                == CGPath(roundedRect: rect.offsetBy(dx: 1, dy: 2), cornerWidth: 1, cornerHeight: 1, transform: nil))
    }

    @Test func addRectsAddsOneClosedSubpathEach() {
        let path = CGMutablePath()
        path.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 2, height: 2)])
        #expect(
            path.elements == [
                .move(p(0, 0)), .line(p(1, 0)), .line(p(1, 1)), .line(p(0, 1)), .close,
                .move(p(5, 5)), .line(p(7, 5)), .line(p(7, 7)), .line(p(5, 7)), .close,
            ])
    }

    // MARK: Ellipses

    @Test func ellipseStartsAtTheRightMostPointAndGoesTowardsMaxY() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let k = 50 * S.kappa
        let expected: [PathElement] = [
            .move(p(100, 50)),
            .cubic(p(100, 50 + k), p(50 + k, 100), p(50, 100)),
            .cubic(p(50 - k, 100), p(0, 50 + k), p(0, 50)),
            .cubic(p(0, 50 - k), p(50 - k, 0), p(50, 0)),
            .cubic(p(50 + k, 0), p(100, 50 - k), p(100, 50)),
            .close,
        ]
        #expect(S.close(path.elements, expected))
        // Apple's printed description of this path shows control points at 77.6142.
        guard case .cubic(let c1, _, _) = path.elements[1] else { Issue.record("not a cubic"); return }
        #expect(S.close(c1.y, 77.6142, 1e-4))
    }

    @Test func ellipseInNonSquareRectUsesBothRadii() {
        let path = CGPath(ellipseIn: CGRect(x: 10, y: 20, width: 40, height: 20))
        let kx = 20 * S.kappa, ky = 10 * S.kappa
        #expect(
            S.close(
                path.elements[0...1].map { $0 },
                [
                    .move(p(50, 30)), .cubic(p(50, 30 + ky), p(30 + kx, 40), p(30, 40)),
                ]))
        #expect(path.elements.count == 6)
        #expect(path.currentPoint == p(50, 30))
    }

    @Test func ellipseMidpointsLieOnTheCircleWithinTheBezierError() {
        let path = CGPath(ellipseIn: CGRect(x: -100, y: -100, width: 200, height: 200))
        for segment in path.segments {
            for t in stride(from: 0.0, through: 1.0, by: 0.125) {
                let q = segment.point(at: t)
                // The standard 4-cubic circle is at most 0.027 % off the true radius.
                #expect(abs(hypot(q.x, q.y) - 100) < 0.03)
            }
        }
    }

    // MARK: Rounded rectangles

    @Test func roundedRectElementSequence() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let path = CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 5, transform: nil)
        #expect(S.close(path.elements, S.roundedRectElements(rect, w: 10, h: 5)))
        #expect(
            path.elements.map(\.type) == [
                .moveToPoint, .addLineToPoint, .addCurveToPoint, .addLineToPoint, .addCurveToPoint,
                .addLineToPoint, .addCurveToPoint, .addLineToPoint, .addCurveToPoint, .closeSubpath,
            ])
    }

    @Test func roundedRectCornersAreQuarterEllipses() {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 10, cornerHeight: 5)
        // The corner at (maxX, maxY) is the third element; its ellipse is centred at (90, 45), radii 10 × 5.
        guard case .cubic(let c1, let c2, let end) = path.elements[2] else { Issue.record("not a cubic"); return }
        for t in stride(from: 0.0, through: 1.0, by: 0.1) {
            let q = S.deCasteljau([p(100, 45), c1, c2, end], t)
            let r = ((q.x - 90) / 10) * ((q.x - 90) / 10) + ((q.y - 45) / 5) * ((q.y - 45) / 5)
            #expect(abs(r.squareRoot() - 1) < 3e-4)
        }
    }

    @Test func roundedRectWithZeroCornersIsAPlainRect() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(CGPath(roundedRect: rect, cornerWidth: 0, cornerHeight: 0) == CGPath(rect: rect))
        #expect(CGPath(roundedRect: rect, cornerWidth: 3, cornerHeight: 0) == CGPath(rect: rect))
    }

    @Test func roundedRectClampsCornersToHalfTheSide() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let path = CGPath(roundedRect: rect, cornerWidth: 80, cornerHeight: 30)
        #expect(S.close(path.elements, S.roundedRectElements(rect, w: 50, h: 20)))
    }

    @Test func roundedRectWithHalfSideCornersStartsLikeTheEllipse() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let rounded = CGPath(roundedRect: rect, cornerWidth: 50, cornerHeight: 50)
        let ellipse = CGPath(ellipseIn: rect)
        #expect(rounded.elements.first == ellipse.elements.first)
        // Same curves, with zero-length sides between them.
        let curves = rounded.elements.filter { $0.type == .addCurveToPoint }
        #expect(S.close(curves, ellipse.elements.filter { $0.type == .addCurveToPoint }))
    }

    @Test func mutableAddRoundedRectWithTransform() {
        let path = CGMutablePath()
        let t = CGAffineTransform(translationX: 7, y: 3)
        path.addRoundedRect(
            in: CGRect(x: 0, y: 0, width: 20, height: 20), cornerWidth: 4, cornerHeight: 4, transform: t)
        let expected = S.roundedRectElements(CGRect(x: 7, y: 3, width: 20, height: 20), w: 4, h: 4)
        #expect(S.close(path.elements, expected))
    }

    // MARK: Lines, curves, close

    @Test func buildingElementsInOrder() {
        let path = CGMutablePath()
        path.move(to: p(1, 2))
        path.addLine(to: p(3, 4))
        path.addQuadCurve(to: p(5, 6), control: p(7, 8))
        path.addCurve(to: p(9, 10), control1: p(11, 12), control2: p(13, 14))
        path.closeSubpath()
        #expect(
            path.elements == [
                .move(p(1, 2)), .line(p(3, 4)), .quad(p(7, 8), p(5, 6)), .cubic(p(11, 12), p(13, 14), p(9, 10)), .close,
            ])
        let read = S.publicElements(of: path)
        #expect(
            read.map(\.0) == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(read.map(\.1) == [[p(1, 2)], [p(3, 4)], [p(7, 8), p(5, 6)], [p(11, 12), p(13, 14), p(9, 10)], []])
    }

    @Test func addLinesMovesToTheFirstPoint() {
        let path = CGMutablePath()
        path.addLines(between: [p(0, 0), p(1, 0), p(1, 1)], transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(path.elements == [.move(p(0, 0)), .line(p(2, 0)), .line(p(2, 2))])
        path.addLines(between: [])
        #expect(path.elements.count == 3)
    }

    @Test func drawingWithoutCurrentPointIsIgnored() {
        let path = CGMutablePath()
        path.addLine(to: p(1, 1))
        path.addQuadCurve(to: p(1, 1), control: p(2, 2))
        path.addCurve(to: p(1, 1), control1: p(2, 2), control2: p(3, 3))
        path.closeSubpath()
        path.addArc(tangent1End: p(1, 0), tangent2End: p(1, 1), radius: 1)
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
    }

    @Test func currentPointFollowsElementsAndCloseReturnsToSubpathStart() {
        let path = CGMutablePath()
        path.move(to: p(0, 0))
        path.move(to: p(10, 10))
        #expect(path.elements.count == 2)  // consecutive moves are kept
        path.addLine(to: p(20, 10))
        #expect(path.currentPoint == p(20, 10))
        path.closeSubpath()
        #expect(path.currentPoint == p(10, 10))
        path.closeSubpath()  // a second close is ignored
        #expect(path.elements.count == 4)
        path.addLine(to: p(10, 30))  // continues from the closed subpath's start
        #expect(path.currentPoint == p(10, 30))
        #expect(path.segments.last?.start == p(10, 10))
    }

    @Test func transformsApplyToEveryPoint() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        let path = CGMutablePath()
        path.move(to: p(1, 0), transform: t)
        path.addLine(to: p(2, 0), transform: t)
        path.addQuadCurve(to: p(3, 0), control: p(0, 1), transform: t)
        path.addCurve(to: p(4, 0), control1: p(0, 2), control2: p(0, 3), transform: t)
        #expect(
            S.close(
                path.elements,
                [
                    .move(p(0, 1)), .line(p(0, 2)), .quad(p(-1, 0), p(0, 3)), .cubic(p(-2, 0), p(-3, 0), p(0, 4)),
                ], 1e-12))
    }

    @Test func addPathAppendsTransformedElements() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        let path = CGMutablePath()
        path.move(to: p(-5, -5))
        path.addPath(square, transform: CGAffineTransform(translationX: 10, y: 0))
        #expect(path.elements == [.move(p(-5, -5))] + CGPath(rect: CGRect(x: 10, y: 0, width: 1, height: 1)).elements)
        path.addPath(path)
        #expect(path.elements.count == 12)
    }

    // MARK: Arcs

    @Test func quarterArcCounterClockwiseInYUp() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let k = 100 * S.kappa
        #expect(S.close(path.elements, [.move(p(100, 0)), .cubic(p(100, k), p(k, 100), p(0, 100))]))
    }

    @Test func clockwiseArcGoesTheOtherWayRound() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // 270° the long way through −90° and 180°: three quarter curves.
        let ends = path.elements.compactMap(\.endPoint)
        #expect(ends.count == 4)
        #expect(S.close(ends[0], p(100, 0)))
        #expect(S.close(ends[1], p(0, -100)))
        #expect(S.close(ends[2], p(-100, 0)))
        #expect(S.close(ends[3], p(0, 100)))
    }

    @Test func arcAddsALineFromTheCurrentPoint() {
        let path = CGMutablePath()
        path.move(to: p(0, 0))
        path.addArc(center: p(0, 0), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        path.closeSubpath()
        #expect(
            path.elements.map(\.type) == [
                .moveToPoint, .addLineToPoint, .addCurveToPoint, .addCurveToPoint, .closeSubpath,
            ])
        #expect(S.close(path.elements[1].endPoint!, p(10, 0)))
        #expect(S.close(path.elements[2].endPoint!, p(0, 10)))
        #expect(S.close(path.elements[3].endPoint!, p(-10, 0)))
    }

    @Test func fullCircleArcIsFourQuarters() {
        let path = CGMutablePath()
        path.addArc(center: p(50, 50), radius: 50, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        // Same geometry as the ellipse, minus its close.
        #expect(S.close(path.elements, Array(ellipse.elements.dropLast()), 1e-9))
    }

    @Test func arcWithEqualAnglesIsJustItsStartPoint() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 1, endAngle: 1, clockwise: false)
        #expect(path.elements.count == 1)
        #expect(S.close(path.currentPoint, p(10 * cos(1), 10 * sin(1))))
    }

    @Test func arcSweepWrapsAgainstTheDirection() {
        // Counter-clockwise from 90° to 0° goes 270° round.
        #expect(S.close(PathShapes.arcSweep(startAngle: .pi / 2, endAngle: 0, clockwise: false), 3 * .pi / 2))
        #expect(S.close(PathShapes.arcSweep(startAngle: 0, endAngle: .pi / 2, clockwise: true), -3 * .pi / 2))
        #expect(S.close(PathShapes.arcSweep(startAngle: 0, endAngle: -2 * .pi, clockwise: false), 2 * .pi))
        #expect(S.close(PathShapes.arcSweep(startAngle: 0, endAngle: 5 * .pi, clockwise: false), .pi))
    }

    @Test func arcPiecesAreAtMostNinetyDegreesAndEquallySplit() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2.5, clockwise: false)
        // 2.5 rad > 2 × 90° → 2 equal pieces of 1.25 rad.
        #expect(path.elements.count == 3)
        #expect(S.close(path.elements[1].endPoint!, p(cos(1.25), sin(1.25))))
        #expect(S.close(path.elements[2].endPoint!, p(cos(2.5), sin(2.5))))
        // The handle length of a 1.25 rad piece is 4/3·tan(θ/4).
        guard case .cubic(let c1, _, _) = path.elements[1] else { Issue.record("not a cubic"); return }
        #expect(S.close(c1, p(1, 4.0 / 3.0 * tan(1.25 / 4))))
    }

    @Test func relativeArcUsesTheSignedDelta() {
        let path = CGMutablePath()
        path.addRelativeArc(center: p(10, 10), radius: 5, startAngle: .pi, delta: -.pi / 2)
        #expect(path.elements.count == 2)
        #expect(S.close(path.elements[0].endPoint!, p(5, 10)))
        #expect(S.close(path.elements[1].endPoint!, p(10, 15)))

        let long = CGMutablePath()
        long.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: 3 * .pi)
        #expect(long.elements.count == 7)  // more than a full turn is drawn as is: 6 quarter pieces
        #expect(S.close(long.currentPoint, p(-1, 0)))
    }

    @Test func arcWithTransformIsTransformedAfterwards() {
        let path = CGMutablePath()
        path.addArc(
            center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false,
            transform: CGAffineTransform(scaleX: 10, y: 20))
        let k = S.kappa
        #expect(S.close(path.elements, [.move(p(10, 0)), .cubic(p(10, 20 * k), p(10 * k, 20), p(0, 20))]))
    }

    @Test func tangentArcRoundsTheCorner() {
        let path = CGMutablePath()
        path.move(to: p(0, 0))
        path.addArc(tangent1End: p(100, 0), tangent2End: p(100, 100), radius: 20)
        let h = 20 * S.kappa
        #expect(
            S.close(
                path.elements,
                [
                    .move(p(0, 0)), .line(p(80, 0)), .cubic(p(80 + h, 0), p(100, 20 - h), p(100, 20)),
                ]))
    }

    @Test func tangentArcTurningTheOtherWay() {
        let path = CGMutablePath()
        path.move(to: p(0, 0))
        path.addArc(tangent1End: p(100, 0), tangent2End: p(100, -100), radius: 20)
        let h = 20 * S.kappa
        #expect(
            S.close(
                path.elements,
                [
                    .move(p(0, 0)), .line(p(80, 0)), .cubic(p(80 + h, 0), p(100, -20 + h), p(100, -20)),
                ]))
    }

    @Test func tangentArcForAnObtuseCornerLiesOnItsCircle() {
        let path = CGMutablePath()
        path.move(to: p(-100, 0))
        path.addArc(tangent1End: p(0, 0), tangent2End: p(100, 50), radius: 30)
        // Centre: on the bisector of the corner, at 30 from both lines. The second line has direction
        // (2, 1)/√5; its normal towards the centre side is (−1, 2)/√5 and the first line's is (0, 1).
        let d = 5.0.squareRoot()
        // Solve: centre = (cx, 30) with distance to the line y = x/2 equal to 30: |cx/2 − 30| / (√5/2) = 30.
        let cx = 60 - 30 * d
        let center = p(cx, 30)
        let segments = path.segments.filter { !$0.isLine }
        #expect(!segments.isEmpty)
        for segment in segments {
            for t in stride(from: 0.0, through: 1.0, by: 0.25) {
                let q = segment.point(at: t)
                #expect(abs(hypot(q.x - center.x, q.y - center.y) - 30) < 0.01)
            }
        }
        #expect(S.close(path.elements[1].endPoint!, p(cx, 0)))
    }

    @Test func collinearTangentArcIsALineToTheFirstTangentEnd() {
        let path = CGMutablePath()
        path.move(to: p(0, 0))
        path.addArc(tangent1End: p(50, 0), tangent2End: p(100, 0), radius: 10)
        #expect(path.elements == [.move(p(0, 0)), .line(p(50, 0))])
    }

    // MARK: Copies and equality

    @Test func copyOfAnImmutablePathIsTheSameObject() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(path.copy() === path)
    }

    @Test func copyOfAMutablePathIsAnIndependentImmutablePath() throws {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        let copy = try #require(path.copy())
        #expect(!(copy is CGMutablePath))
        #expect(copy == path)
        path.addLine(to: p(0, 0))
        #expect(copy != path)
        #expect(copy == CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)))
    }

    @Test func mutableCopyIsIndependent() throws {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        let copy = try #require(path.mutableCopy())
        #expect(copy == path)
        copy.addLine(to: p(5, 5))
        #expect(copy.elements.count == 6)
        #expect(path.elements.count == 5)
    }

    @Test func copyUsingTransformMatchesBuildingWithTheTransform() throws {
        var t = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 4, y: -2)
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let copy = try #require(CGPath(ellipseIn: rect).copy(using: &t))
        let built = CGMutablePath()
        built.addEllipse(in: rect, transform: t)
        #expect(copy == built)
        let mutable = try #require(CGPath(ellipseIn: rect).mutableCopy(using: &t))
        #expect(mutable == built)
        #expect(CGPath(ellipseIn: rect).copy(using: nil) == CGPath(ellipseIn: rect))
    }

    @Test func equalPathsHashEqually() {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2))
        let b = CGMutablePath()
        b.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(a == b)
        #expect(Set<CGPath>([a, b]).count == 1)
        #expect(a != CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 3)))
    }

    @Test func emptyPath() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        #expect(path.segments.isEmpty)
        #expect(path.flattened(tolerance: 0.1).isEmpty)
        #expect(path == CGMutablePath())
    }

    @Test func applyWithInfoPassesTheInfoPointer() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        var count = 0
        withUnsafeMutablePointer(to: &count) { pointer in
            path.apply(info: pointer) { info, element in
                let counter = info!.assumingMemoryBound(to: Int.self)
                if element.pointee.type != .closeSubpath { counter.pointee += 1 }
            }
        }
        #expect(count == 4)
    }

    @Test func descriptionListsTheElements() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(path.description.contains("moveto (0.0, 0.0)"))
        #expect(path.description.contains("closepath"))
    }

    // MARK: Concurrency

    @Test func concurrentAppendsAreNotLost() async {
        let path = CGMutablePath()
        path.move(to: .zero)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<500 { path.addLine(to: p(CGFloat(task), CGFloat(index))) }
                }
            }
        }
        #expect(path.elements.count == 1 + 8 * 500)
    }
}
