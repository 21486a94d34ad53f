import Foundation
import OpenCoreGraphics
import OpenQuartzCore

/// What a `UIFont` or `UIFontDescriptor` stands for: the system font (of a design) or an installed family,
/// a weight, a slant and a size; and the name asked for, if any.
struct FontSpecification: Sendable, Hashable {
    /// The system font's designs, or a named family (the installed family drawn for it).
    enum Design: Sendable, Hashable {
        case system, monospaced, monospacedDigits
        case family(String)
    }

    var design: Design
    var weight: CGFloat
    var italic: Bool
    var size: CGFloat
    /// The font name asked for (`UIFont(name:size:)`); nil for system fonts.
    var requestedName: String?
    var textStyle: UIFont.TextStyle?

    /// The font the text engine draws.
    var textFont: TextFont {
        switch design {
        case .system: TextFont(family: TextFont.systemFamily, size: size, weight: weight, italic: italic)
        case .monospaced: TextFont(family: TextFont.monospacedFamily, size: size, weight: weight, italic: italic)
        case .monospacedDigits:
            TextFont(
                family: TextFont.systemFamily, size: size, weight: weight, italic: italic, monospacedDigits: true)
        case .family(let family): TextFont(family: family, size: size, weight: weight, italic: italic)
        }
    }

    /// UIKit's names: ".SFUI-Semibold", ".SFUI-RegularItalic", ".AppleSystemUIFontMonospaced-Regular" for
    /// system fonts; the requested name otherwise.
    var fontName: String {
        if let requestedName { return requestedName }
        let style = UIFont.Weight(rawValue: weight).name + (italic ? "Italic" : "")
        switch design {
        case .monospaced: return ".AppleSystemUIFontMonospaced-\(style)"
        case .family(let family): return "\(family.filter { $0 != " " })-\(style)"
        default: return ".SFUI-\(style)"
        }
    }

    /// UIKit's family names: ".AppleSystemUIFont" for the system font; the family part of a requested name.
    var familyName: String {
        switch design {
        case .system, .monospacedDigits: return ".AppleSystemUIFont"
        case .monospaced: return ".AppleSystemUIFontMonospaced"
        case .family(let family):
            guard let requestedName, let dash = requestedName.lastIndex(of: "-") else {
                return requestedName ?? family
            }
            return String(requestedName[..<dash])
        }
    }

    /// A font size UIKit can use: negative, NaN and infinite sizes are reported and become 0.
    static func checkedSize(_ size: CGFloat, in function: String) -> CGFloat {
        guard !size.isFinite || size < 0 else { return size }
        Diagnostics.report(
            .invalidFontSize, .warning, "\(function): invalid font size \(size) (must be 0 or more); using 0")
        return 0
    }
}
