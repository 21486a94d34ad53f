import Foundation
import OpenCoreGraphics
import OpenQuartzCore

/// A font (UIKit's `UIFont`), drawn by the text engine with real font files: the system font is Inter
/// (San Francisco's stand-in), monospaced system fonts DejaVu Sans Mono, and named fonts are the installed
/// families or the stand-ins of Apple's (Helvetica and Arial: Liberation Sans; Times: Liberation Serif;
/// Courier: Liberation Mono; Menlo: DejaVu Sans Mono; PingFang: WenQuanYi Micro Hei). Characters a font
/// lacks fall back per glyph to WenQuanYi Micro Hei (CJK), Noto Color Emoji and DejaVu Sans. Metrics are read
/// from the font files, so they differ from San Francisco's slightly.
///
/// A negative, NaN or infinite size is reported (`invalidFontSize`) and is 0 in the factory methods; the
/// failable `init(name:size:)` returns nil for it.
public final class UIFont: Sendable, Hashable, TextFontValue, CustomStringConvertible {
    let specification: FontSpecification

    init(_ specification: FontSpecification) {
        self.specification = specification
    }

    convenience init(
        system design: FontSpecification.Design, size: CGFloat, weight: CGFloat, italic: Bool,
        textStyle: TextStyle? = nil, function: String = #function
    ) {
        self.init(
            FontSpecification(
                design: design, weight: weight, italic: italic,
                size: FontSpecification.checkedSize(size, in: "UIFont.\(function)"), requestedName: nil,
                textStyle: textStyle))
    }

    /// The font named `fontName` (a family name such as "Inter" or "Helvetica Neue", or a PostScript name
    /// such as "Helvetica-Bold" or "PingFangSC-Semibold") at `fontSize` points; nil — as UIKit — when no
    /// installed font or stand-in has that name, and for a negative, NaN or infinite size (reported).
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard fontSize.isFinite, fontSize >= 0 else {
            _ = FontSpecification.checkedSize(fontSize, in: "UIFont(name:size:)")
            return nil
        }
        guard let font = TextFont(named: fontName, size: fontSize) else { return nil }
        specification = FontSpecification(
            design: .family(font.family), weight: font.weight, italic: font.italic, size: fontSize,
            requestedName: fontName, textStyle: nil)
    }

    /// The font `descriptor` describes at `pointSize` points (0: the descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        var specification = descriptor.specification
        if pointSize != 0 {
            specification.size = FontSpecification.checkedSize(pointSize, in: "UIFont(descriptor:size:)")
        }
        self.init(specification)
    }

    // MARK: System fonts

    /// The system font at `fontSize` points, regular weight.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(system: .system, size: fontSize, weight: 0, italic: false)
    }

    /// The system font at `fontSize` points and `weight` (Inter has all nine of UIKit's weights).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(system: .system, size: fontSize, weight: weight.rawValue, italic: false)
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(system: .system, size: fontSize, weight: Weight.bold.rawValue, italic: false)
    }

    /// The italic system font at `fontSize` points.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(system: .system, size: fontSize, weight: 0, italic: true)
    }

    /// The monospaced system font (SF Mono's stand-in, DejaVu Sans Mono, which has regular and bold faces)
    /// at `fontSize` points and `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(system: .monospaced, size: fontSize, weight: weight.rawValue, italic: false)
    }

    /// The system font with fixed-width digits (OpenType `tnum`) at `fontSize` points and `weight`.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(system: .monospacedDigits, size: fontSize, weight: weight.rawValue, italic: false)
    }

    /// UIKit's standard sizes: labels 17, buttons 18, the system font 14, small 12 points.
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }
    public static var systemFontSize: CGFloat { 14 }
    public static var smallSystemFontSize: CGFloat { 12 }

    /// The installed families `init(name:size:)` accepts, sorted.
    public static var familyNames: [String] { FontSystem.shared.families.sorted() }

    // MARK: Properties

    /// The font's name (".SFUI-Regular" for the system font; the name asked for otherwise).
    public var fontName: String { specification.fontName }
    /// The family's name (".AppleSystemUIFont" for the system font).
    public var familyName: String { specification.familyName }
    /// The size in points.
    public var pointSize: CGFloat { specification.size }
    /// The font's descriptor.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(specification) }

    /// The same font at `fontSize` points.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var resized = specification
        resized.size = FontSpecification.checkedSize(fontSize, in: "UIFont.withSize(_:)")
        return UIFont(resized)
    }

    /// The font the text engine draws.
    package var textFont: TextFont { specification.textFont }

    /// The distance from the baseline to the top of the tallest glyphs' box (the font's ascent).
    public var ascender: CGFloat { textFont.metrics.ascender }
    /// The distance from the baseline to the bottom of the box, negative (the font's descent).
    public var descender: CGFloat { textFont.metrics.descender }
    /// The font's line gap.
    public var leading: CGFloat { textFont.metrics.leading }
    /// Ascender − descender + leading: the height of a line of the font.
    public var lineHeight: CGFloat { textFont.metrics.lineHeight }
    /// The height of capital letters above the baseline.
    public var capHeight: CGFloat { textFont.metrics.capHeight }
    /// The height of lowercase letters such as "x" above the baseline.
    public var xHeight: CGFloat { textFont.metrics.xHeight }

    /// Whether two fonts are the same font at the same size.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.specification == rhs.specification }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(specification) }

    /// The name and size, as UIKit's description shows them.
    public var description: String { "font-family: \"\(familyName)\"; font-size: \(pointSize)pt (\(fontName))" }
}
