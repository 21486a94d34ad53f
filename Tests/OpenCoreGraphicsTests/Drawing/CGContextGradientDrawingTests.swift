import Foundation
import Testing
@testable import OpenCoreGraphics

/// Linear, radial and conic gradients.
@Suite struct CGContextGradientDrawingTests {
    typealias S = DrawingTestSupport

    private let blackToWhite = CGGradient(colorsSpace: nil, colors: [.black, .white], locations: [0, 1])!
    private let redToBlue = CGGradient(
        colorsSpace: nil,
        colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
        locations: nil)!

    @Test func gradientValidatesItsInput() {
        #expect(CGGradient(colorsSpace: nil, colors: [], locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [.black], locations: [0, 1]) == nil)
        let gradient = CGGradient(colorsSpace: nil, colors: [.black, .white, .black], locations: nil)!
        #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
        let fromComponents = components.withUnsafeBufferPointer {
            CGGradient(
                colorSpace: CGColorSpace(name: CGColorSpace.sRGB)!, colorComponents: $0.baseAddress!, locations: nil,
                count: 2)
        }
        #expect(fromComponents == redToBlue)
    }

    @Test func linearMidpointsInterpolate() {
        let context = S.flippedContext(width: 100, height: 4)
        context.drawLinearGradient(blackToWhite, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        let middle = S.pixel(context, 50, 2)
        #expect(abs(middle.r - 128) <= 2 && middle.r == middle.g && middle.g == middle.b && middle.a == 255)
        #expect(abs(S.pixel(context, 25, 2).r - 64) <= 2)
        #expect(abs(S.pixel(context, 75, 2).r - 191) <= 2)
    }

    @Test func linearEndsAreExtendedOnlyWhenAsked() {
        func draw(_ options: CGGradientDrawingOptions) -> CGContext {
            let context = S.flippedContext(width: 100, height: 4)
            context.drawLinearGradient(
                redToBlue, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: options)
            return context
        }
        let neither = draw([])
        #expect(S.pixel(neither, 10, 2) == .clear && S.pixel(neither, 90, 2) == .clear)
        #expect(abs(S.pixel(neither, 50, 2).r - 125) <= 2)  // pixel centre 50.5: t = 0.51
        let before = draw(.drawsBeforeStartLocation)
        #expect(S.pixel(before, 10, 2) == S.red && S.pixel(before, 90, 2) == .clear)
        let after = draw(.drawsAfterEndLocation)
        #expect(S.pixel(after, 10, 2) == .clear && S.pixel(after, 90, 2) == S.blue)
        #expect(abs(S.pixel(after, 50, 2).b - 130) <= 2)
        let both = draw([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(S.pixel(both, 10, 2) == S.red && S.pixel(both, 90, 2) == S.blue)
    }

    @Test func linearFollowsTheCTMAndDiagonals() {
        let context = S.bitmapContext(width: 40, height: 40)  // y up: start at the bottom
        context.drawLinearGradient(blackToWhite, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 40), options: [])
        #expect(S.pixel(context, 20, 38).r < 20)  // near the bottom: dark
        #expect(S.pixel(context, 20, 1).r > 235)  // near the top: light
        #expect(abs(S.pixel(context, 20, 20).r - 128) <= 4)
    }

    @Test func colourBeforeTheFirstLocationIsTheFirstColour() {
        let inset = CGGradient(colorsSpace: nil, colors: [.black, .white], locations: [0.25, 0.75])!
        let context = S.flippedContext(width: 100, height: 2)
        context.drawLinearGradient(inset, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        #expect(S.pixel(context, 10, 1) == RGBA(0, 0, 0, 255))
        #expect(S.pixel(context, 90, 1) == S.white)
        #expect(abs(S.pixel(context, 50, 1).r - 129) <= 2)
    }

    @Test func interpolationIsUnpremultipliedAsInCoreGraphics() {
        let fade = CGGradient(colorsSpace: nil, colors: [.white, .clear], locations: nil)!
        let context = S.flippedContext(width: 100, height: 2)
        context.drawLinearGradient(fade, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        // Halfway: grey 0.5 at alpha 0.5 → premultiplied 64.
        #expect(S.pixel(context, 50, 1).isClose(to: RGBA(64, 64, 64, 128), tolerance: 2))
    }

    @Test func radialMidpointInterpolates() {
        let context = S.flippedContext(width: 100, height: 100)
        let center = CGPoint(x: 50, y: 50)
        context.drawRadialGradient(
            redToBlue, startCenter: center, startRadius: 0, endCenter: center, endRadius: 40, options: [])
        // Pixel centre (70.5, 50.5) is 20.5 from the centre: t ≈ 0.51.
        let halfway = S.pixel(context, 70, 50)
        #expect(abs(halfway.r - 125) <= 2 && abs(halfway.b - 131) <= 2 && halfway.a == 255)
        #expect(S.pixel(context, 50, 50).r > 245)
        #expect(S.pixel(context, 95, 50) == .clear)  // beyond the end circle
        #expect(S.pixel(context, 2, 2) == .clear)
    }

    @Test func radialExtensions() {
        let center = CGPoint(x: 50, y: 50)
        func draw(_ options: CGGradientDrawingOptions, startRadius: CGFloat = 10) -> CGContext {
            let context = S.flippedContext(width: 100, height: 100)
            context.drawRadialGradient(
                redToBlue, startCenter: center, startRadius: startRadius, endCenter: center, endRadius: 40,
                options: options)
            return context
        }
        let neither = draw([])
        #expect(S.pixel(neither, 50, 50) == .clear)  // inside the start circle
        #expect(S.pixel(neither, 95, 95) == .clear)
        let after = draw(.drawsAfterEndLocation)
        #expect(S.pixel(after, 50, 50) == .clear)
        #expect(S.pixel(after, 95, 95) == S.blue)
        let before = draw(.drawsBeforeStartLocation)
        #expect(S.pixel(before, 50, 50) == S.red)
        #expect(S.pixel(before, 95, 95) == .clear)
        let both = draw([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(S.pixel(both, 50, 50) == S.red && S.pixel(both, 95, 95) == S.blue)
        // The common "dot to ring" gradient with the outside filled.
        let fromPoint = draw(.drawsAfterEndLocation, startRadius: 0)
        #expect(S.pixel(fromPoint, 50, 50).r > 245)
        #expect(S.pixel(fromPoint, 0, 0) == S.blue)
    }

    @Test func radialConeWithOneExtension() {
        // Two separate circles of equal size: a "tube"; extending past the end paints beyond it.
        let context = S.flippedContext(width: 100, height: 40)
        context.drawRadialGradient(
            redToBlue, startCenter: CGPoint(x: 20, y: 20), startRadius: 10, endCenter: CGPoint(x: 50, y: 20),
            endRadius: 10,
            options: .drawsAfterEndLocation)
        // (35.5, 20.5) lies on the circles of t ≈ 0.18 and 0.85; the larger t wins.
        #expect(S.pixel(context, 35, 20).isClose(to: RGBA(38, 0, 217, 255), tolerance: 3))
        #expect(S.pixel(context, 80, 20) == S.blue)
        #expect(S.pixel(context, 5, 20) == .clear)
        #expect(S.pixel(context, 80, 2) == .clear)
    }

    @Test func gradientsRespectClipAndAlpha() {
        let context = S.flippedContext(width: 100, height: 10)
        context.clip(to: CGRect(x: 0, y: 0, width: 50, height: 10))
        context.setAlpha(0.5)
        context.drawLinearGradient(redToBlue, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        #expect(S.pixel(context, 75, 5) == .clear)
        #expect(S.pixel(context, 0, 5).isClose(to: RGBA(127, 0, 0, 128), tolerance: 2))
    }

    @Test func conicGradientFollowsTheAngle() {
        let gradient = CGGradient(
            colorsSpace: nil,
            colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
            locations: nil)!
        let context = S.flippedContext(width: 100, height: 100)
        context.drawConicGradient(gradient, center: CGPoint(x: 50, y: 50), startAngle: 0)
        // Angles increase clockwise on screen in a flipped context: a quarter turn is straight down.
        // (Row 52, not 50: the start angle is a hard red/blue seam, placed within half a pixel by cairo's mesh.)
        let right = S.pixel(context, 90, 52), down = S.pixel(context, 50, 90), left = S.pixel(context, 10, 50),
            up = S.pixel(context, 50, 10)
        #expect(right.r > 245 && right.a == 255)
        #expect(down.isClose(to: RGBA(191, 0, 64, 255), tolerance: 3))
        #expect(left.isClose(to: RGBA(128, 0, 128, 255), tolerance: 3))
        #expect(up.isClose(to: RGBA(64, 0, 191, 255), tolerance: 3))
        #expect(S.pixel(context, 0, 0).a == 255)  // fills the whole clip
    }
}
