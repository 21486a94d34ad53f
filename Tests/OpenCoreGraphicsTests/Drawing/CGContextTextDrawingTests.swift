import Foundation
import Testing
@testable import OpenCoreGraphics

/// Text through the text engine (`drawText(_:font:color:at:)`).
@Suite struct CGContextTextDrawingTests {
    typealias S = DrawingTestSupport

    private func inter(_ size: CGFloat, weight: CGFloat = 0) -> TextFont {
        TextFont(family: "Inter", size: size, weight: weight)
    }

    @Test func measurementScalesWithSizeAndWeight() {
        let regular = CGContext.measureText("Hello, world", font: inter(20))
        #expect(regular.width > 80 && regular.width < 160)
        // Inter's hhea ascender and descender: 1984 and −494 of 2048 units per em.
        #expect(abs(regular.height - 20 * (1984 + 494) / 2048) < 0.01)
        let doubled = CGContext.measureText("Hello, world", font: inter(40))
        #expect(abs(doubled.width - 2 * regular.width) < 0.01)  // unhinted metrics scale exactly
        #expect(abs(doubled.height - 2 * regular.height) < 0.01)
        let bold = CGContext.measureText("Hello, world", font: inter(20, weight: 0.4))
        #expect(bold.width > regular.width)
        let twoLines = CGContext.measureText("Hello\nworld!", font: inter(20))
        #expect(abs(twoLines.height - 2 * regular.height) < 0.01)
        #expect(CGContext.measureText("", font: inter(20)).width == 0)
    }

    @Test func fontNamesResolveToInstalledFamiliesOrStandIns() throws {
        #expect(TextFont(named: "Menlo-Regular", size: 12)?.family == "DejaVu Sans Mono")
        let times = try #require(TextFont(named: "TimesNewRoman-Italic", size: 12))
        #expect(times.family == "Liberation Serif" && times.italic && times.weight == 0)
        #expect(TextFont(named: ".SFUI-Semibold", size: 12)?.weight == 0.3)
        #expect(
            TextFont(named: "HelveticaNeue-Bold", size: 12)
                == TextFont(family: "Liberation Sans", size: 12, weight: 0.4))
        #expect(TextFont(named: "Inter", size: 12) == TextFont(family: "Inter", size: 12))
        #expect(TextFont(named: "NoSuchFont", size: 12) == nil)
        #expect(TextFont(named: "NoSuchFont-Bold", size: 12) == nil)
    }

    private func inkBox(_ image: CGImage) -> CGRect? {
        let painted = S.paintedPixels(image)
        guard !painted.isEmpty else { return nil }
        let xs = painted.map(\.x), ys = painted.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()! + 1, height: ys.max()! - ys.min()! + 1)
    }

    @Test func textDrawsInsideItsMeasuredBox() throws {
        let string = "Hgjy Label"
        let size = CGContext.measureText(string, font: inter(24))
        let origin = CGPoint(x: 10, y: 12)
        let context = S.flippedContext(width: 220, height: 60)
        context.drawText(
            string, font: inter(24), color: CGColor(red: 0, green: 0, blue: 1, alpha: 1), at: origin)
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
        let size = CGContext.measureText(string, font: inter(30))
        let yUp = S.bitmapContext(width: 80, height: 60)
        yUp.drawText(string, font: inter(30), color: .black, at: CGPoint(x: 5, y: 55))  // near the top
        let flipped = S.flippedContext(width: 80, height: 60)
        flipped.drawText(string, font: inter(30), color: .black, at: CGPoint(x: 5, y: 5))
        let upImage = try #require(yUp.makeImage()), flippedImage = try #require(flipped.makeImage())
        #expect(upImage == flippedImage)  // same glyphs, same place on screen
        let ink = try #require(inkBox(flippedImage))
        #expect(CGRect(x: 5, y: 5, width: size.width, height: size.height).insetBy(dx: -1, dy: -1).contains(ink))
    }

    @Test func multipleLinesStackDownward() throws {
        let lineHeight = CGContext.measureText("X", font: inter(20)).height
        let context = S.flippedContext(width: 60, height: 80)
        context.drawText("X\nX", font: inter(20), color: .black, at: CGPoint(x: 0, y: 0))
        let painted = S.paintedPixels(try #require(context.makeImage()))
        #expect(painted.contains { CGFloat($0.y) < lineHeight })
        #expect(painted.contains { CGFloat($0.y) > lineHeight })
        #expect(painted.allSatisfy { CGFloat($0.y) < 2 * lineHeight + 1 })
    }
}
