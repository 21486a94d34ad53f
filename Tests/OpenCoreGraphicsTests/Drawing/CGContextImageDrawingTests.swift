import Foundation
import Testing
@testable import OpenCoreGraphics

/// Drawing images: placement, orientation, scaling, alpha and tiling.
@Suite struct CGContextImageDrawingTests {
    typealias S = DrawingTestSupport

    private func quadrants(_ context: CGContext, x: Int = 0, y: Int = 0) -> [RGBA] {
        [
            S.pixel(context, x + 2, y + 2), S.pixel(context, x + 17, y + 2), S.pixel(context, x + 2, y + 17),
            S.pixel(context, x + 17, y + 17),
        ]
    }

    @Test func imageIsUprightInABitmapContext() {
        let context = S.bitmapContext(width: 20, height: 20)
        context.draw(S.quadrantImage, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(quadrants(context) == [S.red, S.green, S.blue, S.white])
    }

    @Test func imageIsUpsideDownInAFlippedContextAsOnIOS() {
        let context = S.flippedContext(width: 20, height: 20)
        context.draw(S.quadrantImage, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(quadrants(context) == [S.blue, S.white, S.red, S.green])
    }

    @Test func topAtMinYDrawsUprightInAFlippedContext() {
        let context = S.flippedContext(width: 20, height: 20)
        context.draw(S.quadrantImage, in: CGRect(x: 0, y: 0, width: 20, height: 20), topAtMinY: true)
        #expect(quadrants(context) == [S.red, S.green, S.blue, S.white])
    }

    @Test func undoingTheFlipTheUIKitWayDrawsUpright() {
        let context = S.flippedContext(width: 20, height: 20)
        context.translateBy(x: 0, y: 20)
        context.scaleBy(x: 1, y: -1)
        context.draw(S.quadrantImage, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(quadrants(context) == [S.red, S.green, S.blue, S.white])
    }

    @Test func imageIsPlacedInItsRect() {
        let context = S.bitmapContext(width: 40, height: 40)
        context.draw(S.quadrantImage, in: CGRect(x: 20, y: 0, width: 20, height: 20))  // bottom-right quarter
        #expect(quadrants(context, x: 20, y: 20) == [S.red, S.green, S.blue, S.white])
        #expect(S.pixel(context, 10, 30) == .clear)
        #expect(S.pixel(context, 30, 10) == .clear)
        // Edges stay crisp: the edge pixels are the image's, not faded.
        #expect(S.pixel(context, 20, 20) == S.red)
        #expect(S.pixel(context, 39, 39) == S.white)
    }

    @Test func nearestNeighbourWhenInterpolationIsNone() {
        let context = S.bitmapContext(width: 20, height: 20)
        context.interpolationQuality = .none
        context.draw(S.quadrantImage, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(S.pixel(context, 9, 9) == S.red)
        #expect(S.pixel(context, 10, 9) == S.green)
        #expect(S.pixel(context, 9, 10) == S.blue)
    }

    @Test func alphaAppliesToImages() {
        let context = S.bitmapContext(width: 20, height: 20)
        context.setAlpha(0.5)
        context.draw(S.quadrantImage, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(S.pixel(context, 2, 2).isClose(to: RGBA(128, 0, 0, 128)))
        #expect(S.pixel(context, 17, 17).isClose(to: RGBA(128, 128, 128, 128)))
    }

    @Test func tilingRepeatsOverTheClip() {
        let context = S.bitmapContext(width: 40, height: 40)
        context.interpolationQuality = .none  // bilinear filtering would wrap across tile edges
        context.draw(S.quadrantImage, in: CGRect(x: 0, y: 0, width: 20, height: 20), byTiling: true)
        #expect(quadrants(context) == [S.red, S.green, S.blue, S.white])
        #expect(quadrants(context, x: 20, y: 20) == [S.red, S.green, S.blue, S.white])
        #expect(quadrants(context, x: 20, y: 0) == [S.red, S.green, S.blue, S.white])
    }

    @Test func translucentImagesCompositeOver() {
        let image = CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 128, 128])!
        let context = S.bitmapContext(width: 4, height: 4)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(S.pixel(context, 1, 1).isClose(to: RGBA(127, 0, 128, 255)))
    }
}
