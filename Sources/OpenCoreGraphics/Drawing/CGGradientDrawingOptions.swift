import Foundation

/// Whether a gradient is extended past its ends, Core Graphics' `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: UInt32

    /// Options from raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Fill beyond the start (before the start line, or inside the start circle) with the first colour.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Fill beyond the end (past the end line, or outside the end circle) with the last colour.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
