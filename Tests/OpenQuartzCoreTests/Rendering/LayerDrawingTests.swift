import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore
import OpenUIKitTesting

/// `setNeedsDisplay` → `display()` → `draw(in:)` fills the backing store that becomes `contents`.
@MainActor
@Suite(.freshApplication) struct LayerDrawingTests {
    final class DotLayer: CALayer {
        var draws = 0
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        }
    }

    final class Painter: CALayerDelegate {
        var calls: [String] = []
        func layerWillDraw(_ layer: CALayer) { calls.append("willDraw") }
        func draw(_ layer: CALayer, in ctx: CGContext) {
            calls.append("draw")
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
        }
    }

    @Test func displayDrawsIntoAnUprightBackingStoreAtContentsScale() throws {
        let layer = DotLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.contentsScale = 2
        layer.setNeedsDisplay()
        #expect(layer.draws == 0)
        CATransaction.flush()
        #expect(layer.draws == 1)
        #expect(!layer.needsDisplay())
        let image = try #require(layer.contents as? CGImage)
        #expect(image.width == 20 && image.height == 20)
        #expect(image.rgba(10, 2) == [255, 0, 0, 255])
        #expect(image.rgba(10, 15) == [0, 0, 0, 0])
        CATransaction.flush()
        #expect(layer.draws == 1)
    }

    @Test func theDelegateDrawsWhenTheLayerDoesNotOverride() throws {
        let painter = Painter()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.delegate = painter
        layer.displayIfNeeded()
        #expect(painter.calls.isEmpty)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(painter.calls == ["willDraw", "draw"])
        let image = try #require(layer.contents as? CGImage)
        #expect(image.rgba(5, 8) == [0, 0, 255, 255])
        #expect(image.rgba(5, 2) == [0, 0, 0, 0])
    }
}
