import Foundation

/// How a layer's contents are sampled when drawn smaller or larger than their pixels (Core Animation's
/// `CALayerContentsFilter`).
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Bilinear sampling (the default for both filters).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel: hard pixel edges, as pixel art wants when magnified.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Linear sampling between mipmap levels when minifying; drawn as `.linear` with a box-filtered
    /// downscale (what cairo's best filter does) here.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
