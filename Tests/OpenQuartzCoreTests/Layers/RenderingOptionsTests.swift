import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// The rendering options' defaults and key-value coding, animations' preferred frame rates, and colour-space
/// conversions.
@Suite("Rendering options", .freshApplication)
@MainActor
struct RenderingOptionsTests {
    @Test func defaultsAreApples() {
        let layer = CALayer()
        #expect(layer.cornerCurve == .circular)
        #expect(!layer.allowsEdgeAntialiasing)
        #expect(layer.edgeAntialiasingMask == [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
        #expect(layer.minificationFilter == .linear && layer.magnificationFilter == .linear)
        #expect(!layer.isGeometryFlipped)
        #expect(layer.contentsFormat == .RGBA8Uint)
        #expect(!layer.shouldRasterize && layer.rasterizationScale == 1)
        #expect(CALayer.defaultValue(forKey: "cornerCurve") as? CALayerCornerCurve == .circular)
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
    }

    @Test func keyValueCodingReachesTheOptions() {
        let layer = CALayer()
        layer.setValue(CALayerContentsFilter.nearest, forKey: "magnificationFilter")
        layer.setValue(true, forKey: "shouldRasterize")
        #expect(layer.magnificationFilter == .nearest)
        #expect(layer.value(forKey: "shouldRasterize") as? Bool == true)
    }

    @Test func animationsKeepTheirPreferredFrameRate() {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
        let copy = animation.copy() as! CABasicAnimation
        #expect(copy.preferredFrameRateRange == CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120))
        #expect(CABasicAnimation().preferredFrameRateRange == .default)
    }

    @Test func colourSpacesAndConversion() {
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.numberOfComponents == 3)
        #expect(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)?.numberOfComponents == 1)
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(red.converted(to: CGColorSpace(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil) == red)
        let gray = red.converted(
            to: CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)!, intent: .perceptual, options: nil)
        // Luminance of pure red is 0.2126 in linear light; sRGB-encoded: 1.055 × 0.2126^(1/2.4) − 0.055.
        let expected = 1.055 * pow(0.2126, 1 / 2.4) - 0.055
        #expect(abs((gray?.red ?? 0) - expected) < 1e-9 && gray?.red == gray?.blue && gray?.alpha == 0.5)
    }
}
