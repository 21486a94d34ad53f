import Foundation
import Testing
@testable import OpenCoreGraphics

/// Label text through cairo's toy API.
@Suite struct CGContextTextDrawingTests {
    typealias S = DrawingTestSupport

    @Test func measurementScalesWithSizeAndWeight() {
        let regular = CGContext.measureText("Hello, world", fontName: nil, fontSize: 20)
        #expect(regular.width > 80 && regular.width < 160)
        #expect(regular.height > 20 && regular.height < 30)  // DejaVu: ascent + descent ≈ 1.164 em
        let doubled = CGContext.measureText("Hello, world", fontName: nil, fontSize: 40)
        #expect(abs(doubled.width - 2 * regular.width) < 0.01)  // unhinted metrics scale exactly
        #expect(abs(doubled.height - 2 * regular.height) < 0.01)
        let bold = CGContext.measureText("Hello, world", fontName: "Helvetica-Bold", fontSize: 20)
        #expect(bold.width > regular.width)
        #expect(CGContext.measureText("Hello, world", fontName: nil, fontSize: 20, weight: 0.4) == bold)
        let twoLines = CGContext.measureText("Hello\nworld!", fontName: nil, fontSize: 20)
        #expect(abs(twoLines.height - 2 * regular.height) < 0.01)
        #expect(CGContext.measureText("", fontName: nil, fontSize: 20).width == 0)
    }

    @Test func fontNamesResolveToDejaVuFamilies() {
        #expect(TextFont(name: "Menlo-Regular", size: 12).family == "DejaVu Sans Mono")
        #expect(TextFont(name: "TimesNewRomanPS-ItalicMT", size: 12).family == "DejaVu Serif")
        #expect(TextFont(name: "TimesNewRomanPS-ItalicMT", size: 12).italic)
        #expect(TextFont(name: ".SFUI-Semibold", size: 12).bold)
        #expect(TextFont(name: "HelveticaNeue", size: 12) == TextFont(name: nil, size: 12))
    }

    private func inkBox(_ image: CGImage) -> CGRect? {
        let painted = S.paintedPixels(image)
        guard !painted.isEmpty else { return nil }
        let xs = painted.map(\.x), ys = painted.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()! + 1, height: ys.max()! - ys.min()! + 1)
    }

    @Test func textDrawsInsideItsMeasuredBox() throws {
        let string = "Hgjy Label"
        let size = CGContext.measureText(string, fontName: nil, fontSize: 24)
        let origin = CGPoint(x: 10, y: 12)
        let context = S.flippedContext(width: 220, height: 60)
        context.drawText(
            string, fontName: nil, fontSize: 24, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1), at: origin)
        let image = try #require(context.makeImage())
        let ink = try #require(inkBox(image))
        let box = CGRect(origin: origin, size: size)
        #expect(box.insetBy(dx: -1, dy: -1).contains(ink), "ink \(ink) outside \(box)")
        #expect(ink.width > size.width * 0.8)  // the ink fills most of the advance
        #expect(ink.height > size.height * 0.6)
        #expect(S.paintedPixels(image).count > 300)
        let sample = S.paintedPixels(image, threshold: 250).first!
        #expect(S.pixel(context, sample.x, sample.y).b > 250 && S.pixel(context, sample.x, sample.y).r == 0)
    }

    @Test func textIsUprightBelowThePointInYUpContextsToo() throws {
        let string = "Ag"
        let size = CGContext.measureText(string, fontName: nil, fontSize: 30)
        let yUp = S.bitmapContext(width: 80, height: 60)
        yUp.drawText(string, fontName: nil, fontSize: 30, color: .black, at: CGPoint(x: 5, y: 55))  // near the top
        let flipped = S.flippedContext(width: 80, height: 60)
        flipped.drawText(string, fontName: nil, fontSize: 30, color: .black, at: CGPoint(x: 5, y: 5))
        let upImage = try #require(yUp.makeImage()), flippedImage = try #require(flipped.makeImage())
        #expect(upImage == flippedImage)  // same glyphs, same place on screen
        let ink = try #require(inkBox(flippedImage))
        #expect(CGRect(x: 5, y: 5, width: size.width, height: size.height).insetBy(dx: -1, dy: -1).contains(ink))
    }

    @Test func multipleLinesStackDownward() throws {
        let lineHeight = CGContext.measureText("X", fontName: nil, fontSize: 20).height
        let context = S.flippedContext(width: 60, height: 80)
        context.drawText("X\nX", fontName: nil, fontSize: 20, color: .black, at: CGPoint(x: 0, y: 0))
        let painted = S.paintedPixels(try #require(context.makeImage()))
        #expect(painted.contains { CGFloat($0.y) < lineHeight })
        #expect(painted.contains { CGFloat($0.y) > lineHeight })
        #expect(painted.allSatisfy { CGFloat($0.y) < 2 * lineHeight + 1 })
    }
}
