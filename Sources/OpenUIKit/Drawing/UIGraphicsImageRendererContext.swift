import Foundation
import OpenCoreGraphics

/// The context handed to an image renderer's drawing closure (UIKit's `UIGraphicsImageRendererContext`).
@preconcurrency @MainActor
public final class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// The format the renderer draws with.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.format = format
        super.init(cgContext: cgContext)
    }

    /// The image drawn so far, at the format's scale; an empty image (`UIImage()`) when the bitmap has no
    /// pixels (a zero or invalid size).
    public var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: format.scale)
    }
}
