import Foundation
import OpenCoreGraphics
import OpenQuartzCore

extension UIImage {
    /// How a resizable image fills the area between its caps (UIKit's `UIImage.ResizingMode`, with its raw
    /// values).
    public enum ResizingMode: Int, Sendable {
        /// The centre and edges repeat at their natural size.
        case tile = 0
        /// The centre and edges stretch.
        case stretch = 1
    }

    /// This image with end caps that keep their size when it is drawn larger or smaller, the rest tiling,
    /// as UIKit's `resizableImage(withCapInsets:)`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// This image with end caps (in points) that keep their size when it is drawn at another size, the
    /// rest tiled or stretched by `resizingMode`, as UIKit's `resizableImage(withCapInsets:resizingMode:)`.
    /// Insets that are negative or not finite are reported and taken as 0; caps of an axis that together
    /// exceed the image are reported and shrunk in proportion to fit it (UIKit draws such caps overlapping).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        var insets = capInsets
        let values = [insets.top, insets.left, insets.bottom, insets.right]
        if !values.allSatisfy({ $0.isFinite && $0 >= 0 }) {
            Diagnostics.report(.invalidImage, .warning, "resizableImage: invalid cap insets \(capInsets); using 0")
            insets = UIEdgeInsets(
                top: Self.validInset(insets.top), left: Self.validInset(insets.left),
                bottom: Self.validInset(insets.bottom), right: Self.validInset(insets.right))
        }
        let size = size
        if insets.left + insets.right > size.width || insets.top + insets.bottom > size.height {
            Diagnostics.report(
                .invalidImage, .warning,
                "resizableImage: cap insets \(capInsets) are larger than the image (\(size)); shrinking them to fit")
            (insets.left, insets.right) = Self.fitted(insets.left, insets.right, into: size.width)
            (insets.top, insets.bottom) = Self.fitted(insets.top, insets.bottom, into: size.height)
        }
        return copy {
            $0.capInsets = insets
            $0.resizingMode = resizingMode
        }
    }

    /// The stretchable centre in unit coordinates of the image (Core Animation's `contentsCenter`).
    var unitCenter: CGRect {
        let size = size
        guard size.width > 0, size.height > 0 else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        return CGRect(
            x: capInsets.left / size.width, y: capInsets.top / size.height,
            width: (size.width - capInsets.left - capInsets.right) / size.width,
            height: (size.height - capInsets.top - capInsets.bottom) / size.height)
    }

    /// Whether the image has end caps.
    var isResizable: Bool { capInsets != .zero }

    private static func validInset(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }

    private static func fitted(_ a: CGFloat, _ b: CGFloat, into length: CGFloat) -> (CGFloat, CGFloat) {
        guard a + b > length, a + b > 0 else { return (a, b) }
        return (a * length / (a + b), b * length / (a + b))
    }
}
