import Foundation
import OpenCoreGraphics

extension CATextLayer {
    /// The family drawn for Helvetica, CATextLayer's default font: Liberation Sans, metric-compatible with
    /// Helvetica and Arial (Helvetica is not on Linux).
    package static let helveticaStandIn = "Liberation Sans"

    /// The font `font` and `fontSize` name: a font name (`String`) or a font object (`UIFont`) at
    /// `fontSize` points, as Apple's text layers take the size from `fontSize` whatever the font; a name of no
    /// installed font draws Helvetica.
    var resolvedFont: TextFont {
        switch font {
        case let name as String:
            return TextFont(named: name, size: fontSize) ?? TextFont(family: Self.helveticaStandIn, size: fontSize)
        case let value as TextFontValue:
            var resolved = value.textFont
            resolved.size = fontSize.isFinite ? max(0, fontSize) : 0
            return resolved
        default:
            return TextFont(family: Self.helveticaStandIn, size: fontSize)
        }
    }

    /// The string as the text engine's styled text: a `String` in the layer's font, size, colour and
    /// alignment; an attributed string with its own attributes over those.
    var attributedText: AttributedText {
        var paragraph = TextParagraphStyle()
        switch alignmentMode {
        case .left: paragraph.alignment = .left
        case .right: paragraph.alignment = .right
        case .center: paragraph.alignment = .center
        case .justified: paragraph.alignment = .justified
        default: paragraph.alignment = .natural
        }
        let attributes = TextAttributes(font: resolvedFont, foregroundColor: foregroundColor)
        switch string {
        case let attributed as NSAttributedString:
            return AttributedText(attributed, defaults: attributes, paragraphDefaults: paragraph)
        case let plain as String:
            return AttributedText(string: plain, attributes: attributes, paragraphStyle: paragraph)
        default:
            return AttributedText(string: "", attributes: attributes, paragraphStyle: paragraph)
        }
    }
}
