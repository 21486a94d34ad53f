import Foundation

/// The view of a bar button item on a navigation bar: its title in the tint colour, and a tap recognizer
/// that performs the item's action. (A plain view rather than a `UIButton`: the bar lays it out once, where
/// a button would lay itself out again on every commit.)
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
        addGestureRecognizer(UITapGestureRecognizer(handler: { [weak self] _ in self?.item?.perform() }))
    }

    /// The title shown.
    var currentTitle: String? { label.text }

    /// Shows `item` (hidden without one).
    func show(_ item: UIBarButtonItem?) {
        self.item = item
        label.text = item?.title
        isHidden = item == nil
    }
}
