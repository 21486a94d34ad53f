import CJPEG
import Foundation

/// Encodes images as baseline JPEG files with libjpeg-turbo.
public enum JPEGEncoder {
    /// The image as JPEG bytes at `quality` (0 worst … 1 best, clamped; NaN is taken as 1, as UIKit's
    /// `jpegData(compressionQuality:)` treats it). JPEG has no alpha: the premultiplied colours are
    /// written, so transparent pixels come out black, as iOS writes them.
    public static func encode(_ image: CGImage, quality: CGFloat) throws -> Data {
        let clamped = quality.isNaN ? 1 : min(max(quality, 0), 1)
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            openuikit_jpeg_encode(
                pixels.baseAddress, Int32(image.width), Int32(image.height), Int32((clamped * 100).rounded()),
                &output, &size, &message, Int32(message.count))
        }
        guard status == 0, let output else { throw JPEGDecodingError.corrupt(JPEGDecodingError.text(message)) }
        defer { free(output) }
        return Data(bytes: output, count: Int(size))
    }
}
