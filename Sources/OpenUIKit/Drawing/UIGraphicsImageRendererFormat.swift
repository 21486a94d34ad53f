import Foundation
import OpenCoreGraphics

/// How an image renderer's bitmap is made (UIKit's `UIGraphicsImageRendererFormat`).
@preconcurrency @MainActor
public final class UIGraphicsImageRendererFormat {
    /// Pixels per point; the main screen's scale by default, as in UIKit. A renderer reports a scale that
    /// is not finite and positive and draws an empty image.
    public var scale: CGFloat = UIScreen.main.scale
    /// Whether the bitmap is opaque: UIKit's opaque contexts start black, and so do these (UIKit's default
    /// is false, a transparent bitmap).
    public var opaque = false

    /// A format with the main screen's scale, not opaque.
    public init() {}

    /// A format with the main screen's scale, not opaque (UIKit's factory for the most capable format of
    /// the device; OpenUIKit has one pixel format).
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}
