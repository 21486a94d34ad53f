import Foundation
import OpenCoreGraphics

/// An image (UIKit's `UIImage`) backed by a `CGImage`, with a scale: its size in points is its pixel size
/// divided by the scale.
public final class UIImage: Sendable {
    public let cgImage: CGImage?
    public let scale: CGFloat

    public init(cgImage: CGImage, scale: CGFloat = 1) {
        self.cgImage = cgImage
        self.scale = scale > 0 ? scale : 1
    }

    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1)
    }

    /// An image decoded from PNG bytes; nil when they are not a valid PNG.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let image = try? PNGDecoder.decode(data) else { return nil }
        self.init(cgImage: image, scale: scale)
    }

    /// An image read from a PNG file; a name ending in "@2x"/"@3x" sets the scale, as UIKit does.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let name = (path as NSString).deletingPathExtension
        let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// The size in points.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// The image as PNG bytes.
    public func pngData() -> Data? {
        cgImage.map { PNGEncoder.encode($0) }
    }
}
