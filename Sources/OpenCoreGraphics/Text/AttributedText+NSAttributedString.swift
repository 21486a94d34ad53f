import Foundation

extension AttributedText {
    /// The raw values of UIKit's attribute keys (`NSAttributedString.Key`) the engine reads.
    package enum KeyName {
        package static let font = "NSFont"
        package static let foregroundColor = "NSColor"
        package static let backgroundColor = "NSBackgroundColor"
        package static let kern = "NSKern"
        package static let paragraphStyle = "NSParagraphStyle"
        package static let underlineStyle = "NSUnderline"
        package static let underlineColor = "NSUnderlineColor"
        package static let strikethroughStyle = "NSStrikethrough"
        package static let strikethroughColor = "NSStrikethroughColor"
        package static let shadow = "NSShadow"
        package static let baselineOffset = "NSBaselineOffset"
    }

    /// The styled text of `attributedString`: each attribute run read with UIKit's keys, `defaults` for
    /// what a run does not set (UIKit draws without a font in Helvetica 12 and without a colour in black;
    /// labels pass their own font and colour), `paragraphDefaults` for runs without a paragraph style.
    package init(
        _ attributedString: NSAttributedString, defaults: TextAttributes,
        paragraphDefaults: TextParagraphStyle = .init()
    ) {
        var runs: [Run] = []
        let whole = NSRange(location: 0, length: attributedString.length)
        attributedString.enumerateAttributes(in: whole, options: []) { values, range, _ in
            let byName = Dictionary(values.map { ($0.key.rawValue, $0.value) }, uniquingKeysWith: { first, _ in first })
            runs.append(
                Run(
                    location: range.location, length: range.length,
                    attributes: Self.attributes(byName, defaults: defaults),
                    paragraphStyle: (byName[KeyName.paragraphStyle] as? TextParagraphStyleValue)?.textParagraphStyle
                        ?? paragraphDefaults))
        }
        let empty = Run(location: 0, length: 0, attributes: defaults, paragraphStyle: paragraphDefaults)
        self.init(string: attributedString.string, runs: runs, defaultRun: empty)
    }

    private static func attributes(_ values: [String: Any], defaults: TextAttributes) -> TextAttributes {
        func color(_ name: String) -> CGColor? {
            (values[name] as? TextColorValue)?.cgColor ?? (values[name] as? CGColor)
        }
        func number(_ name: String) -> CGFloat? {
            switch values[name] {
            case let value as CGFloat: value
            case let value as Double: CGFloat(value)
            case let value as Int: CGFloat(value)
            case let value as NSNumber: CGFloat(value.doubleValue)
            case let value as any RawRepresentable: (value.rawValue as? Int).map { CGFloat($0) }
            default: nil
            }
        }
        func line(_ name: String) -> TextAttributes.Line? {
            guard let style = number(name).map({ Int($0) }), style & 0xFF != 0 else { return nil }
            switch style & 0xFF {
            case 0x09: return .double
            case 0x02: return .thick
            default: return .single
            }
        }
        var attributes = defaults
        if let font = values[KeyName.font] as? TextFontValue { attributes.font = font.textFont }
        attributes.foregroundColor = color(KeyName.foregroundColor) ?? defaults.foregroundColor
        attributes.backgroundColor = color(KeyName.backgroundColor) ?? defaults.backgroundColor
        attributes.kern = number(KeyName.kern).flatMap { $0.isFinite ? $0 : nil } ?? defaults.kern
        attributes.underline = line(KeyName.underlineStyle) ?? defaults.underline
        attributes.underlineColor = color(KeyName.underlineColor) ?? defaults.underlineColor
        attributes.strikethrough = line(KeyName.strikethroughStyle) ?? defaults.strikethrough
        attributes.strikethroughColor = color(KeyName.strikethroughColor) ?? defaults.strikethroughColor
        if let shadow = values[KeyName.shadow] as? TextShadowValue { attributes.shadow = shadow.textShadow }
        attributes.baselineOffset =
            number(KeyName.baselineOffset).flatMap { $0.isFinite ? $0 : nil } ?? defaults.baselineOffset
        return attributes
    }
}
