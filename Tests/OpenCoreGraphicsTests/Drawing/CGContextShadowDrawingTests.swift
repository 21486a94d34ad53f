import Foundation
import Testing
@testable import OpenCoreGraphics

/// Shadows: offset in base space, blur spread, colour and state.
@Suite struct CGContextShadowDrawingTests {
    typealias S = DrawingTestSupport

    @Test func hardShadowIsOffsetDownInFlippedContexts() {
        let context = S.flippedContext(width: 60, height: 60)
        context.setShadow(
            offset: CGSize(width: 10, height: 10), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(S.pixel(context, 20, 20) == S.red)  // the shape covers its shadow
        #expect(S.pixel(context, 35, 35) == S.blue)  // shadow at +10, +10
        #expect(S.pixel(context, 35, 15) == .clear)
        #expect(S.pixel(context, 41, 35) == .clear)
    }

    @Test func positiveOffsetMovesUpInBitmapContexts() {
        let context = S.bitmapContext(width: 60, height: 60)
        context.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: .black)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 20, y: 20, width: 20, height: 20))  // image rows 20…39
        #expect(S.pixel(context, 30, 15).a == 255)  // above the shape on screen
        #expect(S.pixel(context, 30, 15).r == 0)
        #expect(S.pixel(context, 30, 45) == .clear)
    }

    @Test func shadowOffsetIgnoresTheCTM() {
        let context = S.flippedContext(width: 80, height: 40)
        context.scaleBy(x: 2, y: 2)
        context.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: .black)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))  // device x 10…30
        #expect(S.pixel(context, 35, 20).a == 255)  // shadow to x 40, not 50
        #expect(S.pixel(context, 42, 20) == .clear)
    }

    @Test func defaultShadowIsBlackAtOneThirdAlpha() {
        let context = S.flippedContext(width: 40, height: 40)
        context.setShadow(offset: CGSize(width: 15, height: 0), blur: 0)
        context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(S.pixel(context, 25, 10).isClose(to: RGBA(0, 0, 0, 85)))
    }

    @Test func blurSpreadsAboutTheBlurDistance() {
        let blur: CGFloat = 8
        let context = S.flippedContext(width: 100, height: 100)
        context.setShadow(offset: CGSize(width: 0, height: 0), blur: blur, color: .black)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 30, y: 30, width: 40, height: 40))
        // The edge of the shape's shadow is half-covered; it fades out within about 1.5 × blur.
        #expect(S.pixel(context, 50, 50) == S.red)
        let atEdge = S.alpha(context, 71, 50), half = S.alpha(context, 70 + Int(blur / 2), 50)
        let far = S.alpha(context, 70 + Int(blur * 1.5) + 1, 50)
        #expect(atEdge > 90 && atEdge < 150)
        #expect(half > 5 && half < atEdge)
        #expect(far <= 1)
        #expect(S.alpha(context, 50, 71) == atEdge)  // symmetric
        #expect(S.alpha(context, 29, 50) == S.alpha(context, 70, 50))
    }

    @Test func blurredShadowIsOffset() {
        let context = S.flippedContext(width: 120, height: 120)
        context.setShadow(offset: CGSize(width: 20, height: 10), blur: 6, color: .black)
        context.fill(CGRect(x: 20, y: 20, width: 40, height: 40))
        // Beyond the shape, the shadow's centre region is fully dark and its far edge fades.
        #expect(S.alpha(context, 70, 45) == 255)
        #expect(S.alpha(context, 79, 45) > 0 && S.alpha(context, 79, 45) < 255)
        #expect(S.alpha(context, 92, 45) == 0)
        #expect(S.alpha(context, 70, 15) == 0)  // not above: offset down
        #expect(S.alpha(context, 40, 82) == 0)  // shadow bottom 70, plus 1.5 × blur
        #expect(S.alpha(context, 40, 66) > 0)
    }

    @Test func shadowIsPartOfTheStateAndCanBeTurnedOff() {
        let context = S.flippedContext(width: 40, height: 40)
        context.saveGState()
        context.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: .black)
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: .black)
        context.setShadow(offset: .zero, blur: 0, color: nil)
        context.fill(CGRect(x: 0, y: 20, width: 10, height: 10))
        #expect(S.alpha(context, 15, 5) == 0)
        #expect(S.alpha(context, 15, 25) == 0)
    }

    @Test func strokesAndImagesCastShadowsThroughTheClip() {
        let context = S.flippedContext(width: 60, height: 60)
        context.clip(to: CGRect(x: 0, y: 0, width: 60, height: 40))
        context.setShadow(offset: CGSize(width: 0, height: 20), blur: 0, color: .black)
        context.draw(S.quadrantImage, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        context.setLineWidth(4)
        context.stroke(CGRect(x: 30, y: 2, width: 20, height: 20))
        #expect(S.alpha(context, 10, 30) == 255)  // image shadow
        #expect(S.alpha(context, 29, 30) == 255)  // stroke shadow (left edge, moved down)
        #expect(S.alpha(context, 40, 30) == 0)  // hollow stroke casts a hollow shadow
        #expect(S.alpha(context, 10, 45) == 0)  // clipped
    }

    @Test func textCastsAShadow() {
        let context = S.flippedContext(width: 120, height: 60)
        context.setShadow(
            offset: CGSize(width: 0, height: 30), blur: 0, color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.drawText("Shadow", font: TextFont(family: "Inter", size: 20), color: .black, at: CGPoint(x: 2, y: 2))
        let painted = S.paintedPixels(context.makeImage()!, threshold: 128)
        #expect(painted.contains { $0.y < 28 && S.pixel(context, $0.x, $0.y).r == 0 })
        #expect(painted.contains { $0.y > 32 && S.pixel(context, $0.x, $0.y).r > 128 })
    }

    @Test func shadowOnALargeContextStaysCheap() {
        let context = S.flippedContext(width: 2000, height: 2000)
        context.setShadow(offset: CGSize(width: 0, height: 4), blur: 12, color: .black)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for index in 0..<20 {
                context.fill(CGRect(x: 40 + index * 90, y: 40 + index * 90, width: 60, height: 30))
            }
        }
        #expect(S.alpha(context, 70, 78) > 0)  // below the first rectangle
        #expect(elapsed < .seconds(2), "20 shadowed fills took \(elapsed)")
    }

    @Test func boxRadiiApproximateTheGaussian() {
        // Three boxes of radii r have variance Σ((2r+1)² − 1) / 12 ≈ σ².
        for sigma in [1.0, 2.5, 4.0, 10.0] {
            let radii = GaussianBlur.boxRadii(sigma: sigma)
            #expect(radii.count == 3)
            let variance = radii.map { Double((2 * $0 + 1) * (2 * $0 + 1) - 1) / 12 }.reduce(0, +)
            #expect(abs(variance.squareRoot() - sigma) < 0.35, "σ \(sigma): radii \(radii)")
        }
        #expect(GaussianBlur.boxRadii(sigma: 0).isEmpty)
        #expect(GaussianBlur.sigma(forBlur: 10) == 5)
    }
}
