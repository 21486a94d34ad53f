import Foundation
import Testing
@testable import OpenCoreGraphics

/// Clipping to rectangles, paths and image masks.
@Suite struct CGContextClipDrawingTests {
    typealias S = DrawingTestSupport

    @Test func clipToRectLimitsPainting() {
        let context = S.flippedContext(width: 20, height: 20)
        context.clip(to: CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 5, y: 5, width: 10, height: 10))
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(S.alpha(context, 10, 10) == 255)
        #expect(S.alpha(context, 4, 10) == 0)
        #expect(S.alpha(context, 10, 15) == 0)
    }

    @Test func clipToRectsUsesTheirUnion() {
        let context = S.flippedContext(width: 20, height: 10)
        context.clip(to: [CGRect(x: 0, y: 0, width: 5, height: 10), CGRect(x: 15, y: 0, width: 5, height: 10)])
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(S.alpha(context, 2, 5) == 255)
        #expect(S.alpha(context, 17, 5) == 255)
        #expect(S.alpha(context, 10, 5) == 0)
    }

    @Test func clipsIntersectAndRestoreWithTheState() {
        let context = S.flippedContext(width: 20, height: 20)
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
        context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10))
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.restoreGState()
        #expect(S.alpha(context, 5, 5) == 255)
        #expect(S.alpha(context, 15, 5) == 0)
        #expect(S.alpha(context, 5, 15) == 0)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(S.pixel(context, 15, 15) == S.red)
    }

    @Test func clipToPathConsumesThePath() {
        let context = S.flippedContext(width: 20, height: 20)
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        context.clip()
        #expect(context.isPathEmpty)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(S.alpha(context, 10, 10) == 255)
        #expect(S.alpha(context, 1, 1) == 0)
        #expect(S.alpha(context, 18, 18) == 0)
    }

    @Test func evenOddClipLeavesAHole() {
        let context = S.flippedContext(width: 30, height: 30)
        context.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        context.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        context.clip(using: .evenOdd)
        context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(S.alpha(context, 15, 15) == 0)
        #expect(S.alpha(context, 5, 15) == 255)
    }

    @Test func clipToInfiniteRectChangesNothingAndToNullRectEverything() {
        let context = S.flippedContext(width: 10, height: 10)
        context.saveGState()
        context.clip(to: .infinite)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.restoreGState()
        #expect(S.alpha(context, 5, 5) == 255)
        context.clear(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.clip(to: .null)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(S.alpha(context, 5, 5) == 0)
    }

    @Test func resetClipRemovesClipping() {
        let context = S.flippedContext(width: 20, height: 20)
        context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
        context.resetClip()
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 20, height: 20))
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(S.alpha(context, 15, 15) == 255)
    }

    @Test func clipBoundingBoxIsInUserSpace() {
        let context = S.bitmapContext(width: 40, height: 20)
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 40, height: 20))
        context.translateBy(x: 10, y: 5)
        context.scaleBy(x: 2, y: 2)
        #expect(context.boundingBoxOfClipPath == CGRect(x: -5, y: -2.5, width: 20, height: 10))
    }

    @Test func clipToImageMaskUsesItsAlpha() {
        // Left column opaque, right column transparent; the mask is laid out like a drawn image.
        let mask = CGImage(width: 2, height: 1, premultipliedRGBA: [0, 0, 0, 255, 0, 0, 0, 0])!
        let context = S.flippedContext(width: 20, height: 10)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: mask)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        context.restoreGState()
        #expect(S.pixel(context, 2, 5) == S.red)
        #expect(S.pixel(context, 17, 5) == S.blue)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))  // the mask went with the state
        #expect(S.pixel(context, 17, 5) == S.blue)
    }
}
