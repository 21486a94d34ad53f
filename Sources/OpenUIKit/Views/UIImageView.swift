import Foundation
import OpenQuartzCore

/// A view showing an image (UIKit's `UIImageView`): the image becomes the layer's contents at its scale,
/// placed by `contentMode` (scaleToFill by default), upright (its orientation applied), filled with the
/// view's `tintColor` when it is a template (and again whenever the tint changes), and — when resizable —
/// with its caps kept (a stretched image through the layer's `contentsCenter`, a tiled one drawn at the
/// view's size). Image views don't take touches by default, as UIKit's.
///
/// `animationImages` play through `startAnimating()` as UIKit plays them: a discrete keyframe animation of
/// the layer's contents (key `"UIImageAnimation"`), on the application's clock; an animated `UIImage` plays
/// as soon as it is shown.
@preconcurrency @MainActor
open class UIImageView: UIView {
    private var shownImage: UIImage?
    private var shownHighlightedImage: UIImage?
    private var highlighted = false
    /// Whether an image whose rendering mode is `.automatic` is drawn as a template here (true in system
    /// buttons and bar items, as UIKit draws them).
    var rendersAutomaticAsTemplate = false {
        didSet { if rendersAutomaticAsTemplate != oldValue { refreshContents() } }
    }
    /// The size a tiled resizable image was last drawn at.
    private var tiledSize: CGSize?

    static let animationKey = "UIImageAnimation"

    /// The image shown (a computed property, so that setting it in an initializer updates the layer too).
    /// An animated image starts playing; a still image set in its place stops it.
    open var image: UIImage? {
        get { shownImage }
        set {
            let replacesAnimatedImage = shownImage?.images != nil
            shownImage = newValue
            refreshContents()
            if newValue?.images != nil {
                playAnimatedImage()
            } else if replacesAnimatedImage {
                stopAnimating()
            }
            invalidateIntrinsicContentSize()
        }
    }

    /// The image shown while `isHighlighted` (the normal image when nil).
    open var highlightedImage: UIImage? {
        get { shownHighlightedImage }
        set {
            shownHighlightedImage = newValue
            refreshContents()
        }
    }

    /// Whether the view shows its highlighted image.
    open var isHighlighted: Bool {
        get { highlighted }
        set {
            highlighted = newValue
            refreshContents()
        }
    }

    /// The frames `startAnimating()` plays, in order.
    open var animationImages: [UIImage]?

    /// How long one pass over `animationImages` takes; 0 (the default) means one thirtieth of a second a
    /// frame, as UIKit documents. A negative or non-finite duration is reported and ignored.
    open var animationDuration: TimeInterval {
        get { storedAnimationDuration }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                Diagnostics.report(
                    .invalidImage, .warning, "UIImageView.animationDuration: invalid duration \(newValue); ignored")
                return
            }
            storedAnimationDuration = newValue
        }
    }
    private var storedAnimationDuration: TimeInterval = 0

    /// How many passes `startAnimating()` plays; 0 (the default) repeats forever. Negative counts play
    /// forever too, as 0.
    open var animationRepeatCount = 0

    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// An image view sized to `image`, showing `highlightedImage` while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Makes an image view from an Interface Builder file: the view's attributes, then the image and
    /// highlighted image, by name in the file's bundle (UIKit's `init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if !coder.containsValue(forKey: "userInteractionEnabled") { isUserInteractionEnabled = false }
        if let coder = coder as? IBCoder { coder.instantiation.decodeImageView(self, from: coder.element) }
    }

    /// The image's size, as UIKit's image view reports it (no intrinsic size without an image).
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }

    /// Plays `animationImages` (or nothing without frames): each frame shown for `animationDuration` ÷ the
    /// frame count, `animationRepeatCount` times, from the current time of the application's clock.
    open func startAnimating() {
        guard let frames = animationImages, !frames.isEmpty else { return }
        play(frames, duration: animationDuration, repeatCount: animationRepeatCount)
    }

    /// Stops the frames and shows `image` again.
    open func stopAnimating() {
        layer.removeAnimation(forKey: Self.animationKey)
    }

    /// Whether frames are playing (false again once a finite repeat count has played out).
    open var isAnimating: Bool {
        layer.animation(forKey: Self.animationKey) != nil
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshContents()
        if isAnimating, let animation = layer.animation(forKey: Self.animationKey) as? CAKeyframeAnimation {
            let frames = animationImages ?? image?.images ?? []
            animation.values = frames.compactMap(bitmap)
            layer.add(animation, forKey: Self.animationKey)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let image = currentImage, image.isResizable, image.resizingMode == .tile, tiledSize != bounds.size {
            refreshContents()
        }
    }

    // MARK: Private

    private var currentImage: UIImage? { highlighted ? shownHighlightedImage ?? shownImage : shownImage }

    /// The bitmap `image` shows here: upright, tinted when it is a template in this view.
    private func bitmap(_ image: UIImage) -> CGImage? {
        image.displayedBitmap(tint: tintColor, automaticTemplate: rendersAutomaticAsTemplate)
    }

    private func refreshContents() {
        let image = currentImage
        var contents = image.flatMap(bitmap)
        var center = CGRect(x: 0, y: 0, width: 1, height: 1)
        tiledSize = nil
        if let image, image.isResizable {
            if image.resizingMode == .stretch {
                center = image.unitCenter
            } else if let tile = contents {
                contents = Self.tiled(tile, image: image, size: bounds.size)
                tiledSize = bounds.size
            }
        }
        UIView.performWithoutAnimation {
            layer.contents = contents
            layer.contentsScale = image?.scale ?? 1
            layer.contentsCenter = center
        }
    }

    /// A tiled resizable image drawn at `size` (its own size when `size` is empty).
    private static func tiled(_ bitmap: CGImage, image: UIImage, size: CGSize) -> CGImage? {
        let drawn = size.width > 0 && size.height > 0 ? size : image.size
        let context = CGContext(
            width: Int((drawn.width * image.scale).rounded(.up)),
            height: Int((drawn.height * image.scale).rounded(.up)),
            flipped: true, scale: image.scale)
        ContentsNineSlice.draw(
            bitmap, center: image.unitCenter, scale: image.scale, in: CGRect(origin: .zero, size: drawn),
            context: context, tiled: true)
        return context.makeImage()
    }

    private func playAnimatedImage() {
        guard let frames = image?.images, !frames.isEmpty else { return }
        play(frames, duration: image?.duration ?? 0, repeatCount: 0)
    }

    private func play(_ frames: [UIImage], duration: TimeInterval, repeatCount: Int) {
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.calculationMode = .discrete
        animation.values = frames.compactMap(bitmap)
        animation.duration = duration > 0 ? duration : Double(frames.count) / 30
        animation.repeatCount = repeatCount > 0 ? Float(repeatCount) : .infinity
        layer.add(animation, forKey: Self.animationKey)
    }
}
