import Foundation

/// One item on a tab bar: its image (25 pt, centred near the top; a template in the selected or unselected
/// tint unless its rendering mode is `.alwaysOriginal`, as UIKit draws item images), its title (10 pt, under it) in the
/// selected or unselected tint, and its badge — a red rounded label at the image's top right — with a tap
/// recognizer that asks the bar to select it.
@MainActor
final class TabBarItemView: UIView {
    static let imageSide: CGFloat = 25
    static let badgeHeight: CGFloat = 18

    let imageView = UIImageView(frame: .zero)
    let titleLabel = UILabel()
    let badgeLabel = UILabel()
    private(set) var item: UITabBarItem

    /// Part of a UIKit view, never named in an Interface Builder file: not made from one.
    required init?(coder: NSCoder) {
        return nil
    }

    init(item: UITabBarItem, onTap: @escaping (TabBarItemView) -> Void) {
        self.item = item
        super.init(frame: .zero)
        item.applyAppearanceOnce()
        titleLabel.font = .systemFont(ofSize: 10)
        titleLabel.textAlignment = .center
        badgeLabel.font = .systemFont(ofSize: 13)
        badgeLabel.textAlignment = .center
        badgeLabel.textColor = .white
        badgeLabel.layer.cornerRadius = Self.badgeHeight / 2
        badgeLabel.clipsToBounds = true
        addSubview(imageView)
        addSubview(titleLabel)
        addSubview(badgeLabel)
        addGestureRecognizer(
            UITapGestureRecognizer(handler: { [weak self] _ in
                guard let self, self.item.isEnabled else { return }
                onTap(self)
            }))
    }

    /// Shows the item, selected or not, in `tint` (the selected colour) or `unselectedTint`.
    func show(selected: Bool, tint: UIColor, unselectedTint: UIColor) {
        imageView.rendersAutomaticAsTemplate = true
        let imageTint = selected ? tint : unselectedTint
        imageView.tintColor = item.isEnabled ? imageTint : imageTint.withAlphaComponent(0.4)
        imageView.image = selected ? (item.selectedImage ?? item.image) : item.image
        titleLabel.text = item.displayedTitle
        let attributes = item.effectiveTitleTextAttributes(for: selected ? .selected : .normal)
        let color = attributes[.foregroundColor] as? UIColor ?? (selected ? tint : unselectedTint)
        titleLabel.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 10)
        titleLabel.textColor = item.isEnabled ? color : color.withAlphaComponent(0.4)
        badgeLabel.text = item.badgeValue
        badgeLabel.backgroundColor = item.badgeColor ?? .systemRed
        badgeLabel.isHidden = item.badgeValue == nil
        layOut()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layOut()
    }

    /// The image centred 6 pt from the top (its frame inset by the item's `imageInsets`), the title in the
    /// bottom 16 pt (moved by `titlePositionAdjustment`), the badge at the image's top right. Frames are set
    /// only when they change.
    private func layOut() {
        let width = bounds.width
        let side = Self.imageSide
        let imageFrame = CGRect(x: ((width - side) / 2).rounded(), y: 6, width: side, height: side)
        let badgeWidth = max(Self.badgeHeight, CGFloat((item.badgeValue ?? "").count) * 8 + 10)
        let adjustment = item.titlePositionAdjustment
        let frames: [(UIView, CGRect)] = [
            (imageView, imageFrame.inset(by: item.imageInsets)),
            (
                titleLabel,
                CGRect(x: adjustment.horizontal, y: bounds.height - 17 + adjustment.vertical, width: width, height: 14)
            ),
            (badgeLabel, CGRect(x: imageFrame.maxX - 6, y: 2, width: badgeWidth, height: Self.badgeHeight)),
        ]
        for (view, frame) in frames where view.frame != frame { view.frame = frame }
    }
}
