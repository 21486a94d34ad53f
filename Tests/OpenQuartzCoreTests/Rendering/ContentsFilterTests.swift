import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// `magnificationFilter` and `minificationFilter` choose how the contents image is sampled: `.nearest` keeps
/// hard pixel edges, `.linear` (the default) blends neighbouring pixels.
@Suite("Contents filters", .freshApplication)
@MainActor
struct ContentsFilterTests {
    /// A 2×1 image, red then blue, stretched over a 100 × 50 layer, rendered at scale 1: the pixel at `x`.
    private func pixel(magnification: CALayerContentsFilter, x: Int) throws -> [Int] {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 50, y: 25)
        layer.contents = try #require(
            CGImage(width: 2, height: 1, premultipliedRGBA: [255, 0, 0, 255, 0, 0, 255, 255]))
        layer.magnificationFilter = magnification
        CATransaction.flush()
        return try #require(CARenderer(layer: layer, size: layer.bounds.size, scale: 1).image()).rgba(x, 25)
    }

    @Test func nearestKeepsHardEdges() throws {
        #expect(try pixel(magnification: .nearest, x: 45) == [255, 0, 0, 255])
        #expect(try pixel(magnification: .nearest, x: 54) == [0, 0, 255, 255])
    }

    @Test func linearBlendsNeighbours() throws {
        // Bilinear sampling 5 px left of the seam between two 50-px-wide texels mixes in some blue.
        let blended = try pixel(magnification: .linear, x: 45)
        #expect(blended[0] < 250 && blended[2] > 5)
    }
}
