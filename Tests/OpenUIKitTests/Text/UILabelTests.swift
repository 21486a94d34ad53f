import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// UIFont on DejaVu and UILabel on CATextLayer.
@MainActor
@Suite(.freshApplication) struct UILabelTests {
    @Test func systemFontsHaveTheirSizeAndALineHeightFromTheFace() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17 && font.withSize(20).pointSize == 20)
        #expect(font.lineHeight > 17 && font.lineHeight < 17 * 1.5)
        #expect(UIFont.boldSystemFont(ofSize: 17) != font)
        #expect(UIFont(name: "Helvetica", size: -1) == nil)
    }

    @Test func labelPropertiesDriveItsTextLayer() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let layer = try #require(label.layer as? CATextLayer)
        label.text = "Hello"
        label.textColor = .blue
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 24)
        #expect(layer.string as? String == "Hello" && layer.fontSize == 24 && layer.alignmentMode == .center)
        #expect(layer.foregroundColor == UIColor.blue.cgColor && !layer.isWrapped && layer.truncationMode == .end)
        label.numberOfLines = 0
        label.lineBreakMode = .byTruncatingMiddle
        #expect(layer.isWrapped && layer.truncationMode == .middle)
        #expect(layer.animationKeys() == nil)
    }

    @Test func sizeToFitMeasuresTheTextAndTheTextIsDrawn() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        label.text = "Movies"
        label.sizeToFit()
        let measured = CGContext.measureText("Movies", fontName: nil, fontSize: 17)
        #expect(label.bounds.size == CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up)))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: label.bounds.size, format: format).image { _ in
            label.drawHierarchy(in: label.bounds, afterScreenUpdates: true)
        }
        let pixels = try #require(image.cgImage)
        var inked = 0
        for y in 0..<pixels.height { for x in 0..<pixels.width where pixels.pixel(x: x, y: y).a > 128 { inked += 1 } }
        #expect(inked > 20)
    }
}
