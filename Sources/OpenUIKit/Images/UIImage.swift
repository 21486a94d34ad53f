import Foundation
import OpenCoreGraphics

/// An image (UIKit's `UIImage`) backed by a `CGImage`, with a scale (its size in points is its pixel size
/// divided by the scale), an orientation (how its pixels are turned to show it upright), a rendering mode,
/// cap insets (a resizable image) or frames (an animated image). Images are immutable: the `with…` and
/// `resizableImage` methods return new images.
public final class UIImage: Sendable {
    /// The bitmap as stored, before the orientation is applied; nil for an empty image. An animated image
    /// answers its first frame's.
    public let cgImage: CGImage?
    /// Pixels per point (1 for an image made without one).
    public let scale: CGFloat
    /// How the stored pixels are turned to show the image upright (from a JPEG's EXIF orientation).
    public let imageOrientation: Orientation
    /// How views draw the image: in its own colours or as a template filled with the tint colour.
    public let renderingMode: RenderingMode
    /// The end caps of a resizable image (zero for an image that is not resizable), in points.
    public let capInsets: UIEdgeInsets
    /// How a resizable image fills the area between its caps.
    public let resizingMode: ResizingMode
    /// The frames of an animated image; nil for a still image.
    public let images: [UIImage]?
    /// How long an animated image's frames take together; 0 for a still image.
    public let duration: TimeInterval
    /// The colour `withTintColor(_:)` gave the image, which it is then drawn in.
    let ownTintColor: UIColor?
    /// The pixels turned upright (the stored pixels when the orientation is `.up`).
    let uprightImage: CGImage?

    /// An empty image, as UIKit's `UIImage()`: no bitmap, size zero, scale 1.
    public convenience init() {
        self.init(storage: Storage(cgImage: nil))
    }

    /// An image of `cgImage`'s pixels at `scale` pixels per point, shown turned by `orientation`, as UIKit's
    /// `UIImage(cgImage:scale:orientation:)`. A scale that is not positive (or NaN) is taken as 1.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(storage: Storage(cgImage: cgImage, scale: scale, orientation: orientation))
    }

    /// An image of `cgImage`'s pixels at `scale` pixels per point, upright.
    public convenience init(cgImage: CGImage, scale: CGFloat = 1) {
        self.init(cgImage: cgImage, scale: scale, orientation: .up)
    }

    /// An image of `cgImage`'s pixels at scale 1, as UIKit's `UIImage(cgImage:)`.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1)
    }

    /// The size in points, as shown: the upright pixel size (width and height swap for the left and right
    /// orientations) divided by the scale.
    public var size: CGSize {
        guard let uprightImage else { return .zero }
        return CGSize(width: CGFloat(uprightImage.width) / scale, height: CGFloat(uprightImage.height) / scale)
    }

    /// Everything an image holds, so that the `with…` methods copy an image changing one part.
    struct Storage {
        var cgImage: CGImage?
        var scale: CGFloat = 1
        var orientation: Orientation = .up
        var renderingMode: RenderingMode = .automatic
        var capInsets: UIEdgeInsets = .zero
        var resizingMode: ResizingMode = .tile
        var images: [UIImage]?
        var duration: TimeInterval = 0
        var tintColor: UIColor?
    }

    init(storage: Storage) {
        cgImage = storage.cgImage
        scale = storage.scale > 0 && storage.scale.isFinite ? storage.scale : 1
        imageOrientation = storage.orientation
        renderingMode = storage.renderingMode
        capInsets = storage.capInsets
        resizingMode = storage.resizingMode
        images = storage.images
        duration = storage.duration
        ownTintColor = storage.tintColor
        uprightImage = storage.cgImage.map { storage.orientation.upright($0) }
    }

    /// This image's storage, to copy with changes.
    var storage: Storage {
        Storage(
            cgImage: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
            capInsets: capInsets, resizingMode: resizingMode, images: images, duration: duration,
            tintColor: ownTintColor)
    }

    /// A copy of this image with `change` applied to its storage.
    func copy(_ change: (inout Storage) -> Void) -> UIImage {
        var storage = storage
        change(&storage)
        return UIImage(storage: storage)
    }
}
