import Foundation

/// The view of a bar button item on a navigation bar: its title in a label. A tap — touch input is not part
/// of OpenUIKit yet — is `activate()`, which performs the item's action.
@MainActor
final class NavigationBarButton: UIView {
    let label = UILabel()
    private(set) var item: UIBarButtonItem?

    init(alignment: NSTextAlignment) {
        super.init(frame: .zero)
        label.textAlignment = alignment
        label.textColor = .systemBlue
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
    }

    /// Shows `item` (hidden without one).
    func show(_ item: UIBarButtonItem?) {
        self.item = item
        label.text = item?.title
        isHidden = item == nil
    }

    /// What a tap does: performs the item's action.
    func activate() {
        item?.perform()
    }
}
