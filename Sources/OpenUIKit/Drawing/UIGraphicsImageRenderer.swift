import Foundation
import OpenCoreGraphics

/// How an image renderer's bitmap is made (UIKit's `UIGraphicsImageRendererFormat`).
@MainActor
public final class UIGraphicsImageRendererFormat {
    /// Pixels per point; the main screen's scale by default.
    public var scale: CGFloat = UIScreen.main.scale
    /// Whether the bitmap is opaque (filled with black before drawing, as UIKit's opaque contexts start).
    public var opaque = false

    public init() {}

    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context handed to an image renderer's drawing closure.
@MainActor
public final class UIGraphicsImageRendererContext {
    /// The Core Graphics context: UIKit's orientation (origin top-left), in points, at the format's scale.
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// The image drawn so far.
    public var currentImage: UIImage {
        UIImage(cgImage: cgContext.makeImage()!, scale: format.scale)
    }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }
}

/// Draws into bitmap images (UIKit's `UIGraphicsImageRenderer`). While the drawing closure runs, its
/// context is the current UIKit graphics context (`UIGraphicsGetCurrentContext()`).
@MainActor
public final class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    private let size: CGSize

    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.size = size
        self.format = format
    }

    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
    }

    /// Runs `actions` on a fresh bitmap and returns it as an image.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = max(format.scale, 0.01)
        let width = max(1, Int((size.width * scale).rounded(.up))), height = max(1, Int((size.height * scale).rounded(.up)))
        let context = CGContext(width: width, height: height, flipped: true, scale: scale)
        if format.opaque {
            context.setFillColor(.black)
            context.fill(CGRect(origin: .zero, size: size))
        }
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsContextStack.push(context)
        actions(rendererContext)
        UIGraphicsContextStack.pop()
        return rendererContext.currentImage
    }

    /// The image as PNG bytes.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}

/// The current UIKit graphics context: the innermost image renderer's, or the one pushed with
/// `UIGraphicsPushContext`.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextStack.current
}

@MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.push(context)
}

@MainActor
public func UIGraphicsPopContext() {
    UIGraphicsContextStack.pop()
}
