import Foundation
import OpenCoreGraphics

/// A font (UIKit's `UIFont`). The system font is DejaVu Sans (bold for weights from semibold up); any
/// other name maps to DejaVu Sans, Serif or Mono by its family, since those are the fonts the machine has.
public final class UIFont: Sendable, Hashable {
    /// A font weight (UIKit's `UIFont.Weight`), −1 … 1.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's value, from −1 (thinnest) to 1 (heaviest); 0 is regular.
        public let rawValue: CGFloat
        /// The weight of value `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's ultra-light weight (−0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// UIKit's thin weight (−0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// UIKit's light weight (−0.4).
        public static let light = Weight(rawValue: -0.4)
        /// UIKit's regular weight (0).
        public static let regular = Weight(rawValue: 0)
        /// UIKit's medium weight (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// UIKit's semibold weight (0.3); from here up the system font is drawn bold.
        public static let semibold = Weight(rawValue: 0.3)
        /// UIKit's bold weight (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// UIKit's heavy weight (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// UIKit's black weight (0.62).
        public static let black = Weight(rawValue: 0.62)
    }

    /// The font's name: the one asked for, or ".SFUI-Regular"/".SFUI-Bold" for the system font (UIKit's
    /// system font names vary by release).
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    let weight: CGFloat

    /// The font named `fontName` at `fontSize` points; nil for a negative or non-finite size. Any name is
    /// accepted (UIKit returns nil for a name it has no font for): it is drawn with the DejaVu face of its
    /// family, bold when the name contains "bold".
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

    /// The system font at `fontSize` points, regular weight.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(systemSize: fontSize, weight: 0)
    }

    /// The system font at `fontSize` points and `weight` (drawn regular below semibold, bold from it: the
    /// machine has two system faces where UIKit has nine).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(systemSize: fontSize, weight: weight.rawValue)
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(systemSize: fontSize, weight: Weight.bold.rawValue)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        fontName.hasPrefix(".SFUI")
            ? UIFont(systemSize: fontSize, weight: weight) : UIFont(name: fontName, size: fontSize) ?? self
    }

    /// The height of a line: ascender plus descender of the face at this size, as UIKit's. The faces are
    /// DejaVu, not San Francisco, so the values differ slightly from UIKit's.
    public var lineHeight: CGFloat { size(of: "Ag").height }

    /// The size of `text` set in this font (widest line × lines × line height).
    func size(of text: String) -> CGSize {
        CGContext.measureText(
            text, fontName: fontName.hasPrefix(".SFUI") ? nil : fontName, fontSize: pointSize, weight: weight)
    }

    /// The name handed to the text renderer: nil for the system font.
    var rendererName: String? {
        fontName.hasPrefix(".SFUI") ? (weight >= Weight.semibold.rawValue ? "Bold" : nil) : fontName
    }

    /// Whether two fonts have the same name, size and weight.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }

    /// Hashes the name and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }
}
