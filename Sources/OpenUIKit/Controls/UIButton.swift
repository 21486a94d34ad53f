import Foundation

/// A button (UIKit's `UIButton`): a control with a title (plain or attributed), a title colour, a title
/// shadow colour and an image per state, drawn with a `UILabel` and a `UIImageView` laid out as UIKit lays
/// them out: image then title, aligned by the control's content alignments in the bounds less
/// `contentEdgeInsets`, each moved by its own edge insets. A lift inside sends `.touchUpInside` then
/// `.primaryActionTriggered`.
///
/// Sizes are UIKit's: the title is the 15-point system font; `intrinsicContentSize` is the image and the
/// title side by side, the title with 6 points above and below (UIKit insets a button's title label by 6
/// points top and bottom — Stack Overflow answer 70778238 measures it), plus `contentEdgeInsets`; a button
/// with neither title nor image is 30 × 34 points.
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
    /// The size of a button with neither title nor image (UIKit's).
    public static let emptyIntrinsicSize = CGSize(width: 30, height: 34)
    /// The space UIKit keeps above and below a title in the intrinsic size.
    public static let titleVerticalPadding: CGFloat = 6

    public let buttonType: ButtonType
    private var titles = UIControlStateValues<String>()
    private var attributedTitles = UIControlStateValues<NSAttributedString>()
    private var titleColors = UIControlStateValues<UIColor>()
    private var titleShadowColors = UIControlStateValues<UIColor>()
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

    /// Makes a button from an Interface Builder file: its `buttonType`, the view's and control's
    /// attributes, then its titles, title colours, images and font for each state (UIKit's
    /// `init?(coder:)`).
    public required init?(coder: NSCoder) {
        buttonType = (coder as? IBCoder).map { IBControlValues.buttonType($0.element["buttonType"]) } ?? .custom
        super.init(coder: coder)
        installContent()
        if let coder = coder as? IBCoder { coder.instantiation.decodeButton(self, from: coder.element) }
    }

    private func installContent() {
        imageViewStorage.rendersAutomaticAsTemplate = buttonType != .custom
        addSubview(imageViewStorage)
        addSubview(label)
        label.font = .systemFont(ofSize: 15)
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
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

    /// Space around the title and image together; zero by default.
    open var contentEdgeInsets = UIEdgeInsets.zero {
        didSet { contentDidChange() }
    }

    /// Moves the title within the content (they do not change the intrinsic size, as UIKit's).
    open var titleEdgeInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }

    /// Moves the image within the content.
    open var imageEdgeInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }

    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        updateContent()
    }

    open func title(for state: State) -> String? { titles.resolved(for: state) }

    /// Sets an attributed title for `state`; it is shown instead of the plain title (its own colours
    /// instead of the title colour).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state] = title
        updateContent()
    }

    open func attributedTitle(for state: State) -> NSAttributedString? { attributedTitles.resolved(for: state) }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        updateContent()
    }

    /// The title colour for `state`: the one set, else the type's default (the tint for `.system`, white
    /// for `.custom`).
    open func titleColor(for state: State) -> UIColor? {
        titleColors.resolved(for: state) ?? (buttonType == .custom ? .white : tintColor)
    }

    /// Sets the colour of the title's shadow for `state` (drawn at the title label's `shadowOffset`).
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        titleShadowColors[state] = color
        updateContent()
    }

    open func titleShadowColor(for state: State) -> UIColor? { titleShadowColors.resolved(for: state) }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        updateContent()
    }

    open func image(for state: State) -> UIImage? { images.resolved(for: state) }

    /// The title, colours and image shown now.
    open var currentTitle: String? { currentAttributedTitle?.string ?? title(for: state) }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
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
        label.textColor = currentTitleColor
        if let attributed = currentAttributedTitle {
            label.attributedText = attributed
        } else {
            label.text = title(for: state)
        }
        label.shadowColor = currentTitleShadowColor
        imageViewStorage.image = currentImage
        label.alpha = contentAlpha
        imageViewStorage.alpha = contentAlpha
        contentDidChange()
    }

    private func contentDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The title's size on one line, whole points.
    private var titleSize: CGSize {
        currentTitle?.isEmpty == false ? label.sizeThatFits(.zero) : .zero
    }

    /// The image then the title, side by side, placed by the content alignments in the bounds less the
    /// content insets, each moved by its edge insets; the title is as wide as fits beside the image.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = bounds.inset(by: contentEdgeInsets)
        let imageSize = currentImage?.size ?? .zero
        var title = titleSize
        title.width = max(0, min(title.width, content.width - imageSize.width))
        if contentVerticalAlignment == .fill { title.height = max(title.height, content.height) }
        let groupX = contentHorizontalAlignment.x(ofWidth: imageSize.width + title.width, in: content, insets: .zero)
        let groupInContent = CGRect(
            x: groupX, y: content.minY, width: imageSize.width + title.width, height: content.height)
        let imageX = contentHorizontalAlignment.x(
            ofWidth: imageSize.width,
            in: CGRect(x: groupInContent.minX, y: 0, width: imageSize.width, height: 0), insets: imageEdgeInsets)
        imageViewStorage.frame = CGRect(
            x: imageX, y: contentVerticalAlignment.y(ofHeight: imageSize.height, in: content, insets: imageEdgeInsets),
            width: imageSize.width, height: imageSize.height)
        let titleX = contentHorizontalAlignment.x(
            ofWidth: title.width,
            in: CGRect(x: groupInContent.minX + imageSize.width, y: 0, width: title.width, height: 0),
            insets: titleEdgeInsets)
        label.frame = CGRect(
            x: titleX, y: contentVerticalAlignment.y(ofHeight: title.height, in: content, insets: titleEdgeInsets),
            width: title.width, height: title.height)
    }

    /// UIKit's size: the image and the title side by side, the title with 6 points above and below, plus the
    /// content insets; 30 × 34 with neither.
    open override var intrinsicContentSize: CGSize {
        let imageSize = currentImage?.size ?? .zero
        let title = titleSize
        guard imageSize != .zero || title != .zero else { return Self.emptyIntrinsicSize }
        let titleHeight = title == .zero ? 0 : title.height + 2 * Self.titleVerticalPadding
        return CGSize(
            width: imageSize.width + title.width + contentEdgeInsets.left + contentEdgeInsets.right,
            height: max(imageSize.height, titleHeight) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// The intrinsic size (buttons fit their content whatever size is proposed, as UIKit's).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
