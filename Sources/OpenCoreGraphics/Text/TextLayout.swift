import CPango
import Foundation

/// Text laid out in a container, Core Text's `CTFrame` in spirit: Pango shapes each paragraph (HarfBuzz,
/// per-glyph font fallback through fontconfig), breaks its lines and ellipsizes them; the layout stacks the
/// lines itself with UIKit's paragraph metrics (line-height multiple, minimum and maximum line heights,
/// line and paragraph spacing), so measuring, drawing and (for text input) caret positions share one result.
///
/// Layouts are immutable once made and cached by text and container (``make(_:in:)``), so a label that
/// measures then draws, or a render tree drawn again, shapes its text once. The Pango objects inside are
/// touched only under ``FontSystem``'s lock.
package final class TextLayout: @unchecked Sendable {
    /// A paragraph's Pango layout and where its lines went.
    struct Paragraph {
        let layout: OpaquePointer
        /// The paragraph's first UTF-16 unit in the whole text.
        let location: Int
        /// UTF-16 offset (in the paragraph) of each UTF-8 byte offset, one past the end included.
        let utf16Offsets: [Int32]
        /// How far the Pango layout's origin is moved in the layout.
        var offset: CGPoint
        /// The shadow the paragraph's glyphs cast (the first run's with one).
        let shadow: TextAttributes.Shadow?
        /// The lines of the Pango layout shown (the first `lineCount`), and the layout's width.
        var lineCount: Int
        /// Whether Pango had the container's width (and aligned the lines in it).
        let hasWidth: Bool
        var width: CGFloat
    }

    package let text: AttributedText
    package let container: TextContainer
    /// The lines shown, top to bottom.
    package let lines: [TextLine]
    /// The size the shown lines take: the right edge of the widest by the bottom of the last.
    package let size: CGSize
    /// Whether lines or characters were left out (by the line limit, the height or an ellipsis).
    package let isTruncated: Bool
    var paragraphs: [Paragraph]

    private static let cache = TextCache<LayoutKey, TextLayout>(capacity: 1024)

    private struct LayoutKey: Hashable, Sendable {
        var text: AttributedText
        var container: TextContainer
    }

    /// The layout of `text` in `container`, from the cache when the same text was laid out in the same
    /// container before.
    package static func make(_ text: AttributedText, in container: TextContainer) -> TextLayout {
        cache.value(for: LayoutKey(text: text, container: container)) { TextLayout(text, in: container) }
    }

    /// Lays out `text` in `container`: when the container's height cuts lines off, again with the lines that
    /// fit as the line limit, so truncation marks the last line shown.
    package convenience init(_ text: AttributedText, in container: TextContainer) {
        let full = FontSystem.shared.perform { context in Self.build(text, in: container, context: context) }
        guard container.hasHeight, let fitting = Self.linesFitting(full.lines, height: container.height),
            fitting < full.lines.count
        else {
            self.init(text: text, container: container, built: full)
            return
        }
        Self.release(full.paragraphs)
        var limited = container
        limited.maximumNumberOfLines = fitting
        let cut = FontSystem.shared.perform { context in Self.build(text, in: limited, context: context) }
        self.init(text: text, container: container, built: (cut.paragraphs, cut.lines, true))
    }

    private init(
        text: AttributedText, container: TextContainer,
        built: (paragraphs: [Paragraph], lines: [TextLine], truncated: Bool)
    ) {
        self.text = text
        self.container = container
        paragraphs = built.paragraphs
        lines = built.lines
        isTruncated = built.truncated
        let width = built.lines.map(\.frame.maxX).max() ?? 0
        size = CGSize(width: max(0, width), height: built.lines.last?.frame.maxY ?? 0)
    }

    deinit { Self.release(paragraphs) }

    private static func release(_ paragraphs: [Paragraph]) {
        FontSystem.shared.perform { _ in
            for paragraph in paragraphs { g_object_unref(UnsafeMutableRawPointer(paragraph.layout)) }
        }
    }

    /// How many of `lines` end above `height` (at least one); nil when all do.
    private static func linesFitting(_ lines: [TextLine], height: CGFloat) -> Int? {
        guard let last = lines.last, last.frame.maxY > height + 0.001 else { return nil }
        return max(1, lines.prefix { $0.frame.maxY <= height + 0.001 }.count)
    }

    // MARK: Building

    private static func build(
        _ text: AttributedText, in container: TextContainer, context: OpaquePointer
    ) -> (paragraphs: [Paragraph], lines: [TextLine], truncated: Bool) {
        var paragraphs: [Paragraph] = []
        var lines: [TextLine] = []
        var linesLeft = container.maximumNumberOfLines > 0 ? container.maximumNumberOfLines : Int.max
        var truncated = false
        var y: CGFloat = 0
        let ranges = paragraphRanges(of: text.string)
        for (index, range) in ranges.enumerated() {
            guard linesLeft > 0 else {
                truncated = true
                break
            }
            let run = text.runs.first { $0.location + $0.length > range.location } ?? text.runs.last ?? text.defaultRun
            var style = run.paragraphStyle
            if let lineBreak = container.lineBreak { style.lineBreak = lineBreak }
            let made = makeParagraph(
                text, range: range, style: style, font: run.attributes.font, container: container,
                linesLeft: linesLeft, context: context)
            var paragraph = made.paragraph
            y += index > 0 ? style.paragraphSpacingBefore : 0
            let placed = placeLines(
                of: &paragraph, style: style, top: y, limit: linesLeft, container: container,
                font: run.attributes.font, paragraphIndex: index, context: context)
            truncated = truncated || made.ellipsized || placed.count < made.lineCount
            linesLeft -= placed.count
            lines += placed
            y = (placed.last?.frame.maxY ?? y) + (index < ranges.count - 1 ? style.paragraphSpacing : 0)
            paragraphs.append(paragraph)
        }
        alignParagraphs(&paragraphs, lines: &lines, width: container.hasWidth ? container.width : nil)
        return (paragraphs, lines, truncated)
    }

    /// The UTF-16 ranges of the paragraphs of `string`, their terminators (LF, CR, CR LF, U+2029) excluded;
    /// an empty string has one empty paragraph.
    static func paragraphRanges(of string: String) -> [(location: Int, length: Int)] {
        var ranges: [(location: Int, length: Int)] = []
        var start = 0
        var offset = 0
        var previousWasCR = false
        for unit in string.utf16 {
            defer { offset += 1 }
            if unit == 10 && previousWasCR {
                start = offset + 1
                previousWasCR = false
                continue
            }
            previousWasCR = unit == 13
            if unit == 10 || unit == 13 || unit == 0x2029 {
                ranges.append((start, offset - start))
                start = offset + 1
            }
        }
        ranges.append((start, offset - start))
        return ranges
    }

    /// Stacks the first `limit` lines of the paragraph from `top`, with UIKit's line metrics: the natural
    /// height (ascent + descent, plus the font's leading with `usesFontLeading`) times the line-height
    /// multiple, clamped to the minimum and maximum heights, glyphs at the bottom of the line with the
    /// leading below them; `lineSpacing` between lines.
    private static func placeLines(
        of paragraph: inout Paragraph, style: TextParagraphStyle, top: CGFloat, limit: Int,
        container: TextContainer, font: TextFont, paragraphIndex: Int, context: OpaquePointer
    ) -> [TextLine] {
        let scale = CGFloat(PANGO_SCALE)
        let leading =
            container.usesFontLeading
            ? TextFontMetrics.cache.value(for: font) { TextFontMetrics(font: font, context: context) }.leading : 0
        let headIndent = min(style.headIndent, style.firstLineHeadIndent)
        paragraph.offset = CGPoint(x: paragraph.hasWidth ? headIndent : 0, y: top)
        var lines: [TextLine] = []
        var y = top
        let iterator = pango_layout_get_iter(paragraph.layout)!
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard lines.count < limit, let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
            let ascent = baseline - CGFloat(logical.y) / scale
            let descent = CGFloat(logical.y + logical.height) / scale - baseline
            var height = ascent + descent + leading
            if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
            if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
            if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
            if !lines.isEmpty { y += style.lineSpacing }
            let start = Int(line.pointee.start_index)
            let end = start + Int(line.pointee.length)
            let location = Int(paragraph.utf16Offsets[start])
            lines.append(
                TextLine(
                    frame: CGRect(
                        x: paragraph.offset.x + CGFloat(logical.x) / scale, y: y, width: CGFloat(logical.width) / scale,
                        height: height),
                    baseline: y + height - descent - leading,
                    location: paragraph.location + location, length: Int(paragraph.utf16Offsets[end]) - location,
                    paragraph: paragraphIndex, indexInParagraph: lines.count))
            y += height
        } while pango_layout_iter_next_line(iterator) != 0
        paragraph.lineCount = lines.count
        return lines
    }

    /// Pango aligns the lines of a paragraph it had no width for within that paragraph; such paragraphs are
    /// then aligned per their alignment within `width`, or without one within the widest paragraph.
    private static func alignParagraphs(_ paragraphs: inout [Paragraph], lines: inout [TextLine], width: CGFloat?) {
        let width = width ?? paragraphs.map(\.width).max() ?? 0
        for (index, paragraph) in paragraphs.enumerated() where !paragraph.hasWidth {
            let alignment = pango_layout_get_alignment(paragraph.layout)
            let shift: CGFloat
            switch alignment {
            case PANGO_ALIGN_CENTER: shift = (width - paragraph.width) / 2
            case PANGO_ALIGN_RIGHT: shift = width - paragraph.width
            default: shift = 0
            }
            guard shift != 0 else { continue }
            paragraphs[index].offset.x += shift
            for line in lines.indices where lines[line].paragraph == index { lines[line].frame.origin.x += shift }
        }
    }
}
