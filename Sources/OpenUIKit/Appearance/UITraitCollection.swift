import Foundation

/// The traits an image or colour is looked up for (UIKit's `UITraitCollection`); OpenUIKit's holds the
/// display scale, which picks an image's `@2x`/`@3x` variant. (UIKit's other traits — size classes,
/// appearance, content size — are not provided: OpenUIKit's screens are compact-width, light, default size.)
public final class UITraitCollection: Sendable, Equatable {
    /// Pixels per point of the display (0 when unspecified, as in UIKit).
    public let displayScale: CGFloat

    /// Traits with only the display scale specified, as UIKit's `UITraitCollection(displayScale:)`.
    public init(displayScale: CGFloat) {
        self.displayScale = displayScale
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.displayScale == rhs.displayScale
    }
}
