import Foundation
import OpenCoreGraphics
import OpenQuartzCore

/// Draws into bitmap images (UIKit's `UIGraphicsImageRenderer`). While the drawing closure runs, its
/// context is the current UIKit graphics context (`UIGraphicsGetCurrentContext()`), in points with the
/// origin at the top-left of the renderer's bounds.
///
/// A size or origin that is NaN or infinite, a negative size, a scale that is not finite and positive, or
/// a bitmap wider or taller than 32767 pixels is reported (`invalidGeometry`) and draws an empty image
/// (`UIImage()`, size zero); a zero size draws an empty image without a report. (UIKit fails on such
/// geometry in ways that depend on the release.) There is no `jpegData(withCompressionQuality:actions:)`:
/// OpenUIKit has no JPEG encoder.
@preconcurrency @MainActor
public final class UIGraphicsImageRenderer {
    /// The format the renderer draws with.
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    /// A renderer for images of `size` points, the origin at (0, 0).
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for images of `bounds.size` points whose top-left is `bounds.origin`: drawing at
    /// `bounds.origin` lands on the image's first pixel, as in UIKit.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs `actions` on a fresh bitmap and returns it as an image at the format's scale.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context: CGContext
        if let pixels = pixelSize() {
            context = CGContext(width: pixels.width, height: pixels.height, flipped: true, scale: format.scale)
            context.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
            if format.opaque {
                context.setFillColor(.black)
                context.fill(bounds)
            }
        } else {
            context = CGContext(width: 0, height: 0, flipped: true)
        }
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsContextStack.push(context)
        actions(rendererContext)
        UIGraphicsContextStack.pop()
        return rendererContext.currentImage
    }

    /// The image `actions` draw, as PNG bytes (empty for an empty image).
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The bitmap's size in pixels: the bounds' size times the format's scale, rounded up; nil after
    /// reporting geometry that cannot make a bitmap.
    private func pixelSize() -> (width: Int, height: Int)? {
        let scale = format.scale
        let size = bounds.size
        let values = [bounds.origin.x, bounds.origin.y, size.width, size.height]
        guard values.allSatisfy(\.isFinite), size.width >= 0, size.height >= 0 else {
            Diagnostics.report(
                .invalidGeometry, .warning, "UIGraphicsImageRenderer: invalid bounds \(bounds); drawing an empty image")
            return nil
        }
        guard scale.isFinite, scale > 0 else {
            Diagnostics.report(
                .invalidGeometry, .warning, "UIGraphicsImageRenderer: invalid scale \(scale); drawing an empty image")
            return nil
        }
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width <= 32767, height <= 32767 else {
            Diagnostics.report(
                .invalidGeometry, .warning,
                "UIGraphicsImageRenderer: \(width) × \(height) pixels is larger than 32767 × 32767; drawing an empty image"
            )
            return nil
        }
        return (Int(width), Int(height))
    }
}
