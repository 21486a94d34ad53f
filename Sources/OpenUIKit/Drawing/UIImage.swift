import Foundation
import OpenCoreGraphics

/// An image (UIKit's `UIImage`) backed by a `CGImage`, with a scale: its size in points is its pixel size
/// divided by the scale.
public final class UIImage: Sendable {
    /// The bitmap; nil for an empty image.
    public let cgImage: CGImage?
    /// Pixels per point (1 for an image made without one).
    public let scale: CGFloat

    /// An empty image, as UIKit's `UIImage()`: no bitmap, size zero, scale 1.
    public init() {
        cgImage = nil
        scale = 1
    }

    /// An image of `cgImage`'s pixels at `scale` pixels per point. A scale that is not positive (or NaN)
    /// is taken as 1.
    public init(cgImage: CGImage, scale: CGFloat = 1) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// An image of `cgImage`'s pixels at scale 1, as UIKit's `UIImage(cgImage:)`.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1)
    }

    /// An image decoded from PNG bytes; nil when they are not a valid PNG.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let image = try? PNGDecoder.decode(data) else { return nil }
        self.init(cgImage: image, scale: scale)
    }

    /// An image read from a PNG file; nil when the file cannot be read or is not a PNG. A name ending in
    /// "@2x" or "@3x" before the extension sets the scale to 2 or 3, as UIKit does; other names get scale 1.
    /// (UIKit also reads JPEG, HEIC and other formats, and device modifiers such as "~ipad"; OpenUIKit
    /// decodes PNG only.)
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

    /// The image as PNG bytes; nil for an empty image.
    public func pngData() -> Data? {
        cgImage.map { PNGEncoder.encode($0) }
    }
}
