import CPango
import Foundation

extension TextLayout {
    /// A Pango layout of the paragraph at `range` of `text`, with its runs' attributes and the paragraph's
    /// wrapping, ellipsizing and alignment.
    static func makeParagraph(
        _ text: AttributedText, range: (location: Int, length: Int), style: TextParagraphStyle, font: TextFont,
        container: TextContainer, linesLeft: Int, context: OpaquePointer
    ) -> (paragraph: Paragraph, lineCount: Int, ellipsized: Bool) {
        let utf16 = text.string.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.location)
        let string = String(utf16[start..<utf16.index(start, offsetBy: range.length)]) ?? ""
        var utf16Offsets: [Int32] = []
        var utf8Offsets: [Int32] = []
        utf16Offsets.reserveCapacity(string.utf8.count + 1)
        for scalar in string.unicodeScalars {
            let units = Int32(UTF16.width(scalar))
            let utf16Offset = Int32(utf8Offsets.count)
            for _ in 0..<units { utf8Offsets.append(Int32(utf16Offsets.count)) }
            for _ in 0..<UTF8.width(scalar) { utf16Offsets.append(utf16Offset) }
        }
        utf16Offsets.append(Int32(utf8Offsets.count))
        utf8Offsets.append(Int32(utf16Offsets.count - 1))

        let layout = pango_layout_new(context)!
        string.withCString { pango_layout_set_text(layout, $0, Int32(string.utf8.count)) }
        let description = font.makeDescription()
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        let list = pango_attr_list_new()!
        // UIKit breaks words that do not fit a line without adding hyphens.
        pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
        var shadow: TextAttributes.Shadow?
        for run in text.runs {
            let lower = max(run.location, range.location) - range.location
            let upper = min(run.location + run.length, range.location + range.length) - range.location
            guard lower < upper else { continue }
            shadow = shadow ?? run.attributes.shadow
            insert(run.attributes, into: list, from: UInt32(utf8Offsets[lower]), to: UInt32(utf8Offsets[upper]))
        }
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
        let hasWidth = configure(layout, style: style, container: container, linesLeft: linesLeft)

        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let paragraph = Paragraph(
            layout: layout, location: range.location, utf16Offsets: utf16Offsets, offset: .zero,
            shadow: shadow, lineCount: 0, hasWidth: hasWidth,
            width: CGFloat(logical.width) / CGFloat(PANGO_SCALE))
        return (paragraph, Int(pango_layout_get_line_count(layout)), pango_layout_is_ellipsized(layout) != 0)
    }

    /// Indents, wrapping, alignment, width and ellipsizing (on the last of `linesLeft` lines); true when
    /// Pango was given the width (and so aligned the lines within it).
    private static func configure(
        _ layout: OpaquePointer, style: TextParagraphStyle, container: TextContainer, linesLeft: Int
    ) -> Bool {
        let scale = CGFloat(PANGO_SCALE)
        let base = min(style.headIndent, style.firstLineHeadIndent)
        pango_layout_set_indent(layout, Int32(((style.firstLineHeadIndent - style.headIndent) * scale).rounded()))
        pango_layout_set_wrap(layout, style.lineBreak == .charWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        pango_layout_set_auto_dir(layout, 1)
        pango_layout_set_justify(layout, style.alignment == .justified ? 1 : 0)
        switch style.alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        default: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        let ellipsize: PangoEllipsizeMode
        switch style.lineBreak {
        case .truncatingHead: ellipsize = PANGO_ELLIPSIZE_START
        case .truncatingMiddle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
        case .truncatingTail: ellipsize = PANGO_ELLIPSIZE_END
        default: ellipsize = PANGO_ELLIPSIZE_NONE
        }
        let limitsLines = !container.wrapsLines || linesLeft < Int(Int32.max)
        guard container.hasWidth, container.wrapsLines || ellipsize != PANGO_ELLIPSIZE_NONE else { return false }
        let trailing = style.tailIndent > 0 ? style.tailIndent : container.width + style.tailIndent
        pango_layout_set_width(layout, Int32((max(0, trailing - base) * scale).rounded(.down)))
        if limitsLines, ellipsize != PANGO_ELLIPSIZE_NONE {
            pango_layout_set_ellipsize(layout, ellipsize)
            pango_layout_set_height(layout, container.wrapsLines ? -Int32(linesLeft) : -1)
        }
        return true
    }

    /// Adds the Pango attributes for `attributes` over the bytes `start..<end`.
    private static func insert(
        _ attributes: TextAttributes, into list: OpaquePointer, from start: UInt32, to end: UInt32
    ) {
        func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            attribute.pointee.start_index = start
            attribute.pointee.end_index = end
            pango_attr_list_insert(list, attribute)
        }
        func channel(_ value: CGFloat) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
        let description = attributes.font.makeDescription()
        add(pango_attr_font_desc_new(description))
        pango_font_description_free(description)
        if attributes.font.monospacedDigits {
            add(pango_attr_font_features_new("tnum"))
        }
        if let color = attributes.foregroundColor {
            add(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
            add(pango_attr_foreground_alpha_new(max(1, channel(color.alpha))))
        }
        if let color = attributes.backgroundColor, color.alpha > 0 {
            add(pango_attr_background_new(channel(color.red), channel(color.green), channel(color.blue)))
            add(pango_attr_background_alpha_new(max(1, channel(color.alpha))))
        }
        if attributes.kern != 0 {
            add(pango_attr_letter_spacing_new(Int32((attributes.kern * CGFloat(PANGO_SCALE)).rounded())))
        }
        if let underline = attributes.underline {
            add(pango_attr_underline_new(underline == .double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
            if let color = attributes.underlineColor ?? attributes.foregroundColor {
                add(pango_attr_underline_color_new(channel(color.red), channel(color.green), channel(color.blue)))
            }
        }
        if attributes.strikethrough != nil {
            add(pango_attr_strikethrough_new(1))
            if let color = attributes.strikethroughColor ?? attributes.foregroundColor {
                add(pango_attr_strikethrough_color_new(channel(color.red), channel(color.green), channel(color.blue)))
            }
        }
        if attributes.baselineOffset != 0 {
            add(pango_attr_rise_new(Int32((attributes.baselineOffset * CGFloat(PANGO_SCALE)).rounded())))
        }
    }
}
