import Foundation
import OpenQuartzCore
import Synchronization

extension UIImage {
    /// The image named `name` in the main bundle, as UIKit's `UIImage(named:)`; nil when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle` (the main bundle when nil) for `traitCollection`'s display scale
    /// (the main screen's when nil or unspecified), as UIKit's `UIImage(named:in:compatibleWith:)`: an asset
    /// catalog's image set first, then a loose file, the `@2x`/`@3x` variant for the scale first (see
    /// `ImageResourceLookup`). The image's scale is the variant's; an image set's
    /// `template-rendering-intent` sets its rendering mode. Found images are cached by bundle, name and
    /// scale, as UIKit caches named images: asking again returns the same image without reading the file.
    /// Nil when nothing is found or the file cannot be decoded.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard !name.isEmpty else { return nil }
        let bundle = bundle ?? .main
        let scale = Self.lookupScale(traitCollection)
        let key = "\(bundle.bundleURL.path)\u{0}\(name)\u{0}\(scale)"
        if let cached = NamedImageCache.images.withLock({ $0[key] }) {
            self.init(storage: cached.storage)
            return
        }
        guard let found = ImageResourceLookup.image(named: name, in: bundle, scale: scale),
            let data = FileManager.default.contents(atPath: found.path),
            let decoded = UIImage(data: data, scale: found.scale)
        else { return nil }
        let image = decoded.withRenderingMode(found.renderingMode)
        NamedImageCache.images.withLock { $0[key] = image }
        self.init(storage: image.storage)
    }

    /// UIKit has no SF Symbols on Linux: every system image name answers nil (`UIImage(systemName:)` is
    /// documented to return nil for a name it does not know).
    public convenience init?(systemName name: String) {
        return nil
    }

    /// The display scale to look an image up for: the traits' when specified, else the main screen's
    /// (3 when asked off the main thread, where the screen cannot be read).
    static func lookupScale(_ traitCollection: UITraitCollection?) -> CGFloat {
        if let scale = traitCollection?.displayScale, scale > 0, scale.isFinite { return scale }
        guard Thread.isMainThread else { return 3 }
        return MainActor.assumeIsolated { UIScreen.main.scale }
    }
}

/// UIKit's cache of images found by name.
enum NamedImageCache {
    static let images = Mutex<[String: UIImage]>([:])
}
