import CPango
import Foundation

extension TextLayout {
    /// The caret's rectangle before the character at UTF-16 offset `offset` (the end of the text for an offset
    /// past it): zero wide, as tall as the line, in layout coordinates. What a text field puts its caret at.
    package func caretRect(forCharacterAt offset: Int) -> CGRect {
        guard let line = lines.last(where: { $0.location <= offset }) ?? lines.first else { return .zero }
        let paragraph = paragraphs[line.paragraph]
        let local = min(max(0, offset - paragraph.location), paragraph.utf16Offsets.last.map(Int.init) ?? 0)
        let byte = paragraph.utf16Offsets.firstIndex { Int($0) >= local } ?? paragraph.utf16Offsets.count - 1
        var position = PangoRectangle()
        FontSystem.shared.perform { _ in pango_layout_index_to_pos(paragraph.layout, Int32(byte), &position) }
        let x = paragraph.offset.x + CGFloat(position.x) / CGFloat(PANGO_SCALE)
        return CGRect(x: x, y: line.frame.minY, width: 0, height: line.frame.height)
    }

    /// The UTF-16 offset of the caret position nearest `point` (layout coordinates): the line at its height
    /// (the first above, the last below), then the nearer edge of the character under it.
    package func characterOffset(closestTo point: CGPoint) -> Int {
        guard let line = lines.first(where: { point.y < $0.frame.maxY }) ?? lines.last else { return 0 }
        let paragraph = paragraphs[line.paragraph]
        let scale = CGFloat(PANGO_SCALE)
        var byte: Int32 = 0
        var trailing: Int32 = 0
        FontSystem.shared.perform { _ in
            guard let pangoLine = pango_layout_get_line_readonly(paragraph.layout, Int32(line.indexInParagraph))
            else { return }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(pangoLine, nil, &logical)
            let x = (point.x - line.frame.minX) * scale + CGFloat(logical.x)
            pango_layout_line_x_to_index(pangoLine, Int32(x.rounded()), &byte, &trailing)
        }
        let clamped = min(max(0, Int(byte)), paragraph.utf16Offsets.count - 1)
        var offset = Int(paragraph.utf16Offsets[clamped])
        if trailing > 0 {
            let next = paragraph.utf16Offsets.dropFirst(clamped).first { Int($0) > offset }
            offset = next.map(Int.init) ?? offset
        }
        return min(max(line.location, paragraph.location + offset), line.location + line.length)
    }
}
