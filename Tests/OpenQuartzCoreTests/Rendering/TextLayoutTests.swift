import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

/// CATextLayer line breaking and truncation, measured with the same font metrics the renderer uses.
@Suite struct TextLayoutTests {
    private func text(
        _ string: String, wrapped: Bool = false, truncation: CATextLayerTruncationMode = .none
    ) -> RenderText {
        RenderText(
            string: string, fontName: nil, fontSize: 20, foregroundColor: .black, isWrapped: wrapped,
            truncationMode: truncation, alignmentMode: .natural)
    }

    private func width(_ s: String) -> CGFloat { CGContext.measureText(s, fontName: nil, fontSize: 20).width }

    @Test func wrappingMovesWordsThatDoNotFit() {
        let limit = width("hello world") - 1
        #expect(TextLayout.lines(of: text("hello world", wrapped: true), width: limit) == ["hello", "world"])
        #expect(
            TextLayout.lines(of: text("hello world", wrapped: true), width: width("hello world")) == ["hello world"])
        #expect(TextLayout.lines(of: text("a\nb", wrapped: true), width: 500) == ["a", "b"])
    }

    @Test func aWordWiderThanTheLineBreaksByCharacters() {
        let lines = TextLayout.lines(of: text("abcdefgh", wrapped: true), width: width("abcd") + 0.5)
        #expect(lines.joined() == "abcdefgh")
        #expect(lines.count >= 2 && lines.allSatisfy { width($0) <= width("abcd") + 0.5 })
    }

    @Test func truncationShortensWithAnEllipsisAtTheChosenEnd() throws {
        let limit = width("hello world") / 2
        let end = try #require(TextLayout.lines(of: text("hello world", truncation: .end), width: limit).first)
        #expect(end.hasSuffix("…") && end.hasPrefix("hel") && width(end) <= limit)
        let start = try #require(TextLayout.lines(of: text("hello world", truncation: .start), width: limit).first)
        #expect(start.hasPrefix("…") && start.hasSuffix("rld") && width(start) <= limit)
        let middle = try #require(TextLayout.lines(of: text("hello world", truncation: .middle), width: limit).first)
        #expect(middle.contains("…") && middle.hasPrefix("h") && middle.hasSuffix("d"))
        #expect(TextLayout.lines(of: text("hello world"), width: limit) == ["hello world"])
    }
}
