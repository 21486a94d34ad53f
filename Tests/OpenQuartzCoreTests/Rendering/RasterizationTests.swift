import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// `shouldRasterize`: the compositor draws a rasterised subtree once into a bitmap of `rasterizationScale`
/// pixels per point and reuses it while nothing inside changes; moving or fading the layer itself reuses it.
@Suite("Rasterization", .freshApplication)
@MainActor
struct RasterizationTests {
    private func scene() -> (root: CALayer, card: CALayer, badge: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
        root.position = CGPoint(x: 60, y: 40)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        card.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        card.cornerRadius = 8
        let badge = CALayer()
        badge.frame = CGRect(x: 50, y: -5, width: 20, height: 20)  // overflows the card's bounds
        badge.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        card.addSublayer(badge)
        root.addSublayer(card)
        CATransaction.flush()
        return (root, card, badge)
    }

    /// Turns rasterization on at once: both keys are animatable (CALayer.h), so without this a committed
    /// layer would animate into them.
    private func rasterize(_ layer: CALayer, scale: CGFloat) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.shouldRasterize = true
        layer.rasterizationScale = scale
        CATransaction.commit()
    }

    private func pixels(_ image: CGImage) -> [[Int]] {
        (0..<image.height).flatMap { y in (0..<image.width).map { x in image.rgba(x, y) } }
    }

    @Test func aRasterisedLayerAtTheScreenScaleLooksTheSame() throws {
        let (root, card, _) = scene()
        let plain = try #require(CARenderer(layer: root, size: root.bounds.size, scale: 2).image())
        rasterize(card, scale: 2)
        let rasterized = try #require(CARenderer(layer: root, size: root.bounds.size, scale: 2).image())
        #expect(pixels(rasterized) == pixels(plain))  // the overflowing badge included
    }

    @Test func theBitmapIsReusedUntilTheSubtreeChanges() throws {
        let (root, card, badge) = scene()
        rasterize(card, scale: 2)
        let renderer = CARenderer(layer: root, size: root.bounds.size, scale: 2)
        _ = renderer.image()
        #expect(renderer.compositor.rasterizationCount == 1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.position.x += 7
        card.opacity = 0.5
        CATransaction.commit()
        _ = renderer.image()
        #expect(renderer.compositor.rasterizationCount == 1)  // its own placement and opacity: no redraw
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        badge.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        CATransaction.commit()
        let changed = try #require(renderer.image())
        #expect(renderer.compositor.rasterizationCount == 2)
        // The badge (card at x 17…77, badge 50 in: 67…87, y 5…25) shows its new colour at 50 % opacity over white.
        let badgePixel = changed.rgba(2 * 72, 2 * 15)
        #expect(abs(badgePixel[0] - 128) <= 2 && abs(badgePixel[1] - 255) <= 2 && abs(badgePixel[2] - 128) <= 2)
    }

    @Test func aLowRasterizationScaleIsSofter() throws {
        let (root, card, _) = scene()
        let sharp = try #require(CARenderer(layer: root, size: root.bounds.size, scale: 2).image())
        rasterize(card, scale: 1)
        let soft = try #require(CARenderer(layer: root, size: root.bounds.size, scale: 2).image())
        #expect(pixels(soft) != pixels(sharp))
        // Far from any edge the colour is the same.
        #expect(soft.rgba(2 * 30, 2 * 40) == sharp.rgba(2 * 30, 2 * 40))
    }
}
