import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// UIImageView shows its image through the layer, placed by contentMode.
@MainActor
@Suite(.freshApplication) struct UIImageViewTests {
    @Test func theImageIsShownAndPlacedByContentMode() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let red = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let imageView = UIImageView(image: red)
        #expect(imageView.bounds.size == CGSize(width: 10, height: 10) && !imageView.isUserInteractionEnabled)
        imageView.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        imageView.contentMode = .topLeft
        #expect(imageView.contentMode == .topLeft && imageView.layer.contentsGravity == .topLeft)
        let shot = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { _ in
            imageView.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 40), afterScreenUpdates: true)
        }
        let pixels = try #require(shot.cgImage)
        #expect(pixels.pixel(x: 5, y: 5) == (255, 0, 0, 255))
        #expect(pixels.pixel(x: 30, y: 30) == (0, 0, 0, 0))
        #expect(pixels.pixel(x: 5, y: 35) == (0, 0, 0, 0))
        imageView.contentMode = .redraw
        #expect(imageView.contentMode == .redraw && imageView.layer.needsDisplayOnBoundsChange)
    }
}
