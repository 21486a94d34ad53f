import Foundation
import OpenCoreGraphics

/// A description of a font (UIKit's `UIFontDescriptor`): family, weight, symbolic traits and size, from
/// which `UIFont(descriptor:size:)` makes the font. Deliberate difference: the attribute dictionary
/// (`fontAttributes`, `addingAttributes(_:)`) is not provided; the typed members cover family, weight,
/// traits and size.
public final class UIFontDescriptor: Sendable, Hashable {
    /// Stylistic traits (UIKit's `UIFontDescriptor.SymbolicTraits`, Core Text's values).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    let specification: FontSpecification

    init(_ specification: FontSpecification) {
        self.specification = specification
    }

    /// The descriptor of the font named `fontName` at `size` points; a name of no installed font describes
    /// the system font, as a descriptor of an unknown name falls back on iOS.
    public convenience init(name fontName: String, size: CGFloat) {
        let size = FontSpecification.checkedSize(size, in: "UIFontDescriptor(name:size:)")
        self.init((UIFont(name: fontName, size: size) ?? .systemFont(ofSize: size)).specification)
    }

    /// The descriptor of the system font for `style` (see `UIFont.preferredFont(forTextStyle:)`).
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The size in points.
    public var pointSize: CGFloat { specification.size }
    /// The font's name.
    public var postscriptName: String { specification.fontName }
    /// The family's name.
    public var familyName: String { specification.familyName }
    /// The weight (UIKit's `UIFont.Weight`).
    public var weight: UIFont.Weight { UIFont.Weight(rawValue: specification.weight) }

    /// Italic, bold (weights from semibold up) and monospace traits.
    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = [.traitUIOptimized]
        if specification.italic { traits.insert(.traitItalic) }
        if specification.weight >= UIFont.Weight.semibold.rawValue { traits.insert(.traitBold) }
        if specification.design == .monospaced || specification.textFont.family.contains("Mono") {
            traits.insert(.traitMonoSpace)
        }
        return traits
    }

    /// The descriptor with exactly `traits`' italic and bold (bold: UIKit's bold weight; without it regular),
    /// and monospace (the monospaced system design); nil, as UIKit, when a trait cannot be had (expanded,
    /// condensed, vertical).
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        guard traits.isDisjoint(with: [.traitExpanded, .traitCondensed, .traitVertical]) else { return nil }
        var changed = specification
        changed.italic = traits.contains(.traitItalic)
        changed.weight = traits.contains(.traitBold) ? UIFont.Weight.bold.rawValue : 0
        if traits.contains(.traitMonoSpace), case .system = changed.design { changed.design = .monospaced }
        changed.requestedName = nil
        return UIFontDescriptor(changed)
    }

    /// The descriptor at `newPointSize` points.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        var changed = specification
        changed.size = FontSpecification.checkedSize(newPointSize, in: "UIFontDescriptor.withSize(_:)")
        return UIFontDescriptor(changed)
    }

    /// The descriptor in family `newFamily` (the installed family or stand-in of that name; the same
    /// descriptor when there is none).
    public func withFamily(_ newFamily: String) -> UIFontDescriptor {
        guard let font = TextFont(named: newFamily, size: specification.size) else { return self }
        var changed = specification
        changed.design = .family(font.family)
        changed.requestedName = nil
        return UIFontDescriptor(changed)
    }

    /// The descriptor at `weight` (an OpenUIKit addition standing for UIKit's
    /// `addingAttributes([.traits: [.weight: weight]])`).
    public func withWeight(_ weight: UIFont.Weight) -> UIFontDescriptor {
        var changed = specification
        changed.weight = weight.rawValue
        changed.requestedName = nil
        return UIFontDescriptor(changed)
    }

    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
        lhs.specification == rhs.specification
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(specification) }
}
