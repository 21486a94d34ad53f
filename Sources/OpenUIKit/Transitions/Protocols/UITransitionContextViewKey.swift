import Foundation

/// The keys naming the two views an animator moves (UIKit's `UITransitionContextViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view leaving.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
