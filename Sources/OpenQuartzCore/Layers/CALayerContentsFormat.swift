import Foundation

/// The pixel format of a layer's backing store (Core Animation's `CALayerContentsFormat`).
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Eight bits per channel, RGBA (the default).
    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
    /// Half floats per channel, for extended range; stored as RGBA8 here (the compositor works in 8-bit
    /// sRGB), so wide-colour values are clamped.
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
    /// One eight-bit gray channel; drawn content is converted to gray when rasterised.
    public static let gray8Uint = CALayerContentsFormat(rawValue: "A8")
}
