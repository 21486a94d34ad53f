import Foundation
import OpenCoreGraphics

extension UIImage {
    /// How views draw an image (UIKit's `UIImage.RenderingMode`, with its raw values).
    public enum RenderingMode: Int, Sendable {
        /// The view decides: image views, and custom buttons, draw the image's colours; system buttons, tab
        /// bars, navigation bars and toolbars draw it as a template.
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always a template: the image's alpha filled with the view's `tintColor`.
        case alwaysTemplate = 2
    }

    /// This image with `renderingMode`, as UIKit's `withRenderingMode(_:)`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy { $0.renderingMode = renderingMode }
    }

    /// This image drawn in `color` (its alpha filled with the colour) wherever it is shown, keeping its
    /// rendering mode, as UIKit's `withTintColor(_:)`.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// This image drawn in `color` wherever it is shown, with `renderingMode`, as UIKit's
    /// `withTintColor(_:renderingMode:)`. (The image's own tint wins over a view's tint, as for UIKit's
    /// symbol images.)
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy {
            $0.tintColor = color
            $0.renderingMode = renderingMode
        }
    }

    /// Whether the image is a template wherever the view leaves `.automatic` to mean `automaticTemplate`.
    func isTemplate(automaticTemplate: Bool) -> Bool {
        switch renderingMode {
        case .automatic: return automaticTemplate
        case .alwaysOriginal: return false
        case .alwaysTemplate: return true
        }
    }

    /// The upright bitmap a view shows: the image's own tint if it has one, else `tint` when the image is a
    /// template there, else its own colours.
    func displayedBitmap(tint: UIColor?, automaticTemplate: Bool) -> CGImage? {
        guard let uprightImage else { return nil }
        if let ownTintColor { return Self.filled(uprightImage, with: ownTintColor) }
        if isTemplate(automaticTemplate: automaticTemplate), let tint { return Self.filled(uprightImage, with: tint) }
        return uprightImage
    }

    /// `image`'s alpha filled with `color` (premultiplied), as UIKit draws a template image.
    static func filled(_ image: CGImage, with color: UIColor) -> CGImage {
        let c = color.cgColor
        let components = [c.red, c.green, c.blue].map { min(max($0, 0), 1) * min(max(c.alpha, 0), 1) }
        let alpha = min(max(c.alpha, 0), 1)
        var pixels = [UInt8](repeating: 0, count: image.pixels.count)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let a = CGFloat(image.pixels[i + 3])
            pixels[i] = UInt8((components[0] * a).rounded())
            pixels[i + 1] = UInt8((components[1] * a).rounded())
            pixels[i + 2] = UInt8((components[2] * a).rounded())
            pixels[i + 3] = UInt8((alpha * a).rounded())
        }
        return CGImage(width: image.width, height: image.height, premultipliedRGBA: pixels)!
    }
}
