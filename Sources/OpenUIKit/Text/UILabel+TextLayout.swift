import Foundation
import OpenCoreGraphics

extension UILabel {
    /// The label's style as attributes: font, colour and a paragraph style of its alignment and line-break
    /// mode.
    var styleAttributes: [NSAttributedString.Key: Any] {
        [.font: font, .foregroundColor: textColor, .paragraphStyle: labelParagraphStyle]
    }

    private var labelParagraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        return style
    }

    /// After a style property changed: attributed text takes the new value over its whole length (`nil`:
    /// the label's paragraph style, kept with each run's spacing and indents).
    func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any?) {
        if case .attributed(let string) = content {
            let changed = NSMutableAttributedString(attributedString: string)
            let whole = NSRange(location: 0, length: changed.length)
            if let value {
                changed.addAttribute(key, value: value, range: whole)
            } else {
                changed.enumerateAttribute(.paragraphStyle, in: whole, options: []) { old, range, _ in
                    let style = NSMutableParagraphStyle()
                    if let old = old as? NSParagraphStyle { style.setParagraphStyle(old) }
                    style.alignment = textAlignment
                    style.lineBreakMode = lineBreakMode
                    changed.addAttribute(.paragraphStyle, value: style, range: range)
                }
            }
            content = .attributed(changed)
        }
        textDidChange()
    }

    /// Forgets the laid-out text and asks for a redraw and a new intrinsic size.
    func textDidChange() {
        cachedText = nil
        cachedLayouts.removeAll()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The styled text, made once per change.
    var styledText: AttributedText? {
        if let cachedText { return cachedText }
        let defaults = TextAttributes(font: font.textFont, foregroundColor: textColor.cgColor)
        var paragraph = TextParagraphStyle()
        paragraph.alignment = textAlignment.textAlignment
        paragraph.lineBreak = lineBreakMode.textLineBreak
        let made: AttributedText?
        switch content {
        case .plain(let string): made = AttributedText(string: string, attributes: defaults, paragraphStyle: paragraph)
        case .attributed(let string): made = AttributedText(string, defaults: defaults, paragraphDefaults: paragraph)
        case nil: made = nil
        }
        cachedText = made
        return made
    }

    /// The text laid out in `size` on at most `lines` lines (0: no limit), shrunk to fit the width when
    /// `adjustsFontSizeToFitWidth` asks; nil without text.
    func layout(in size: CGSize, lines: Int) -> TextLayout? {
        guard let text = styledText, !text.string.isEmpty else { return nil }
        let container = TextContainer(
            width: size.width, height: size.height, maximumNumberOfLines: lines, lineBreak: lineBreakMode.textLineBreak,
            wrapsLines: !(lines == 1 && lineBreakMode == .byClipping))
        if let layout = cachedLayouts[container] { return layout }
        var layout = TextLayout.make(text, in: container)
        if adjustsFontSizeToFitWidth, minimumScaleFactor > 0, lines == 1, container.hasWidth {
            layout = shrunk(text, in: container) ?? layout
        }
        if cachedLayouts.count > 8 { cachedLayouts.removeAll() }
        cachedLayouts[container] = layout
        return layout
    }

    /// The text at the largest scale (in steps of 1/64, down to `minimumScaleFactor`) at which its one line
    /// fits `container`'s width untruncated; the smallest scale if none does; nil when it fits unscaled.
    private func shrunk(_ text: AttributedText, in container: TextContainer) -> TextLayout? {
        let natural = TextLayout.make(text, in: TextContainer(maximumNumberOfLines: 1)).size.width
        guard natural > container.width, natural > 0 else { return nil }
        let minimum = min(1, minimumScaleFactor)
        var scale = max(minimum, (container.width / natural * 64).rounded(.down) / 64)
        while true {
            let factor = scale
            let scaled = text.mapRuns { $0.attributes.font.size *= factor }
            let layout = TextLayout.make(scaled, in: container)
            if !layout.isTruncated || scale <= minimum { return layout }
            scale = max(minimum, scale - 1.0 / 64)
        }
    }

    /// `layout`'s text in `highlightedTextColor`, laid out in the same container.
    func recoloured(_ layout: TextLayout) -> TextLayout {
        let color = highlightedTextColor?.cgColor
        return TextLayout.make(layout.text.mapRuns { $0.attributes.foregroundColor = color }, in: layout.container)
    }
}
