import Foundation
import OpenCoreGraphics

extension UIImage {
    /// How an image's stored pixels are turned to show it upright (UIKit's `UIImage.Orientation`, with its
    /// raw values).
    public enum Orientation: Int, Sendable {
        /// Shown as stored.
        case up = 0
        /// Turned 180°.
        case down = 1
        /// The stored pixels turned 90° counterclockwise to show (EXIF orientation 8).
        case left = 2
        /// The stored pixels turned 90° clockwise to show (EXIF orientation 6: a phone's portrait photo).
        case right = 3
        /// Mirrored left to right.
        case upMirrored = 4
        /// Mirrored top to bottom.
        case downMirrored = 5
        /// Mirrored about the main diagonal (EXIF orientation 5).
        case leftMirrored = 6
        /// Turned 90° clockwise and mirrored (EXIF orientation 7).
        case rightMirrored = 7

        /// The orientation a JPEG's EXIF Orientation tag (1 … 8) means, as ImageIO maps it.
        init(exif: Int) {
            let map: [Int: Orientation] = [
                2: .upMirrored, 3: .down, 4: .downMirrored, 5: .leftMirrored, 6: .right, 7: .rightMirrored, 8: .left,
            ]
            self = map[exif] ?? .up
        }

        /// Whether showing the image swaps its width and height.
        var isTransposed: Bool { [.left, .right, .leftMirrored, .rightMirrored].contains(self) }

        /// `image` turned upright.
        func upright(_ image: CGImage) -> CGImage {
            guard self != .up else { return image }
            let w = image.width, h = image.height
            let (outWidth, outHeight) = isTransposed ? (h, w) : (w, h)
            var pixels = [UInt8](repeating: 0, count: w * h * 4)
            for v in 0..<outHeight {
                for u in 0..<outWidth {
                    let (x, y) = source(u: u, v: v, width: w, height: h)
                    let from = (y * w + x) * 4, to = (v * outWidth + u) * 4
                    pixels[to..<to + 4] = image.pixels[from..<from + 4]
                }
            }
            return CGImage(width: outWidth, height: outHeight, premultipliedRGBA: pixels)!
        }

        /// The stored pixel shown at upright pixel (u, v) of an image stored `width` × `height`.
        private func source(u: Int, v: Int, width w: Int, height h: Int) -> (Int, Int) {
            switch self {
            case .up: return (u, v)
            case .down: return (w - 1 - u, h - 1 - v)
            case .upMirrored: return (w - 1 - u, v)
            case .downMirrored: return (u, h - 1 - v)
            case .left: return (w - 1 - v, u)
            case .right: return (v, h - 1 - u)
            case .leftMirrored: return (v, u)
            case .rightMirrored: return (w - 1 - v, h - 1 - u)
            }
        }
    }
}
