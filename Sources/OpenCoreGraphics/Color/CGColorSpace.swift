import Foundation

/// A colour space. OpenCoreGraphics draws in sRGB: gray colours are stored as sRGB with equal channels and CMYK
/// colours keep their components but draw as the sRGB colour `CGColor(genericCMYKCyan:…)` describes. Pattern
/// spaces (`init(patternBaseSpace:)`) describe pattern colours and have no name.
public final class CGColorSpace: Sendable, Hashable {
    /// The colour space's name, Core Graphics' `CGColorSpace.sRGB` and friends; nil for a pattern space.
    public let name: String?
    /// The kind of space: `.rgb`, `.monochrome` (gray), `.cmyk` or `.pattern`.
    public let model: CGColorSpaceModel
    /// The base space of a pattern space: the space of a masking pattern's colours (Core Graphics'
    /// `baseColorSpace`); nil for other spaces and for a pattern space made for coloured patterns.
    public let baseColorSpace: CGColorSpace?

    /// The space called `name`; nil for a name OpenCoreGraphics does not know (as Core Graphics answers an
    /// unknown name).
    public init?(name: String) {
        guard let model = CGColorSpace.models[name] else { return nil }
        self.name = name
        self.model = model
        baseColorSpace = nil
    }

    /// A pattern colour space, Core Graphics' `CGColorSpaceCreatePattern`: `baseSpace` is the space of the
    /// colour painted through a masking (uncoloured) pattern, nil for coloured patterns. A pattern space
    /// cannot be the base of another (Core Graphics returns nil then, and so does this initializer).
    public init?(patternBaseSpace baseSpace: CGColorSpace?) {
        guard baseSpace?.model != .pattern else { return nil }
        name = nil
        model = .pattern
        baseColorSpace = baseSpace
    }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let genericCMYK = "kCGColorSpaceGenericCMYK"
    private static let models: [String: CGColorSpaceModel] = [
        sRGB: .rgb, genericGrayGamma2_2: .monochrome, linearSRGB: .rgb, genericCMYK: .cmyk,
    ]

    package static let deviceRGB = CGColorSpace(name: sRGB)!
    package static let deviceCMYK = CGColorSpace(name: genericCMYK)!

    /// The number of colour components, without alpha: 3 for the RGB spaces, 1 for gray, 4 for CMYK and 0 for
    /// a pattern space (its colours are patterns; a masking pattern's colour has its base space's components).
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: return 1
        case .cmyk: return 4
        case .pattern: return 0
        default: return 3
        }
    }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.model == rhs.model && lhs.baseColorSpace == rhs.baseColorSpace
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
        hasher.combine(baseColorSpace)
    }
}
