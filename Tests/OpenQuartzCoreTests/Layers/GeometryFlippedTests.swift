import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// `isGeometryFlipped` (CALayer.h): the layer's geometry and its sublayers' is flipped vertically, so y grows
/// upwards from the bottom of its bounds; `contentsAreFlipped()` is true for an odd number of flipped layers
/// from the receiver up to the root. Conversion, hit-testing and drawing follow it; a `contents` image shows
/// the same either way.
@Suite("Flipped geometry", .freshApplication)
@MainActor
struct GeometryFlippedTests {
    /// A root at the origin holding a flipped 150 × 150 parent at (0, 0) with a 20 × 10 child at (30, 40).
    private func scene() -> (root: CALayer, parent: CALayer, child: CALayer) {
        let root = CALayer(), parent = CALayer(), child = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        parent.frame = CGRect(x: 0, y: 0, width: 150, height: 150)
        child.frame = CGRect(x: 30, y: 40, width: 20, height: 10)
        root.addSublayer(parent)
        parent.addSublayer(child)
        parent.isGeometryFlipped = true
        return (root, parent, child)
    }

    @Test func contentsAreFlippedCountsTheReceiverAndItsAncestors() {
        let root = CALayer(), middle = CALayer(), leaf = CALayer()
        root.addSublayer(middle)
        middle.addSublayer(leaf)
        #expect(!root.contentsAreFlipped())
        root.isGeometryFlipped = true
        #expect(root.contentsAreFlipped() && middle.contentsAreFlipped() && leaf.contentsAreFlipped())
        middle.isGeometryFlipped = true
        // Two flipped layers on the way up from middle and from leaf: even, not flipped.
        #expect(root.contentsAreFlipped() && !middle.contentsAreFlipped() && !leaf.contentsAreFlipped())
    }

    @Test func conversionMirrorsAboutTheFlippedParentsBounds() {
        let (root, parent, child) = scene()
        // The child's rect spans parent y 40…50; mirrored in 150 pt: 150 − 50 … 150 − 40 = 100…110.
        #expect(child.convert(child.bounds, to: root) == CGRect(x: 30, y: 100, width: 20, height: 10))
        #expect(parent.convert(CGPoint(x: 30, y: 40), to: root) == CGPoint(x: 30, y: 150 - 40))
        #expect(root.convert(CGPoint(x: 30, y: 110), to: parent) == CGPoint(x: 30, y: 40))
        // Within the flipped subtree nothing is mirrored: child and parent share the flipped space.
        #expect(child.convert(CGPoint(x: 0, y: 0), to: parent) == CGPoint(x: 30, y: 40))
        parent.isGeometryFlipped = false
        #expect(child.convert(child.bounds, to: root) == CGRect(x: 30, y: 40, width: 20, height: 10))
    }

    @Test func hitTestingFindsTheChildWhereItIsShown() {
        let (root, _, child) = scene()
        #expect(root.hitTest(CGPoint(x: 35, y: 105)) === child)
        #expect(root.hitTest(CGPoint(x: 35, y: 45)) !== child)
    }

    @Test func sublayersAreDrawnMirrored() {
        let (root, parent, child) = scene()
        child.backgroundColor = RenderingTestSupport.red
        parent.backgroundColor = RenderingTestSupport.blue
        let image = RenderingTestSupport.render(root, size: CGSize(width: 200, height: 200))
        #expect(pixelsMatch(image.rgba(35, 105), [255, 0, 0, 255]))
        #expect(pixelsMatch(image.rgba(35, 45), [0, 0, 255, 255]))
    }

    @Test func contentsImagesShowTheSameAndDrawingFollowsTheGeometry() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        // An image whose top half is red and bottom half blue, shown in a flipped layer.
        let painter = CGContext(width: 20, height: 20, flipped: true)
        painter.setFillColor(RenderingTestSupport.blue)
        painter.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        painter.setFillColor(RenderingTestSupport.red)
        painter.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        let shown = CALayer()
        shown.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        shown.contents = painter.makeImage()
        shown.isGeometryFlipped = true
        // A drawn layer: a red band at y 0…5 of its own flipped coordinates is at the bottom on screen.
        let drawn = BandLayer()
        drawn.frame = CGRect(x: 20, y: 0, width: 20, height: 20)
        drawn.isGeometryFlipped = true
        root.addSublayer(shown)
        root.addSublayer(drawn)
        drawn.setNeedsDisplay()
        drawn.displayIfNeeded()
        let image = RenderingTestSupport.render(root, size: CGSize(width: 40, height: 20))
        #expect(pixelsMatch(image.rgba(10, 2), [255, 0, 0, 255]))
        #expect(pixelsMatch(image.rgba(10, 17), [0, 0, 255, 255]))
        #expect(pixelsMatch(image.rgba(30, 18), [255, 0, 0, 255]))
        #expect(image.rgba(30, 2)[3] == 0)
    }
}

/// Draws a red band over y 0…5 of its bounds.
private final class BandLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 5))
    }
}
