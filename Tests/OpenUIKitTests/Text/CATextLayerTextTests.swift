import Foundation
import Testing
import OpenUIKitTesting
import TestSupport
@testable import OpenUIKit

/// CATextLayer on the text engine: the Helvetica 36 default (Liberation Sans), wrapping, truncation,
/// alignment and attributed strings, as rendered pixels.
@MainActor
@Suite(.freshApplication) struct CATextLayerTextTests {
    private func render(_ layer: CATextLayer, name: String) throws -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = try #require(
            UIGraphicsImageRenderer(size: layer.bounds.size, format: format).image { context in
                context.cgContext.setFillColor(.black)
                context.cgContext.fill(layer.bounds)
                layer.render(in: context.cgContext)
            }.cgImage)
        try FileManager.default.createDirectory(at: TextImages.folder, withIntermediateDirectories: true)
        try UIImage(cgImage: image).pngData()?.write(to: TextImages.folder.appendingPathComponent("\(name).png"))
        return image
    }

    private func litColumns(_ image: CGImage) -> [Int] {
        (0..<image.width).filter { x in (0..<image.height).contains { image.rgba(x, $0)[0] > 128 } }
    }

    @Test func theDefaultIsWhiteHelvetica36FromTheTopLeft() throws {
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        layer.string = "Hi"
        let helvetica = try #require(UIFont(name: "Helvetica", size: 36))
        let width = "Hi".size(withAttributes: [.font: helvetica]).width
        let image = try render(layer, name: "textlayer-default")
        let lit = litColumns(image)
        #expect(lit.min()! < 6 && lit.max()! <= Int(width.rounded(.up)))
        let rows = (0..<image.height).filter { y in (0..<image.width).contains { image.rgba($0, y)[0] > 128 } }
        // "H" spans the cap height, ending on the baseline (ascender below the top).
        #expect(abs(CGFloat(rows.max()! + 1) - helvetica.ascender) <= 1)
        #expect(abs(CGFloat(rows.count) - helvetica.capHeight) <= 1.5)
    }

    @Test func alignmentWrappingAndTruncation() throws {
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        layer.fontSize = 20
        layer.string = "Mid"
        layer.alignmentMode = .center
        let centred = litColumns(try render(layer, name: "textlayer-centred"))
        #expect(abs(CGFloat(centred.min()! + centred.max()!) / 2 - 100) <= 2)
        layer.alignmentMode = .right
        #expect(litColumns(try render(layer, name: "textlayer-right")).max()! >= 196)

        layer.alignmentMode = .left
        layer.string = "one two three four five six seven eight nine ten"
        let unwrapped = try render(layer, name: "textlayer-unwrapped")
        layer.isWrapped = true
        let wrapped = try render(layer, name: "textlayer-wrapped")
        let lineHeight = UIFont(name: "Helvetica", size: 20)!.lineHeight
        let rowsBelowFirstLine = { (image: CGImage) in
            (Int(lineHeight.rounded(.up))..<image.height).filter { y in
                (0..<image.width).contains { image.rgba($0, y)[0] > 128 }
            }
        }
        #expect(rowsBelowFirstLine(unwrapped).isEmpty && !rowsBelowFirstLine(wrapped).isEmpty)
        layer.isWrapped = false
        layer.truncationMode = .end
        let truncated = litColumns(try render(layer, name: "textlayer-truncated"))
        #expect(truncated.max()! < 200 && truncated.max()! > 150)
    }

    @Test func attributedStringsKeepTheirAttributes() throws {
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        layer.string = NSAttributedString(
            string: "Red", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 24)])
        let image = try render(layer, name: "textlayer-attributed")
        let red = (0..<image.height).contains { y in
            (0..<image.width).contains { image.rgba($0, y) == [255, 0, 0, 255] }
        }
        #expect(red)
    }
}
