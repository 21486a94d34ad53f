import Foundation

/// A button (UIKit's `UIButton`): a control with a title, a title colour and an image per state, drawn
/// with a `UILabel` and a `UIImageView` (so the compositor renders it as any view). A lift inside sends
/// `.touchUpInside` then `.primaryActionTriggered`.
///
/// The highlighted look: a `.system` button without a highlighted title colour shows its title and image
/// at 20 % opacity while highlighted; a disabled one without a disabled colour shows them at 35 %. A
/// `.custom` button changes only what is set for the state (its title is white unless set). Apple publishes
/// neither opacity; they are OpenUIKit's choices. `UIButton.Configuration` is not provided.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button (UIKit's `UIButton.ButtonType`).
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static let roundedRect = ButtonType.system
    }

    /// The opacity of a system button's content while highlighted, without a highlighted colour.
    public static let systemHighlightedAlpha: CGFloat = 0.2
    /// The opacity of a system button's content while disabled, without a disabled colour.
    public static let systemDisabledAlpha: CGFloat = 0.35

    public let buttonType: ButtonType
    private var titles = UIControlStateValues<String>()
    private var titleColors = UIControlStateValues<UIColor>()
    private var images = UIControlStateValues<UIImage>()
    private let label = UILabel()
    private let imageViewStorage = UIImageView()

    /// Makes a button of `buttonType`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        installContent()
    }

    /// Makes a `.custom` button.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        installContent()
    }

    private func installContent() {
        imageViewStorage.rendersAutomaticAsTemplate = buttonType != .custom
        addSubview(imageViewStorage)
        addSubview(label)
        label.textAlignment = .center
        updateContent()
    }

    /// Makes a `.system` button whose primary action is `primaryAction` (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The label showing the current title.
    public var titleLabel: UILabel? { label }
    /// The image view showing the current image.
    public var imageView: UIImageView? { imageViewStorage }

    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        updateContent()
    }

    open func title(for state: State) -> String? { titles.resolved(for: state) }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        updateContent()
    }

    /// The title colour for `state`: the one set, else the type's default (the tint for `.system`, white
    /// for `.custom`).
    open func titleColor(for state: State) -> UIColor? {
        titleColors.resolved(for: state) ?? (buttonType == .custom ? .white : tintColor)
    }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        updateContent()
    }

    open func image(for state: State) -> UIImage? { images.resolved(for: state) }

    /// The title, colour and image shown now.
    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentImage: UIImage? { image(for: state) }

    open override func stateDidChange() { updateContent() }

    open override func tintColorDidChange() { updateContent() }

    override func trackingEndedInside(_ touch: UITouch) {
        sendActions(for: .primaryActionTriggered)
    }

    /// The content's opacity: dimmed for a system button highlighted or disabled without its own colour.
    private var contentAlpha: CGFloat {
        guard buttonType == .system else { return 1 }
        if !isEnabled, titleColors[.disabled] == nil { return Self.systemDisabledAlpha }
        if isHighlighted, titleColors[.highlighted] == nil { return Self.systemHighlightedAlpha }
        return 1
    }

    private func updateContent() {
        label.text = currentTitle
        label.textColor = currentTitleColor
        imageViewStorage.image = currentImage
        label.alpha = contentAlpha
        imageViewStorage.alpha = contentAlpha
        setNeedsLayout()
    }

    /// The image then the title, side by side, centred.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let imageSize = currentImage?.size ?? .zero
        let titleSize = currentTitle == nil ? .zero : label.sizeThatFits(bounds.size)
        let width = imageSize.width + titleSize.width
        var x = (bounds.width - width) / 2
        imageViewStorage.frame = CGRect(
            x: x, y: (bounds.height - imageSize.height) / 2, width: imageSize.width, height: imageSize.height)
        x += imageSize.width
        label.frame = CGRect(
            x: x, y: (bounds.height - titleSize.height) / 2, width: titleSize.width, height: titleSize.height)
    }

    /// The image and title side by side.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let imageSize = currentImage?.size ?? .zero
        let titleSize = currentTitle == nil ? .zero : label.sizeThatFits(size)
        return CGSize(width: imageSize.width + titleSize.width, height: max(imageSize.height, titleSize.height))
    }
}
