import Foundation

/// The button showing a bar button item on a navigation bar: a system button with the item's title that
/// performs the item's action when tapped (`.primaryActionTriggered`).
@MainActor
final class NavigationBarButton: UIButton {
    private(set) var item: UIBarButtonItem?

    init() {
        super.init(type: .system)
        addAction(UIAction { [weak self] _ in self?.item?.perform() }, for: .primaryActionTriggered)
    }

    /// Shows `item` (hidden without one).
    func show(_ item: UIBarButtonItem?) {
        self.item = item
        setTitle(item?.title, for: .normal)
        isHidden = item == nil
    }
}
