import Foundation

/// What a navigation bar shows for one controller (UIKit's `UINavigationItem`): its title — the
/// controller's `title` unless set — and a right button. The back button showing the previous item's
/// title is made by the bar.
@preconcurrency @MainActor
open class UINavigationItem {
    /// The title; when nil the bar shows the owning controller's `title`.
    open var title: String? {
        didSet { onChange?() }
    }
    /// The button at the right end of the bar.
    open var rightBarButtonItem: UIBarButtonItem? {
        didSet {
            rightBarButtonItem?.onChange = onChange
            onChange?()
        }
    }
    /// Whether the bar hides the back button while this item is on top.
    open var hidesBackButton = false {
        didSet { onChange?() }
    }
    /// The controller the item belongs to (for its title).
    weak var owner: UIViewController?
    /// Called when something shown changes, so the bar updates.
    var onChange: (() -> Void)? {
        didSet { rightBarButtonItem?.onChange = onChange }
    }

    /// An item with `title`.
    public init(title: String?) {
        self.title = title
    }

    /// The title the bar shows: the item's, else its controller's.
    var displayedTitle: String? { title ?? owner?.title }
}
