import Foundation
import OpenCoreGraphics

/// A font (UIKit's `UIFont`). The system font is DejaVu Sans (bold for weights from semibold up); any
/// other name maps to DejaVu Sans, Serif or Mono by its family, since those are the fonts the machine has.
public final class UIFont: Sendable, Hashable {
    /// A font weight (UIKit's `UIFont.Weight`), −1 … 1.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    public let fontName: String
    public let pointSize: CGFloat
    let weight: CGFloat

    public init?(name fontName: String, size fontSize: CGFloat) {
        guard fontSize >= 0, fontSize.isFinite else { return nil }
        self.fontName = fontName
        pointSize = fontSize
        weight = fontName.lowercased().contains("bold") ? Weight.bold.rawValue : 0
    }

    private init(systemSize: CGFloat, weight: CGFloat) {
        fontName = weight >= Weight.semibold.rawValue ? ".SFUI-Bold" : ".SFUI-Regular"
        pointSize = systemSize
        self.weight = weight
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(systemSize: fontSize, weight: 0)
    }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(systemSize: fontSize, weight: weight.rawValue)
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(systemSize: fontSize, weight: Weight.bold.rawValue)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        fontName.hasPrefix(".SFUI") ? UIFont(systemSize: fontSize, weight: weight) : UIFont(name: fontName, size: fontSize) ?? self
    }

    /// The height of a line: ascender plus descender of the face at this size.
    public var lineHeight: CGFloat { size(of: "Ag").height }

    /// The size of `text` set in this font (widest line × lines × line height).
    func size(of text: String) -> CGSize {
        CGContext.measureText(text, fontName: fontName.hasPrefix(".SFUI") ? nil : fontName, fontSize: pointSize, weight: weight)
    }

    /// The name handed to the text renderer: nil for the system font.
    var rendererName: String? {
        fontName.hasPrefix(".SFUI") ? (weight >= Weight.semibold.rawValue ? "Bold" : nil) : fontName
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }
}
