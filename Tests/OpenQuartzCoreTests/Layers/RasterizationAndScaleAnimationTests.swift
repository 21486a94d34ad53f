import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// `shouldRasterize`, `rasterizationScale` and `contentsScale` are "Animatable" in CALayer.h: explicit
/// animations of them are accepted, a change runs their action (the default one or one from `actions`), and
/// the presentation layer shows the interpolated value.
@Suite("Rasterization and scale animations", .freshApplication)
struct RasterizationAndScaleAnimationTests {
    @Test @MainActor func explicitAnimationsInterpolate() {
        let layer = makeCommittedLayer()
        let captured = Diagnostics.capture {
            layer.add(basicAnimation("rasterizationScale", from: 1, to: 3, duration: 1), forKey: "raster")
            layer.add(basicAnimation("contentsScale", from: 2, to: 4, duration: 1), forKey: "scale")
        }
        #expect(captured.isEmpty)
        #expect(layer.animationKeys() == ["raster", "scale"])
        CAMediaClock.advance(by: 0.25)
        // A linear (default timing) animation a quarter of the way: from + (to − from) · 0.25.
        #expect(isClose(layer.presentation()?.rasterizationScale, 1 + 2 * 0.25))
        #expect(isClose(layer.presentation()?.contentsScale, 2 + 2 * 0.25))
        #expect(layer.rasterizationScale == 1 && layer.contentsScale == 1)
    }

    @Test @MainActor func shouldRasterizeAnimatesAsABoolean() {
        let layer = makeCommittedLayer()
        layer.add(basicAnimation("shouldRasterize", from: false, to: true, duration: 1), forKey: "raster")
        #expect(layer.animationKeys() == ["raster"])
        CAMediaClock.advance(by: 0.25)
        #expect(layer.presentation()?.shouldRasterize == false)
        CAMediaClock.advance(by: 0.5)
        #expect(layer.presentation()?.shouldRasterize == true)
        #expect(!layer.shouldRasterize)
    }

    @Test @MainActor func changesRunTheDefaultAction() throws {
        let layer = makeCommittedLayer()
        for key in ["shouldRasterize", "rasterizationScale", "contentsScale"] {
            #expect(CALayer.defaultAction(forKey: key) is CABasicAnimation, "\(key)")
        }
        layer.contentsScale = 3
        layer.rasterizationScale = 2
        layer.shouldRasterize = true
        #expect(layer.animationKeys() == ["contentsScale", "rasterizationScale", "shouldRasterize"])
        let implicit = try #require(layer.animation(forKey: "contentsScale") as? CABasicAnimation)
        #expect(implicit.duration == 0.25)
        #expect(LayerValueKind.number(implicit.fromValue) == 1)
        CAMediaClock.advance(by: 0.125)
        // The default curve (0.25, 0.1, 0.25, 1) half-way through the implicit 0.25 s.
        let eased = Curve.systemDefault(0.5)
        #expect(isClose(layer.presentation()?.contentsScale, CGFloat(1 + 2 * eased), 2 * curveTolerance))
        #expect(isClose(layer.presentation()?.rasterizationScale, CGFloat(1 + eased), curveTolerance))
    }

    @Test @MainActor func actionsDictionaryEntriesRun() {
        let layer = makeCommittedLayer()
        let slow = CABasicAnimation()
        slow.duration = 2
        layer.actions = ["rasterizationScale": slow, "contentsScale": NSNull()]
        layer.rasterizationScale = 5
        layer.contentsScale = 2
        #expect(layer.animationKeys() == ["rasterizationScale"])
        #expect(layer.animation(forKey: "rasterizationScale")?.duration == 2)
        CAMediaClock.advance(by: 1)
        #expect(isClose(layer.presentation()?.rasterizationScale, 1 + 4 * 0.5))
        #expect(layer.presentation()?.contentsScale == 2)
    }
}
