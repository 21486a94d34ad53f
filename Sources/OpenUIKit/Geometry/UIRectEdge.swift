import Foundation

/// The edges of a rectangle (UIKit's `UIRectEdge`).
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge (minimum y in UIKit's y-down space).
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
