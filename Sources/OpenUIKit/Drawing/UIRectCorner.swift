import Foundation

/// The corners of a rectangle (UIKit's `UIRectCorner`), for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Sendable {
    /// The bits of the set (UIKit's values: 1, 2, 4, 8 for top-left, top-right, bottom-left, bottom-right).
    public let rawValue: UInt
    /// The corners whose bits are set in `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (the minimum x and y in UIKit's y-down space).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
