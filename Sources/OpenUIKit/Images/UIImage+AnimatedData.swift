import Foundation
import OpenCoreGraphics

extension UIImage {
    /// An animated image of the frames of GIF or APNG `data`, each shown for its own delay when an image view
    /// plays it; a file of one frame (or a plain PNG or JPEG) gives a still image, as `UIImage(data:scale:)`.
    /// Nil when the bytes cannot be decoded.
    ///
    /// UIKit has no such initializer: an iOS app reads the frames and delays with ImageIO and passes the frames
    /// to `animatedImage(with:duration:)`, whose frames all show for the same time (`duration` ÷ frame count).
    /// Different delays therefore become repeated frames, as iOS apps and image libraries map them: each delay
    /// is taken in whole milliseconds (at least 1), the greatest common divisor of the delays is the time one
    /// entry of `images` shows, each frame appears in `images` its delay ÷ that divisor times in a row, and
    /// `duration` is the sum of the delays. A GIF with delays of 0.1, 0.2 and 0.3 s thus has six images
    /// (the first frame once, the second twice, the third three times) over 0.6 s. Delays are those the file
    /// gives, clamped as ImageIO and browsers clamp them (10 ms or less shows for 100 ms). The file's loop
    /// count is not kept: an image view plays an animated image until it stops showing it, as in UIKit.
    public static func animatedImage(with data: Data, scale: CGFloat = 1) -> UIImage? {
        guard !JPEGDecoder.isJPEG(data) else { return UIImage(data: data, scale: scale) }
        let animation = GIFDecoder.isGIF(data) ? try? GIFDecoder.decode(data) : try? APNGDecoder.decode(data)
        guard let animation, let first = animation.frames.first else { return nil }
        guard animation.frames.count > 1 else { return UIImage(cgImage: first, scale: scale) }
        let frames = animation.frames.map { UIImage(cgImage: $0, scale: scale) }
        let milliseconds = animation.delays.map { max(1, Int(($0 * 1000).rounded())) }
        let step = milliseconds.reduce(0, greatestCommonDivisor)
        let repeated = zip(frames, milliseconds).flatMap { frame, delay in
            repeatElement(frame, count: delay / step)
        }
        return animatedImage(with: repeated, duration: Double(milliseconds.reduce(0, +)) / 1000)
    }

    private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        b == 0 ? a : greatestCommonDivisor(b, a % b)
    }
}
