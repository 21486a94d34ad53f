import Foundation

/// The view of a bar button item on a navigation bar or a toolbar: its custom view, else its image (a
/// template in the item's or the bar's tint unless its rendering mode is `.alwaysOriginal`), else
/// its title (17 pt, bold for `.done`) in the item's tint colour or the bar's, dimmed when disabled; and a
/// tap recognizer that performs the item's action (none on a custom view, which handles its own touches).
/// A plain view rather than a `UIButton`: the bar lays it out once, where a button would lay itself out
/// again on every commit.
@MainActor
final class NavigationBarButton: UIView {
    /// The opacity of a disabled item's title and image.
    static let disabledAlpha: CGFloat = 0.35

    let label = UILabel()
    private let imageView = UIImageView(frame: .zero)
    private(set) var item: UIBarButtonItem?
    /// The title shown when the item is not the back button (which shows the chevron and its own title).
    private var overrideTitle: String?

    /// Part of a UIKit view, never named in an Interface Builder file: not made from one.
    required init?(coder: NSCoder) {
        return nil
    }

    init(alignment: NSTextAlignment) {
        super.init(frame: .zero)
        label.textAlignment = alignment
        label.textColor = .systemBlue
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
        addSubview(imageView)
        addGestureRecognizer(UITapGestureRecognizer(handler: { [weak self] _ in self?.item?.perform() }))
    }

    /// The title shown.
    var currentTitle: String? { label.text }

    /// Shows `item` (hidden without one); `title` replaces the item's title (the back button's).
    func show(_ item: UIBarButtonItem?, title: String? = nil, barTint: UIColor) {
        self.item?.customView?.removeFromSuperview()
        self.item = item
        overrideTitle = title
        isHidden = item == nil
        guard let item else { return }
        let attributes = item.effectiveTitleTextAttributes(for: item.isEnabled ? .normal : .disabled)
        let color = attributes[.foregroundColor] as? UIColor ?? item.tintColor ?? barTint
        label.font =
            attributes[.font] as? UIFont
            ?? (item.style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17))
        label.textColor = item.isEnabled ? color : color.withAlphaComponent(Self.disabledAlpha)
        imageView.rendersAutomaticAsTemplate = true
        imageView.tintColor = item.tintColor ?? barTint
        if let customView = item.customView {
            label.text = nil
            imageView.image = nil
            addSubview(customView)
        } else if title == nil, let image = item.image {
            label.text = nil
            imageView.image = image
            imageView.alpha = item.isEnabled ? 1 : Self.disabledAlpha
        } else {
            label.text = title ?? item.displayedTitle
            imageView.image = nil
        }
        layOut()
    }

    /// The width the item takes on the bar: `width` when positive, else the custom view's, the image's
    /// or the title's.
    var naturalWidth: CGFloat {
        guard let item else { return 0 }
        if item.width > 0 { return item.width }
        if let customView = item.customView { return customView.frame.width }
        if overrideTitle == nil, let image = item.image {
            return image.size.width
        }
        return label.intrinsicContentSize.width
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layOut()
    }

    /// The custom view and the image centred (the image's frame then inset by the item's `imageInsets`, as
    /// UIKit applies them), the label filling the button. Frames are set only when they change.
    func layOut() {
        let insets = item?.imageInsets ?? .zero
        var frames: [(UIView, CGRect)] = [(label, bounds)]
        if let customView = item?.customView {
            let size = customView.frame.size
            frames.append(
                (
                    customView,
                    CGRect(
                        x: ((bounds.width - size.width) / 2).rounded(),
                        y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
                ))
        }
        if let size = imageView.image?.size {
            let origin = CGPoint(
                x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded())
            frames.append((imageView, CGRect(origin: origin, size: size).inset(by: insets)))
        }
        for (view, frame) in frames where view.frame != frame { view.frame = frame }
    }
}
