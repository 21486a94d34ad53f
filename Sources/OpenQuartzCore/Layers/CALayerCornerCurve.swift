import Foundation

/// The curve of a layer's rounded corners (Core Animation's `CALayerCornerCurve`, iOS 13+).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles of `cornerRadius` (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous ("squircle") corner: curvature rises smoothly from the straight edge, over a
    /// longer stretch of the edge than a circular corner of the same radius.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
