import Foundation
import Testing
@testable import OpenCoreGraphics

/// The current path: construction, queries, fill rules and arcs.
@Suite struct CGContextPathDrawingTests {
    typealias S = DrawingTestSupport

    @Test func pathQueriesAreInUserSpace() {
        let context = S.flippedContext(width: 50, height: 50)
        #expect(context.isPathEmpty)
        #expect(context.currentPointOfPath == .zero)
        #expect(context.boundingBoxOfPath.isNull)
        context.translateBy(x: 10, y: 10)
        context.move(to: CGPoint(x: 1, y: 2))
        #expect(!context.isPathEmpty)
        context.addLine(to: CGPoint(x: 5, y: 2))
        context.addCurve(to: CGPoint(x: 5, y: 8), control1: CGPoint(x: 9, y: 2), control2: CGPoint(x: 9, y: 8))
        #expect(context.currentPointOfPath == CGPoint(x: 5, y: 8))
        #expect(context.boundingBoxOfPath == CGRect(x: 1, y: 2, width: 8, height: 6))  // control points included
        // The path stays where it was drawn when the CTM changes afterwards.
        context.translateBy(x: 1, y: 0)
        #expect(context.currentPointOfPath == CGPoint(x: 4, y: 8))
        context.closePath()
        #expect(context.currentPointOfPath == CGPoint(x: 0, y: 2))
        #expect(context.path?.elements.count == 4)
        context.beginPath()
        #expect(context.isPathEmpty && context.path == nil)
    }

    @Test func lineWithoutCurrentPointIsIgnored() {
        let context = S.flippedContext(width: 10, height: 10)
        context.addLine(to: CGPoint(x: 5, y: 5))
        #expect(context.isPathEmpty)
    }

    @Test func fillingClearsThePath() {
        let context = S.flippedContext(width: 10, height: 10)
        context.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.fillPath()
        #expect(context.isPathEmpty)
        context.strokePath()  // nothing left to stroke
        #expect(S.alpha(context, 7, 7) == 0)
    }

    @Test func windingFillsNestedSquaresEvenOddLeavesAHole() {
        func draw(_ mode: CGPathDrawingMode) -> CGContext {
            let context = S.flippedContext(width: 30, height: 30)
            context.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
            context.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))  // same direction
            context.drawPath(using: mode)
            return context
        }
        let winding = draw(.fill), evenOdd = draw(.eoFill)
        #expect(S.alpha(winding, 15, 15) == 255)
        #expect(S.alpha(winding, 5, 5) == 255)
        #expect(S.alpha(evenOdd, 15, 15) == 0)
        #expect(S.alpha(evenOdd, 5, 5) == 255)

        let context = S.flippedContext(width: 30, height: 30)
        context.addRects([CGRect(x: 0, y: 0, width: 30, height: 30), CGRect(x: 10, y: 10, width: 10, height: 10)])
        context.fillPath(using: .evenOdd)
        #expect(S.alpha(context, 15, 15) == 0)
    }

    @Test func fillStrokeFillsThenStrokes() {
        let context = S.flippedContext(width: 30, height: 30)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.setLineWidth(4)
        context.addRect(CGRect(x: 5, y: 5, width: 20, height: 20))
        context.drawPath(using: .fillStroke)
        #expect(S.pixel(context, 15, 15) == S.red)
        #expect(S.pixel(context, 15, 5) == S.blue)
        #expect(S.pixel(context, 15, 3) == S.blue)
        #expect(S.pixel(context, 15, 2) == .clear)
    }

    @Test func arcClockwiseIsInUserSpaceSoItLooksCounterClockwiseWhenFlipped() {
        // A quarter pie from angle 0 to π/2 (counter-clockwise in user space: from +x towards +y).
        func pie(clockwise: Bool, flipped: Bool) -> CGContext {
            let context = flipped ? S.flippedContext(width: 40, height: 40) : S.bitmapContext(width: 40, height: 40)
            context.move(to: CGPoint(x: 20, y: 20))
            context.addArc(
                center: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise)
            context.closePath()
            context.fillPath()
            return context
        }
        // Flipped (y down): the +y quadrant is below-right on screen.
        let flippedShort = pie(clockwise: false, flipped: true)
        #expect(S.alpha(flippedShort, 26, 26) == 255)
        #expect(S.alpha(flippedShort, 26, 13) == 0)
        #expect(S.alpha(flippedShort, 13, 26) == 0)
        // clockwise: true takes the other three quarters.
        let flippedLong = pie(clockwise: true, flipped: true)
        #expect(S.alpha(flippedLong, 26, 26) == 0)
        #expect(S.alpha(flippedLong, 26, 13) == 255)
        #expect(S.alpha(flippedLong, 13, 26) == 255)
        // y up: the same call covers the above-right quadrant on screen.
        let upShort = pie(clockwise: false, flipped: false)
        #expect(S.alpha(upShort, 26, 13) == 255)
        #expect(S.alpha(upShort, 26, 26) == 0)
    }

    @Test func tangentArcRoundsACorner() {
        let context = S.flippedContext(width: 40, height: 40)
        context.move(to: CGPoint(x: 0, y: 0))
        context.addArc(tangent1End: CGPoint(x: 30, y: 0), tangent2End: CGPoint(x: 30, y: 30), radius: 10)
        context.addLine(to: CGPoint(x: 30, y: 30))
        context.addLine(to: CGPoint(x: 0, y: 30))
        context.closePath()
        #expect(abs(context.currentPointOfPath.x) < 1e-9 && abs(context.currentPointOfPath.y) < 1e-9)
        context.fillPath()
        #expect(S.alpha(context, 15, 15) == 255)
        #expect(S.alpha(context, 29, 0) == 0)  // the corner is cut by the arc
        #expect(S.alpha(context, 24, 3) == 255)  // inside the arc of centre (20, 10)
    }

    @Test func quadCurvesLinesAndEllipses() {
        let context = S.flippedContext(width: 40, height: 40)
        context.addLines(between: [CGPoint(x: 0, y: 40), CGPoint(x: 20, y: 40)])
        context.addQuadCurve(to: CGPoint(x: 40, y: 40), control: CGPoint(x: 30, y: 0))
        context.fillPath()
        #expect(S.alpha(context, 30, 35) == 255)
        #expect(S.alpha(context, 30, 5) == 0)

        let ellipse = S.flippedContext(width: 40, height: 20)
        ellipse.fillEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(S.alpha(ellipse, 20, 10) == 255)
        #expect(S.alpha(ellipse, 1, 1) == 0)
        #expect(S.alpha(ellipse, 38, 18) == 0)
    }

    @Test func addPathTransformsByTheCTM() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        let context = S.flippedContext(width: 20, height: 20)
        context.translateBy(x: 10, y: 10)
        context.addPath(path)
        #expect(context.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 4, height: 4))
        context.fillPath()
        #expect(S.alpha(context, 12, 12) == 255)
        #expect(S.alpha(context, 2, 2) == 0)
    }

    @Test func pathContainsUsesTheRule() {
        let context = S.flippedContext(width: 30, height: 30)
        context.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        context.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(context.pathContains(CGPoint(x: 15, y: 15), mode: .fill))
        #expect(!context.pathContains(CGPoint(x: 15, y: 15), mode: .eoFill))
        #expect(context.pathContains(CGPoint(x: 10, y: 15), mode: .stroke))
        #expect(!context.pathContains(CGPoint(x: 5, y: 15), mode: .stroke))
        #expect(!context.isPathEmpty)  // queries leave the path alone
    }
}
