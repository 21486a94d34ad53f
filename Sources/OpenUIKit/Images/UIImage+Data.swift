import Foundation
import OpenCoreGraphics

extension UIImage {
    /// An image decoded from PNG, JPEG or GIF bytes at scale 1, as UIKit's `UIImage(data:)`; nil when they
    /// are none of these or are corrupt or truncated.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image decoded from `data` at `scale` pixels per point, as UIKit's `UIImage(data:scale:)`: a JPEG
    /// takes its EXIF orientation as `imageOrientation`; an animated GIF or APNG gives its first frame (as
    /// UIKit's does — decode the frames with `APNGDecoder` or `GIFDecoder` to animate them). Nil when the
    /// bytes are not a PNG, JPEG or GIF or are corrupt or truncated.
    public convenience init?(data: Data, scale: CGFloat) {
        if JPEGDecoder.isJPEG(data) {
            guard let image = try? JPEGDecoder.decode(data) else { return nil }
            let orientation = Orientation(exif: JPEGDecoder.exifOrientation(of: data))
            self.init(cgImage: image, scale: scale, orientation: orientation)
        } else if GIFDecoder.isGIF(data) {
            guard let first = (try? GIFDecoder.decode(data))?.frames.first else { return nil }
            self.init(cgImage: first, scale: scale)
        } else {
            guard let image = try? PNGDecoder.decode(data) else { return nil }
            self.init(cgImage: image, scale: scale)
        }
    }

    /// An image read from a PNG, JPEG or GIF file; nil when the file cannot be read or decoded. A name
    /// ending in "@2x" or "@3x" before the extension sets the scale to 2 or 3, as UIKit does; other names
    /// get scale 1. (UIKit also reads HEIC and other formats, and device modifiers such as "~ipad".)
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let name = (path as NSString).deletingPathExtension
        let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// The image as PNG bytes, upright (its orientation applied); nil for an empty image.
    public func pngData() -> Data? {
        uprightImage.map { PNGEncoder.encode($0) }
    }

    /// The image as JPEG bytes at `compressionQuality` (0 smallest … 1 best), upright (its orientation
    /// applied rather than written as EXIF), as UIKit's `jpegData(compressionQuality:)`. JPEG has no alpha:
    /// transparent pixels come out black. Nil for an empty image.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        uprightImage.flatMap { try? JPEGEncoder.encode($0, quality: compressionQuality) }
    }
}
