import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore
import OpenUIKitTesting

/// Pixel checks of the compositor's visual features, at chosen points with exact expected colours.
@MainActor
@Suite(.freshApplication) struct CompositorPixelTests {
    typealias S = RenderingTestSupport

    @Test func backgroundFillsTheBoundsWithRoundedCorners() {
        let root = S.root(CGSize(width: 100, height: 100))
        let layer = S.solid(CALayer(), CGRect(x: 0, y: 0, width: 100, height: 100), S.red)
        layer.cornerRadius = 30
        root.addSublayer(layer)
        let image = S.render(root, size: CGSize(width: 100, height: 100))
        #expect(image.rgba(50, 50) == [255, 0, 0, 255])
        #expect(image.rgba(1, 1) == [0, 0, 0, 0])
        #expect(image.rgba(50, 1) == [255, 0, 0, 255])
        layer.maskedCorners = [.layerMaxXMaxYCorner]
        let squared = S.render(root, size: CGSize(width: 100, height: 100))
        #expect(squared.rgba(1, 1) == [255, 0, 0, 255])
        #expect(squared.rgba(98, 98) == [0, 0, 0, 0])
    }

    @Test func masksToBoundsClipsSublayers() {
        let root = S.root(CGSize(width: 200, height: 200))
        let parent = S.solid(CALayer(), CGRect(x: 0, y: 0, width: 100, height: 100), S.red)
        let child = S.solid(CALayer(), CGRect(x: 50, y: 50, width: 100, height: 100), S.blue)
        parent.addSublayer(child)
        root.addSublayer(parent)
        #expect(S.render(root, size: CGSize(width: 200, height: 200)).rgba(120, 120) == [0, 0, 255, 255])
        CATransaction.setDisableActions(true)
        parent.masksToBounds = true
        let clipped = S.render(root, size: CGSize(width: 200, height: 200))
        #expect(clipped.rgba(120, 120) == [0, 0, 0, 0])
        #expect(clipped.rgba(75, 75) == [0, 0, 255, 255])
        #expect(clipped.rgba(25, 25) == [255, 0, 0, 255])
    }

    @Test func groupOpacityBlendsTheWholeSubtreeOnce() {
        let root = S.root(CGSize(width: 100, height: 100))
        let parent = S.solid(CALayer(), CGRect(x: 0, y: 0, width: 100, height: 100), S.red)
        let child = S.solid(CALayer(), CGRect(x: 0, y: 0, width: 50, height: 100), S.blue)
        parent.addSublayer(child)
        parent.opacity = 0.5
        root.addSublayer(parent)
        let image = S.render(root, size: CGSize(width: 100, height: 100), background: .white)
        // Blue over red is flattened first, then blended at 50 % over white: (127.5, 127.5, 255).
        #expect(pixelsMatch(image.rgba(25, 50), [128, 128, 255, 255]))
        #expect(pixelsMatch(image.rgba(75, 50), [255, 128, 128, 255]))
    }

    @Test func maskLayerKeepsOnlyWhatItsAlphaCovers() {
        let root = S.root(CGSize(width: 100, height: 100))
        let layer = S.solid(CALayer(), CGRect(x: 0, y: 0, width: 100, height: 100), S.red)
        let mask = CAShapeLayer()
        mask.frame = layer.bounds
        mask.path = CGPath(rect: CGRect(x: 0, y: 0, width: 50, height: 100), transform: nil)
        layer.mask = mask
        root.addSublayer(layer)
        let image = S.render(root, size: CGSize(width: 100, height: 100))
        #expect(image.rgba(25, 50) == [255, 0, 0, 255])
        #expect(image.rgba(75, 50) == [0, 0, 0, 0])
    }

    @Test func shapeContentIsUpright() {
        let root = S.root(CGSize(width: 100, height: 100))
        let shape = CAShapeLayer()
        shape.frame = root.bounds
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 30), transform: nil)
        shape.fillColor = S.green
        root.addSublayer(shape)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 50, width: 100, height: 50)
        gradient.colors = [S.red, S.blue]
        root.addSublayer(gradient)
        let image = S.render(root, size: CGSize(width: 100, height: 100))
        #expect(image.rgba(50, 10) == [0, 255, 0, 255])
        #expect(image.rgba(50, 40) == [0, 0, 0, 0])
        #expect(image.rgba(50, 51)[0] > 240 && image.rgba(50, 98)[2] > 240)
    }

    @Test func contentsImagesAreUprightAndFollowTheirGravity() throws {
        let image = try #require(
            CGImage(
                width: 2, height: 2,
                premultipliedRGBA: [255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255]))
        let root = S.root(CGSize(width: 40, height: 40))
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = image
        root.addSublayer(layer)
        let stretched = S.render(root, size: CGSize(width: 40, height: 40))
        #expect(stretched.rgba(20, 2) == [255, 0, 0, 255])
        #expect(stretched.rgba(20, 37) == [0, 0, 255, 255])
        CATransaction.setDisableActions(true)
        layer.contentsGravity = .bottomLeft
        let placed = S.render(root, size: CGSize(width: 40, height: 40))
        #expect(placed.rgba(0, 39)[3] == 255)
        #expect(placed.rgba(10, 10) == [0, 0, 0, 0])
    }

    @Test func zPositionOrdersSiblings() {
        let root = S.root(CGSize(width: 100, height: 100))
        let front = S.solid(CALayer(), CGRect(x: 0, y: 0, width: 100, height: 100), S.red)
        let back = S.solid(CALayer(), CGRect(x: 0, y: 0, width: 100, height: 100), S.blue)
        front.zPosition = 1
        root.addSublayer(front)
        root.addSublayer(back)
        #expect(S.render(root, size: CGSize(width: 100, height: 100)).rgba(50, 50) == [255, 0, 0, 255])
    }

    @Test func hiddenLayersAreNotDrawn() {
        let root = S.root(CGSize(width: 10, height: 10))
        let layer = S.solid(CALayer(), CGRect(x: 0, y: 0, width: 10, height: 10), S.red)
        layer.isHidden = true
        root.addSublayer(layer)
        #expect(S.render(root, size: CGSize(width: 10, height: 10)).rgba(5, 5) == [0, 0, 0, 0])
    }

    @Test func scaleTwoRendersTwiceThePixels() {
        let root = S.root(CGSize(width: 50, height: 50))
        root.addSublayer(S.solid(CALayer(), CGRect(x: 10, y: 10, width: 10, height: 10), S.green))
        let image = S.render(root, size: CGSize(width: 50, height: 50), scale: 2)
        #expect(image.width == 100 && image.height == 100)
        #expect(image.rgba(21, 21) == [0, 255, 0, 255])
        #expect(image.rgba(39, 39) == [0, 255, 0, 255])
        #expect(image.rgba(41, 41) == [0, 0, 0, 0])
    }

    @Test func borderIsDrawnInsideTheBounds() {
        let root = S.root(CGSize(width: 100, height: 100))
        let layer = S.solid(CALayer(), CGRect(x: 10, y: 10, width: 80, height: 80), S.red)
        layer.borderWidth = 5
        layer.borderColor = S.blue
        root.addSublayer(layer)
        let image = S.render(root, size: CGSize(width: 100, height: 100))
        #expect(image.rgba(12, 50) == [0, 0, 255, 255])
        #expect(image.rgba(16, 50) == [255, 0, 0, 255])
        #expect(image.rgba(8, 50) == [0, 0, 0, 0])
    }

    @Test func aShadowWithoutAPathTakesTheShapeOfTheSublayers() {
        let root = S.root(CGSize(width: 200, height: 200))
        let holder = CALayer()
        holder.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        holder.shadowOpacity = 1
        holder.shadowRadius = 0
        holder.shadowOffset = CGSize(width: 0, height: 30)
        holder.addSublayer(S.solid(CALayer(), CGRect(x: 0, y: 0, width: 40, height: 40), S.red))
        root.addSublayer(holder)
        let image = S.render(root, size: CGSize(width: 200, height: 200))
        #expect(image.rgba(60, 110) == [0, 0, 0, 255])
        #expect(image.rgba(120, 110) == [0, 0, 0, 0])
        #expect(image.rgba(60, 60) == [255, 0, 0, 255])
    }

    @Test func shadowExtendsBeyondTheLayerAndIsOffset() {
        let root = S.root(CGSize(width: 200, height: 200))
        let layer = S.solid(CALayer(), CGRect(x: 50, y: 50, width: 100, height: 100), S.red)
        layer.shadowOpacity = 1
        layer.shadowRadius = 4
        layer.shadowOffset = CGSize(width: 0, height: 20)
        root.addSublayer(layer)
        let image = S.render(root, size: CGSize(width: 200, height: 200))
        #expect(image.rgba(100, 160)[3] > 200)
        #expect(image.rgba(100, 40)[3] == 0)
        #expect(image.rgba(100, 185)[3] == 0)
        #expect(image.rgba(100, 172)[3] > 0)
    }
}

/// CAReplicatorLayer instances: each copy moved by `instanceTransform` and tinted by the colour offsets.
@MainActor
@Suite(.freshApplication) struct ReplicatorRenderingTests {
    typealias S = RenderingTestSupport

    @Test func instancesAreTransformedAndTinted() {
        let root = S.root(CGSize(width: 100, height: 20))
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        replicator.instanceRedOffset = -0.5
        replicator.instanceAlphaOffset = -0.25
        replicator.addSublayer(
            S.solid(CALayer(), CGRect(x: 0, y: 0, width: 20, height: 20), CGColor(red: 1, green: 1, blue: 1, alpha: 1)))
        root.addSublayer(replicator)
        let image = S.render(root, size: CGSize(width: 100, height: 20))
        #expect(image.rgba(10, 10) == [255, 255, 255, 255])
        // Instance 1: red × 0.5, alpha 0.75 → premultiplied (96, 191, 191, 191).
        #expect(pixelsMatch(image.rgba(40, 10), [96, 191, 191, 191]))
        // Instance 2: red × 0, alpha 0.5.
        #expect(pixelsMatch(image.rgba(70, 10), [0, 128, 128, 128]))
        #expect(image.rgba(25, 10) == [0, 0, 0, 0])
    }
}
