import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore
import OpenUIKitTesting

/// `contentsCenter`: the compositor stretches only the centre of a contents image; the caps keep their
/// natural size, and shrink in proportion when the layer is shorter than them.
@MainActor
@Suite(.freshApplication) struct ContentsCenterTests {
    private typealias S = RenderingTestSupport

    /// A `width` × `height` image coloured per pixel by `color(x, y)`.
    private func image(_ width: Int, _ height: Int, _ color: (Int, Int) -> [UInt8]) throws -> CGImage {
        var bytes: [UInt8] = []
        for y in 0..<height { for x in 0..<width { bytes += color(x, y) } }
        return try #require(CGImage(width: width, height: height, premultipliedRGBA: bytes))
    }

    private func render(_ contents: CGImage, center: CGRect, size: CGSize, scale: CGFloat = 1) -> CGImage {
        let root = S.root(size)
        let layer = CALayer()
        layer.frame = CGRect(origin: .zero, size: size)
        layer.contents = contents
        layer.contentsScale = scale
        layer.contentsCenter = center
        root.addSublayer(layer)
        return S.render(root, size: size)
    }

    private let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255], green: [UInt8] = [0, 255, 0, 255]

    @Test func capsKeepTheirSizeWhileTheCentreStretches() throws {
        let framed = try image(10, 10) { x, y in (2..<8).contains(x) && (2..<8).contains(y) ? blue : red }
        let sliced = render(
            framed, center: CGRect(x: 0.2, y: 0.2, width: 0.6, height: 0.6), size: CGSize(width: 40, height: 30))
        #expect(sliced.rgba(1, 1) == [255, 0, 0, 255])
        #expect(sliced.rgba(38, 28) == [255, 0, 0, 255])
        #expect(sliced.rgba(20, 1) == [255, 0, 0, 255])
        #expect(sliced.rgba(1, 15) == [255, 0, 0, 255])
        #expect(sliced.rgba(2, 2) == [0, 0, 255, 255])
        #expect(sliced.rgba(37, 27) == [0, 0, 255, 255])
        #expect(sliced.rgba(20, 15) == [0, 0, 255, 255])
        // Without a centre the 2-pixel border scales by 4 across and 3 down.
        let stretched = render(
            framed, center: CGRect(x: 0, y: 0, width: 1, height: 1), size: CGSize(width: 40, height: 30))
        #expect(stretched.rgba(5, 5) == [255, 0, 0, 255])
        #expect(stretched.rgba(12, 10) == [0, 0, 255, 255])
    }

    @Test func capsAreMeasuredInPointsAtTheContentsScale() throws {
        let framed = try image(10, 10) { x, y in (2..<8).contains(x) && (2..<8).contains(y) ? blue : red }
        let sliced = render(
            framed, center: CGRect(x: 0.2, y: 0.2, width: 0.6, height: 0.6), size: CGSize(width: 20, height: 20),
            scale: 2)
        #expect(sliced.rgba(0, 10) == [255, 0, 0, 255])
        #expect(sliced.rgba(1, 10) == [0, 0, 255, 255])
        #expect(sliced.rgba(18, 10) == [0, 0, 255, 255])
        #expect(sliced.rgba(19, 10) == [255, 0, 0, 255])
    }

    @Test func capsShrinkInProportionWhenTheLayerIsShorterThanThem() throws {
        let bands = try image(10, 4) { x, _ in x < 2 ? red : x < 8 ? blue : green }
        let squeezed = render(
            bands, center: CGRect(x: 0.2, y: 0, width: 0.6, height: 1), size: CGSize(width: 2, height: 4))
        #expect(squeezed.rgba(0, 2) == [255, 0, 0, 255])
        #expect(squeezed.rgba(1, 2) == [0, 255, 0, 255])
    }

    @Test func anEmptyCentreStretchesThePixelAtTheSplit() throws {
        let bands = try image(4, 1) { x, _ in x < 2 ? red : green }
        let sliced = render(
            bands, center: CGRect(x: 0.5, y: 0, width: 0, height: 1), size: CGSize(width: 10, height: 1))
        #expect(sliced.rgba(0, 0) == [255, 0, 0, 255])
        #expect(sliced.rgba(5, 0) == [0, 255, 0, 255])
        #expect(sliced.rgba(9, 0) == [0, 255, 0, 255])
    }
}
