import Foundation
import OpenQuartzCore

extension UIImage {
    /// An animated image showing `images` in turn over `duration` seconds, as UIKit's
    /// `animatedImage(with:duration:)`; an image view showing it plays it. Its size, scale and bitmap are the
    /// first frame's. Nil for no images; a negative or non-finite duration is reported and taken as 0 (an
    /// image view then plays the frames at 30 a second).
    public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        var duration = duration
        if !(duration.isFinite && duration >= 0) {
            Diagnostics.report(
                .invalidImage, .warning, "animatedImage(with:duration:): invalid duration \(duration); using 0")
            duration = 0
        }
        return first.copy {
            $0.images = images
            $0.duration = duration
        }
    }

    /// An animated image of the images named `name0`, `name1`, … (up to `name1024`, stopping at the first
    /// missing one after the start; `name0` may be missing when `name1` exists), as UIKit's
    /// `animatedImageNamed(_:duration:)`. Nil when there is no such image.
    public static func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var frames: [UIImage] = []
        for index in 0...1024 {
            guard let frame = UIImage(named: "\(name)\(index)") else {
                if index == 0 { continue }
                break
            }
            frames.append(frame)
        }
        return animatedImage(with: frames, duration: duration)
    }
}
