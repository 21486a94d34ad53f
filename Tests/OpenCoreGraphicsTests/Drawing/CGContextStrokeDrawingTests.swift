import Foundation
import Testing
@testable import OpenCoreGraphics

/// Stroking: widths, caps, joins, dashes and stroke helpers.
@Suite struct CGContextStrokeDrawingTests {
    typealias S = DrawingTestSupport

    private func horizontalLine(width: CGFloat, cap: CGLineCap = .butt, dash: [CGFloat] = []) -> CGContext {
        let context = S.flippedContext(width: 50, height: 20)
        context.setLineWidth(width)
        context.setLineCap(cap)
        context.setLineDash(phase: 0, lengths: dash)
        context.move(to: CGPoint(x: 10, y: 10))
        context.addLine(to: CGPoint(x: 40, y: 10))
        context.strokePath()
        return context
    }

    @Test func defaultWidthIsOne() {
        let context = S.flippedContext(width: 20, height: 20)
        context.move(to: CGPoint(x: 0, y: 10.5))
        context.addLine(to: CGPoint(x: 20, y: 10.5))
        context.strokePath()
        #expect(S.alpha(context, 5, 10) == 255)
        #expect(S.alpha(context, 5, 9) == 0)
        #expect(S.alpha(context, 5, 11) == 0)
    }

    @Test func zeroWidthStrokesAOnePixelHairline() {
        let context = S.flippedContext(width: 20, height: 20)
        context.scaleBy(x: 4, y: 4)
        context.setLineWidth(0)
        context.move(to: CGPoint(x: 0, y: 2.625))  // device y 10.5
        context.addLine(to: CGPoint(x: 5, y: 2.625))
        context.strokePath()
        #expect(S.alpha(context, 5, 10) == 255)
        #expect(S.alpha(context, 5, 9) == 0 && S.alpha(context, 5, 11) == 0)
    }

    @Test func strokeWidthIsCentredOnThePath() {
        let context = horizontalLine(width: 4)
        for y in 8...11 { #expect(S.alpha(context, 20, y) == 255) }
        #expect(S.alpha(context, 20, 7) == 0)
        #expect(S.alpha(context, 20, 12) == 0)
    }

    @Test func widthIsMeasuredInUserSpaceWhenStroking() {
        let context = S.flippedContext(width: 50, height: 20)
        context.move(to: CGPoint(x: 10, y: 10))
        context.addLine(to: CGPoint(x: 40, y: 10))
        context.scaleBy(x: 1, y: 4)  // after the path: only the width is scaled
        context.strokePath()
        for y in 8...11 { #expect(S.alpha(context, 20, y) == 255) }
        #expect(S.alpha(context, 20, 7) == 0)
    }

    @Test func capsExtendPastTheEnds() {
        let butt = horizontalLine(width: 6)
        #expect(S.alpha(butt, 10, 10) == 255)
        #expect(S.alpha(butt, 9, 10) == 0)
        #expect(S.alpha(butt, 40, 10) == 0)

        let square = horizontalLine(width: 6, cap: .square)
        #expect(S.alpha(square, 7, 10) == 255)
        #expect(S.alpha(square, 7, 7) == 255)  // square corner
        #expect(S.alpha(square, 6, 10) == 0)
        #expect(S.alpha(square, 42, 10) == 255)

        let round = horizontalLine(width: 6, cap: .round)
        #expect(S.alpha(round, 7, 10) > 200)
        #expect(S.alpha(round, 7, 7) < 100)  // rounded corner
        #expect(S.alpha(round, 6, 10) == 0)
    }

    @Test func dashesLeaveGaps() {
        let context = horizontalLine(width: 2, dash: [5, 5])
        #expect(S.alpha(context, 12, 10) == 255)  // 10…15 on
        #expect(S.alpha(context, 17, 10) == 0)  // 15…20 off
        #expect(S.alpha(context, 22, 10) == 255)
        #expect(S.alpha(context, 27, 10) == 0)

        let shifted = S.flippedContext(width: 50, height: 20)
        shifted.setLineWidth(2)
        shifted.setLineDash(phase: 5, lengths: [5, 5])  // starts in a gap
        shifted.move(to: CGPoint(x: 10, y: 10))
        shifted.addLine(to: CGPoint(x: 40, y: 10))
        shifted.strokePath()
        #expect(S.alpha(shifted, 12, 10) == 0)
        #expect(S.alpha(shifted, 17, 10) == 255)
    }

    @Test func joinsShapeCorners() {
        func corner(_ join: CGLineJoin) -> CGContext {
            let context = S.flippedContext(width: 40, height: 40)
            context.setLineWidth(10)
            context.setLineJoin(join)
            context.move(to: CGPoint(x: 5, y: 20))
            context.addLine(to: CGPoint(x: 20, y: 20))
            context.addLine(to: CGPoint(x: 20, y: 35))
            context.strokePath()
            return context
        }
        #expect(S.alpha(corner(.miter), 24, 16) == 255)  // the outer corner is square
        #expect(S.alpha(corner(.bevel), 24, 16) == 0)
        #expect(S.alpha(corner(.round), 24, 16) < 255)
        #expect(S.alpha(corner(.round), 23, 17) > 0)
    }

    @Test func miterLimitBevelsSharpCorners() {
        func spike(limit: CGFloat) -> CGContext {
            let context = S.flippedContext(width: 60, height: 40)
            context.setLineWidth(6)
            context.setMiterLimit(limit)
            context.move(to: CGPoint(x: 5, y: 10))
            context.addLine(to: CGPoint(x: 40, y: 20))
            context.addLine(to: CGPoint(x: 5, y: 30))
            context.strokePath()
            return context
        }
        #expect(S.alpha(spike(limit: 10), 45, 20) == 255)
        #expect(S.alpha(spike(limit: 1), 45, 20) == 0)
    }

    @Test func strokeRectHelpers() {
        let context = S.flippedContext(width: 40, height: 40)
        context.stroke(CGRect(x: 10, y: 10, width: 20, height: 20), width: 4)
        #expect(S.alpha(context, 20, 8) == 255)
        #expect(S.alpha(context, 20, 11) == 255)
        #expect(S.alpha(context, 20, 12) == 0)
        #expect(S.alpha(context, 20, 20) == 0)
        // The line width is left alone.
        context.stroke(CGRect(x: 2, y: 2, width: 36, height: 36))
        #expect(S.alpha(context, 20, 1) == 128 || S.alpha(context, 20, 2) == 128)
    }

    @Test func strokeLineSegmentsAndEllipse() {
        let context = S.flippedContext(width: 40, height: 40)
        context.setLineWidth(2)
        context.strokeLineSegments(between: [
            CGPoint(x: 0, y: 5), CGPoint(x: 40, y: 5), CGPoint(x: 5, y: 0), CGPoint(x: 5, y: 40), CGPoint(x: 9, y: 9),
        ])
        #expect(S.alpha(context, 20, 5) == 255)
        #expect(S.alpha(context, 5, 20) == 255)
        #expect(S.alpha(context, 20, 20) == 0)
        context.strokeEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(S.alpha(context, 20, 10) == 255)
        #expect(S.alpha(context, 20, 20) == 0)
    }

    @Test func translucentStrokeCoversOverlapsOnce() {
        let context = S.flippedContext(width: 40, height: 40)
        context.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        context.setLineWidth(6)
        context.move(to: CGPoint(x: 0, y: 20))
        context.addLine(to: CGPoint(x: 40, y: 20))
        context.move(to: CGPoint(x: 20, y: 0))
        context.addLine(to: CGPoint(x: 20, y: 40))
        context.strokePath()
        #expect(abs(S.alpha(context, 20, 20) - 128) <= 1)
    }
}
