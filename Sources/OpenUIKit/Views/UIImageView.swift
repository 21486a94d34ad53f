import Foundation
import OpenQuartzCore

/// A view showing an image (UIKit's `UIImageView`): the image becomes the layer's contents at its scale,
/// placed by `contentMode` (scaleToFill by default). Image views don't take touches by default, as UIKit's.
@preconcurrency @MainActor
open class UIImageView: UIView {
    private var shownImage: UIImage?

    /// The image shown (a computed property, so that setting it in an initializer updates the layer too).
    open var image: UIImage? {
        get { shownImage }
        set {
            shownImage = newValue
            UIView.performWithoutAnimation {
                layer.contents = newValue?.cgImage
                layer.contentsScale = newValue?.scale ?? 1
            }
            invalidateIntrinsicContentSize()
        }
    }

    /// The image's size in points, or no intrinsic size without an image (UIKit's).
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
}
