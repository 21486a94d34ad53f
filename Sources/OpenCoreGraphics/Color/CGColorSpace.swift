import Foundation

/// A colour space. OpenCoreGraphics works in sRGB; gray colours are stored as sRGB with equal channels.
public final class CGColorSpace: Sendable, Hashable {
    /// The colour space's name, Core Graphics' `CGColorSpace.sRGB` and friends.
    public let name: String

    public init?(name: String) {
        guard CGColorSpace.knownNames.contains(name) else { return nil }
        self.name = name
    }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    private static let knownNames: Set<String> = [sRGB, genericGrayGamma2_2, linearSRGB]

    package static let deviceRGB = CGColorSpace(name: sRGB)!

    /// The number of colour components, without alpha: 3 for the RGB spaces, 1 for gray.
    public var numberOfComponents: Int { name == CGColorSpace.genericGrayGamma2_2 ? 1 : 3 }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
