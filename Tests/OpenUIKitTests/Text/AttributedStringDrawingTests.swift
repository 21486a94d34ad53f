import Foundation
import Testing
import OpenUIKitTesting
import TestSupport
@testable import OpenUIKit

/// NSAttributedString and String measuring and drawing with UIKit's attributes and paragraph styles.
@MainActor
@Suite(.freshApplication) struct AttributedStringDrawingTests {
    private let font = UIFont.systemFont(ofSize: 20)

    @Test func paragraphStylesSetTheLineMetrics() {
        let lineHeight = font.lineHeight
        func height(_ configure: (NSMutableParagraphStyle) -> Void, _ text: String = "One\nTwo") -> CGFloat {
            let style = NSMutableParagraphStyle()
            configure(style)
            return NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: style]).size().height
        }
        #expect(abs(height { _ in } - 2 * lineHeight) < 0.001)
        #expect(abs(height { $0.paragraphSpacing = 10 } - (2 * lineHeight + 10)) < 0.001)
        #expect(abs(height({ $0.lineSpacing = 7 }, "One\u{2028}Two") - (2 * lineHeight + 7)) < 0.001)
        #expect(abs(height { $0.lineHeightMultiple = 1.5 } - 3 * lineHeight) < 0.001)
        #expect(abs(height { $0.minimumLineHeight = 40 } - 80) < 0.001)
        #expect(abs(height { $0.maximumLineHeight = 15 } - 30) < 0.001)
        // Without a font, UIKit draws Helvetica 12 (Liberation Sans here).
        let helvetica = UIFont(name: "Helvetica", size: 12)!
        #expect(NSAttributedString(string: "x").size().height == helvetica.lineHeight)
        // boundingRect leaves the font's leading (line gap) out unless asked for it.
        let bounding = NSAttributedString(string: "x").boundingRect(
            with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin, context: nil)
        #expect(abs(bounding.height - (helvetica.ascender - helvetica.descender)) < 0.001 && helvetica.leading > 0)
    }

    @Test func boundingRectWrapsOnlyWithUsesLineFragmentOrigin() {
        let text = NSAttributedString(string: "The quick brown fox jumps over the lazy dog", attributes: [.font: font])
        let oneLine = text.size()
        let wrapped = text.boundingRect(
            with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            context: nil)
        #expect(wrapped.origin == .zero && wrapped.width <= 150 && wrapped.height > 2 * font.lineHeight)
        let context = NSStringDrawingContext()
        let single = text.boundingRect(with: CGSize(width: 150, height: 10), options: [], context: context)
        #expect(abs(single.minY + font.ascender) < 0.001 && abs(single.height - font.lineHeight) < 0.001)
        #expect(single.width == oneLine.width && context.totalBounds == single)
        let plain = "Hi".boundingRect(
            with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin, attributes: [.font: font],
            context: nil)
        #expect(plain.size == "Hi".size(withAttributes: [.font: font]))
    }

    @Test func kernAndIndentsMoveGlyphs() {
        let plain = "abc".size(withAttributes: [.font: font]).width
        let kerned = "abc".size(withAttributes: [.font: font, .kern: 10]).width
        #expect(kerned > plain + 19 && kerned < plain + 31)  // 10 points after each of two or three letters
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = 25
        #expect(
            abs(
                NSAttributedString(string: "abc", attributes: [.font: font, .paragraphStyle: style]).size().width
                    - (plain + 25)) < 0.01)
    }

    @Test func everyAttributeIsDrawn() throws {
        let text = NSMutableAttributedString(string: "Red Back Under Strike Shadow UH", attributes: [.font: font])
        let shadow = NSShadow()
        shadow.shadowColor = UIColor.green
        shadow.shadowOffset = CGSize(width: 0, height: 30)
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
        text.addAttribute(.backgroundColor, value: UIColor.yellow, range: NSRange(location: 4, length: 4))
        text.addAttribute(
            .underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 9, length: 5))
        text.addAttribute(.strikethroughStyle, value: NSUnderlineStyle.single, range: NSRange(location: 15, length: 6))
        text.addAttribute(.baselineOffset, value: 8, range: NSRange(location: 29, length: 2))
        text.addAttribute(.kern, value: 2, range: NSRange(location: 22, length: 6))
        let shadowed = NSMutableAttributedString(attributedString: text)
        shadowed.addAttribute(.shadow, value: shadow, range: NSRange(location: 0, length: text.length))
        let size = CGSize(width: 420, height: 80)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = try #require(
            UIGraphicsImageRenderer(size: size, format: format).image { context in
                context.cgContext.setFillColor(.white)
                context.cgContext.fill(CGRect(origin: .zero, size: size))
                shadowed.draw(at: CGPoint(x: 10, y: 5))
            }.cgImage)
        try FileManager.default.createDirectory(at: TextImages.folder, withIntermediateDirectories: true)
        try UIImage(cgImage: image).pngData()?.write(to: TextImages.folder.appendingPathComponent("attributes.png"))
        func x(of location: Int) -> Int {
            10 + Int(text.attributedSubstring(from: NSRange(location: 0, length: location)).size().width)
        }
        let has = { (color: [Int], columns: Range<Int>, rows: Range<Int>) in
            rows.contains { y in columns.contains { image.rgba($0, y) == color } }
        }
        #expect(has([255, 0, 0, 255], x(of: 0)..<x(of: 3), 5..<40))  // red glyphs
        #expect(has([255, 255, 0, 255], x(of: 4) + 2..<x(of: 8) - 2, 5..<40))  // yellow background
        #expect(!has([255, 255, 0, 255], x(of: 0)..<x(of: 3), 5..<40))
        #expect(has([0, 255, 0, 255], x(of: 0)..<x(of: 31), 35..<80))  // the green shadow, 30 points down
        // The underline: a dark row below the baseline across the word; none under the first word.
        // The raised run makes the line taller, as in TextKit: the baseline is where the layout puts it.
        let firstBaseline = -shadowed.boundingRect(with: .zero, options: [], context: nil).minY
        #expect(firstBaseline > font.ascender + 6)
        let baseline = 5 + Int(firstBaseline.rounded())
        let underlineRows = baseline + 1..<baseline + Int(-font.descender) + 1
        let underlined = underlineRows.contains { y in
            (x(of: 9) + 3..<x(of: 14) - 3).allSatisfy { image.rgba($0, y)[0] < 160 }
        }
        let notUnderlined = underlineRows.contains { y in
            (x(of: 0) + 3..<x(of: 3) - 3).allSatisfy { image.rgba($0, y)[0] < 160 }
        }
        #expect(underlined && !notUnderlined)
        // The strikethrough: a dark row through the middle of the word's x-height.
        let struck = (baseline - Int(font.xHeight)..<baseline).contains { y in
            (x(of: 15) + 3..<x(of: 21) - 3).allSatisfy { image.rgba($0, y)[0] < 160 }
        }
        #expect(struck)
        // Raised by 8: "UH" has no ink in the six rows above the baseline.
        let raised = (baseline - 6..<baseline).allSatisfy { y in
            (x(of: 29) + 2..<x(of: 31) - 1).allSatisfy { image.rgba($0, y)[0] > 200 || image.rgba($0, y)[1] > 200 }
        }
        #expect(raised)
    }
}
