import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore
import OpenUIKitTesting

/// Rotated layers go through the affine sampler: exact where the map lands on texel centres, flat colour
/// passed through, edges blended into transparency, and premultiplied output.
@MainActor
@Suite(.freshApplication) struct AffineSamplerTests {
    typealias S = RenderingTestSupport

    /// A 40×20 pt red layer at (50, 50) with a blue 10×10 pt square in its top-left corner.
    func scene(rotation angle: CGFloat) -> CALayer {
        let root = S.root(CGSize(width: 100, height: 100))
        let card = S.solid(CALayer(), CGRect(x: 30, y: 40, width: 40, height: 20), S.red)
        card.addSublayer(S.solid(CALayer(), CGRect(x: 0, y: 0, width: 10, height: 10), S.blue))
        card.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
        root.addSublayer(card)
        return root
    }

    @Test func aHalfTurnCopiesEveryPixelExactly() {
        let upright = S.render(scene(rotation: 0), size: CGSize(width: 100, height: 100), scale: 2)
        let turned = S.render(scene(rotation: .pi), size: CGSize(width: 100, height: 100), scale: 2)
        var mismatches = 0
        for y in 0..<200 {
            for x in 0..<200 where turned.rgba(x, y) != upright.rgba(199 - x, 199 - y) { mismatches += 1 }
        }
        #expect(mismatches == 0)
        // The blue corner is now bottom-right.
        #expect(turned.rgba(135, 115) == [0, 0, 255, 255])
        #expect(turned.rgba(65, 85) == [255, 0, 0, 255])
    }

    @Test func aSlantedLayerKeepsItsFlatColourAndBlendsItsEdges() {
        let image = S.render(scene(rotation: .pi / 4), size: CGSize(width: 100, height: 100), scale: 2)
        #expect(image.rgba(100, 100) == [255, 0, 0, 255])
        #expect(image.rgba(100, 20) == [0, 0, 0, 0])
        var edgePixels = 0
        for y in 0..<200 {
            for x in 0..<200 {
                let pixel = image.rgba(x, y)
                #expect(pixel[0] <= pixel[3] && pixel[1] <= pixel[3] && pixel[2] <= pixel[3])
                if pixel[3] > 0 && pixel[3] < 255 { edgePixels += 1 }
            }
        }
        // The outline (240 px long at 2×) is one partly covered pixel wide, diagonally.
        #expect(edgePixels == 226)
    }
}
