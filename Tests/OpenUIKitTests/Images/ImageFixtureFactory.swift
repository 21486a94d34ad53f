import Foundation
@testable import OpenUIKit

/// Small images drawn for the image tests, with colours chosen so each part can be told apart by pixel.
@MainActor
enum ImageFixtureFactory {
    /// A `size`-point image at `scale` of what `draw` paints.
    static func image(_ size: CGSize, scale: CGFloat = 1, _ draw: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image(actions: draw)
    }

    /// A `size` image of one colour.
    static func solid(_ color: UIColor, _ size: CGSize = CGSize(width: 4, height: 4), scale: CGFloat = 1) -> UIImage {
        image(size, scale: scale) { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    /// A 10 × 10 image: an opaque red square (2…8) on transparent — a glyph for template tests.
    static var glyph: UIImage {
        image(CGSize(width: 10, height: 10)) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 2, y: 2, width: 6, height: 6))
        }
    }

    /// A 12 × 12 image for nine-patch tests: 3-point red caps all round, a green centre.
    static var framed: UIImage {
        image(CGSize(width: 12, height: 12)) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
            UIColor.green.setFill()
            context.fill(CGRect(x: 3, y: 3, width: 6, height: 6))
        }
    }

    /// Pixels of `view` (drawn as last rendered, at scale 1).
    static func pixels(of view: UIView, afterScreenUpdates: Bool = true) -> CGImage {
        let image = image(view.bounds.size) { _ in
            _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: afterScreenUpdates)
        }
        return image.cgImage!
    }
}
