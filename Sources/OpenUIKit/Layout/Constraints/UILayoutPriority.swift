import Foundation

/// How much a constraint (or a view's content hugging and compression resistance) matters: 1…1000, where
/// 1000 is required and anything lower is optional, a higher priority being satisfied first (UIKit's
/// `UILayoutPriority`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public init(floatLiteral value: Float) { rawValue = value }

    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// A constraint that must be met (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's compression resistance (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a window-scene drag that can resize the scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a scene prefers to keep its size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority of a drag that cannot resize the scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority of a button's content hugging (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which `systemLayoutSizeFitting(_:)` pulls the size towards its target (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// Whether the value is one UIKit accepts: above 0, at most 1000 (UIKit raises for the others).
    var isValid: Bool { rawValue > 0 && rawValue <= 1000 }
}
