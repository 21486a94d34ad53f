import Foundation
import Testing
import OpenUIKitTesting
import TestSupport
@testable import OpenUIKit

/// UILabel on the text engine: UIKit's sizes (advance widths and line heights rounded up), wrapping and
/// truncation, the drawing options and the `drawText(in:)` override point, with rendered pixels.
@MainActor
@Suite(.freshApplication) struct UILabelTests {
    private let font = UIFont.systemFont(ofSize: 17)
    private let sentence = "The quick brown fox jumps over the lazy dog"

    private func label(_ text: String, width: CGFloat = 120, height: CGFloat = 30) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
        label.text = text
        return label
    }

    @Test func defaultsAreUIKits() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17) && label.textColor == .black)
        #expect(label.numberOfLines == 1 && label.lineBreakMode == .byTruncatingTail && label.textAlignment == .natural)
        #expect(label.shadowOffset == CGSize(width: 0, height: -1) && label.shadowColor == nil)
        #expect(!label.isUserInteractionEnabled && label.contentMode == .redraw && label.isEnabled)
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func oneLineIsTheAdvanceWidthByTheLineHeightRoundedUp() {
        let movies = label("Movies")
        let width = "Movies".size(withAttributes: [.font: font]).width
        let expected = CGSize(width: width.rounded(.up), height: font.lineHeight.rounded(.up))
        #expect(
            movies.intrinsicContentSize == expected && movies.sizeThatFits(CGSize(width: 10, height: 10)) == expected)
        movies.sizeToFit()
        #expect(movies.bounds.size == expected)
    }

    @Test func wrappedLinesAreCountedByNumberOfLines() {
        let wrapped = label(sentence, width: 100)
        wrapped.numberOfLines = 0
        let all = wrapped.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
        let lines = Int((all.height / font.lineHeight).rounded(.down))
        #expect(lines >= 3 && all.width <= 100)
        #expect(all.height == (CGFloat(lines) * font.lineHeight).rounded(.up))
        let two = wrapped.textRect(forBounds: CGRect(x: 5, y: 5, width: 100, height: 500), limitedToNumberOfLines: 2)
        #expect(two.origin == CGPoint(x: 5, y: 5) && two.height == (2 * font.lineHeight).rounded(.up))
        // A height that holds two lines shows two.
        let short = wrapped.textRect(
            forBounds: CGRect(x: 0, y: 0, width: 100, height: 2.5 * font.lineHeight), limitedToNumberOfLines: 0)
        #expect(short.height == (2 * font.lineHeight).rounded(.up))
        wrapped.preferredMaxLayoutWidth = 100
        #expect(wrapped.intrinsicContentSize == all)
        wrapped.numberOfLines = 1
        #expect(wrapped.intrinsicContentSize.height == font.lineHeight.rounded(.up))
    }

    @Test func characterWrappingFillsLinesThatWordWrappingLeavesShort() {
        let text = "aa bbbbbbbbbbbbbbbbbbbbbbbb"
        let words = label(text, width: 80, height: 200)
        words.numberOfLines = 0
        words.lineBreakMode = .byWordWrapping
        let characters = label(text, width: 80, height: 200)
        characters.numberOfLines = 0
        characters.lineBreakMode = .byCharWrapping
        let wordLines = words.sizeThatFits(CGSize(width: 80, height: 0)).height / font.lineHeight
        let characterLines = characters.sizeThatFits(CGSize(width: 80, height: 0)).height / font.lineHeight
        #expect(wordLines.rounded(.down) == characterLines.rounded(.down) + 1)
        _ = TextImages.render(words, name: "label-wrap-word")
        _ = TextImages.render(characters, name: "label-wrap-char")
    }

    @Test func truncationKeepsTheStartTheEndOrBoth() throws {
        func rendered(_ mode: NSLineBreakMode, alignment: NSTextAlignment = .left) -> CGImage {
            let truncated = label(sentence)
            truncated.lineBreakMode = mode
            truncated.textAlignment = alignment
            return TextImages.render(truncated, scale: 1, name: "label-\(mode)-\(alignment.rawValue)")
        }
        let clippedLeft = rendered(.byClipping)
        let clippedRight = rendered(.byClipping, alignment: .right)
        let tail = rendered(.byTruncatingTail), head = rendered(.byTruncatingHead),
            middle = rendered(.byTruncatingMiddle)
        func same(_ a: CGImage, _ b: CGImage, columns: Range<Int>) -> Bool {
            (0..<a.height).allSatisfy { y in columns.allSatisfy { a.rgba($0, y) == b.rgba($0, y) } }
        }
        // Tail: the start as the clipped text; head: the end as the right-aligned clipped text; middle: both.
        #expect(same(tail, clippedLeft, columns: 0..<30) && !same(tail, clippedLeft, columns: 0..<120))
        #expect(same(head, clippedRight, columns: 90..<120) && !same(head, clippedRight, columns: 0..<120))
        #expect(same(middle, clippedLeft, columns: 0..<20) && same(middle, clippedRight, columns: 100..<120))
        #expect(TextImages.inked(tail) > 100 && TextImages.inked(head) > 100)
        // A two-line tail-truncated label wraps then ellipsizes its second line.
        let twoLines = label(sentence, width: 100, height: 100)
        twoLines.numberOfLines = 2
        let layout = try #require(twoLines.layout(in: twoLines.bounds.size, lines: 2))
        #expect(layout.lines.count == 2 && layout.isTruncated)
    }

    @Test func chineseTextIsDrawnWithTheCJKFallbackFont() {
        // The seeds' article titles.
        let title = label("玩转iOS转场动画", width: 200)
        let cjk = "转场动画".size(withAttributes: [.font: font])
        #expect(abs(cjk.width - 4 * 17) < 0.5)  // WenQuanYi Micro Hei: full-width ideographs, 1 em each
        let image = TextImages.render(title, name: "label-chinese")
        #expect(TextImages.inked(image, columns: 0..<34) > 40)  // 玩 drawn, not a box
        let second = label("复杂动画案例解析", width: 200)
        second.sizeToFit()
        #expect(second.bounds.width == CGFloat(8 * 17))
        #expect(TextImages.inked(TextImages.render(second, name: "label-chinese-2")) > 300)
    }

    @Test func colorsShadowsHighlightAndDimming() {
        let plain = label("Hello", width: 80)
        plain.textColor = .blue
        let blue = TextImages.render(plain, scale: 1, name: "label-blue")
        #expect((0..<blue.height).contains { y in (0..<blue.width).contains { blue.rgba($0, y) == [0, 0, 255, 255] } })
        plain.highlightedTextColor = .red
        plain.isHighlighted = true
        let red = TextImages.render(plain, scale: 1, name: "label-highlighted")
        #expect((0..<red.height).contains { y in (0..<red.width).contains { red.rgba($0, y) == [255, 0, 0, 255] } })
        plain.isHighlighted = false
        plain.textColor = .black
        plain.isEnabled = false
        let dimmed = TextImages.render(plain, scale: 1, name: "label-disabled")
        #expect(TextImages.inked(dimmed) == 0)  // 35 % black over white is lighter than mid-grey
        plain.isEnabled = true
        plain.shadowColor = .green
        plain.shadowOffset = CGSize(width: 0, height: 8)
        let shadowed = TextImages.render(plain, scale: 1, name: "label-shadow")
        #expect(
            (0..<shadowed.height).contains { y in
                (0..<shadowed.width).contains { shadowed.rgba($0, y) == [0, 255, 0, 255] }
            })
    }

    @Test func drawTextInRectIsTheOverridePoint() {
        final class InsetLabel: UILabel {
            var drawn: [CGRect] = []
            override func drawText(in rect: CGRect) {
                drawn.append(rect)
                super.drawText(in: rect.inset(by: UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)))
            }
        }
        let inset = InsetLabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        inset.text = "Hello"
        let image = TextImages.render(inset, scale: 1, name: "label-drawText-inset")
        #expect(inset.drawn.first == CGRect(x: 0, y: 0, width: 120, height: 30))
        #expect(TextImages.inked(image, columns: 0..<40) == 0 && TextImages.inked(image, columns: 40..<120) > 20)
    }

    @Test func adjustsFontSizeToFitWidthShrinksDownToTheMinimumScale() throws {
        let shrinking = label("A sentence too long", width: 100)
        let unshrunk = try #require(shrinking.layout(in: shrinking.bounds.size, lines: 1))
        #expect(unshrunk.isTruncated)
        shrinking.adjustsFontSizeToFitWidth = true
        shrinking.minimumScaleFactor = 0.5
        let shrunk = try #require(shrinking.layout(in: shrinking.bounds.size, lines: 1))
        #expect(!shrunk.isTruncated && shrunk.size.width <= 100)
        let scale = try #require(shrunk.text.runs.first?.attributes.font.size) / 17
        #expect(scale >= 0.5 && scale < 1)
        shrinking.minimumScaleFactor = 0.9  // cannot fit: truncated at the smallest size
        let limited = try #require(shrinking.layout(in: shrinking.bounds.size, lines: 1))
        #expect(limited.isTruncated && limited.text.runs.first?.attributes.font.size == 17 * 0.9)
    }

    @Test func attributedTextAndTheLabelsStyleAreOneContent() {
        let styled = label("")
        styled.attributedText = NSAttributedString(string: "Red", attributes: [.foregroundColor: UIColor.red])
        #expect(styled.text == "Red")
        styled.font = .boldSystemFont(ofSize: 20)
        let attributes = styled.attributedText?.attributes(at: 0, effectiveRange: nil)
        #expect(attributes?[.font] as? UIFont == .boldSystemFont(ofSize: 20))
        #expect(attributes?[.foregroundColor] as? UIColor == .red)
        styled.text = "Plain"
        #expect(styled.attributedText?.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor == .black)
    }

    @Test func badTextDoesNotCrash() {
        // Unpaired UTF-16 surrogates: Swift strings repair them to U+FFFD.
        let lone = NSString(characters: [0x61, 0xD800, 0x62, 0xDC00], length: 4) as String
        let surrogates = label(lone)
        #expect(surrogates.intrinsicContentSize.width > 0)
        _ = TextImages.render(surrogates, name: "label-surrogates")
        let attributed = NSAttributedString(string: lone, attributes: [.font: font])
        #expect(attributed.size().width == surrogates.attributedText?.size().width)
        // A megabyte of text on one line, and wrapped.
        let megabyte = String(repeating: "lorem ipsum ", count: 1 << 20 / 12)
        let big = label(megabyte, width: 300, height: 60)
        #expect(big.intrinsicContentSize.height == font.lineHeight.rounded(.up))
        big.numberOfLines = 3
        #expect(big.sizeThatFits(CGSize(width: 300, height: 0)).height == (3 * font.lineHeight).rounded(.up))
        #expect(TextImages.inked(TextImages.render(big, scale: 1, name: "label-megabyte")) > 100)
    }

    /// `layer.render(in:)` of a label that was never in a window draws its text, as Core Animation displays a
    /// layer that was never displayed: the same pixels as `drawHierarchy(in:afterScreenUpdates: true)`.
    @Test func anOffScreenLabelsLayerRendersItsText() {
        let offScreen = label("Tile", width: 60)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let rendered = UIGraphicsImageRenderer(size: offScreen.bounds.size, format: format).image { context in
            context.cgContext.setFillColor(.white)
            context.cgContext.fill(offScreen.bounds)
            offScreen.layer.render(in: context.cgContext)
        }
        let drawn = TextImages.render(label("Tile", width: 60), name: "label-drawn-hierarchy")
        let ink = TextImages.inked(rendered.cgImage!)
        #expect(ink > 0)
        #expect(ink == TextImages.inked(drawn))
    }
}
