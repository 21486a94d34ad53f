import Foundation

/// A button on a navigation bar (UIKit's `UIBarButtonItem`): a title and an action. OpenUIKit has no
/// selectors, so the action is a `UIAction` (UIKit's iOS 14 `primaryAction`); images and menus are not
/// modelled. A tap on the item's button on the bar performs it.
@preconcurrency @MainActor
open class UIBarButtonItem {
    /// The item's styles (UIKit's `UIBarButtonItem.Style`).
    public enum Style: Int, Sendable {
        case plain, bordered, done
    }

    /// The text shown.
    open var title: String? {
        didSet { onChange?() }
    }
    /// The style.
    open var style: Style = .plain
    /// What a tap performs.
    open var primaryAction: UIAction?
    /// Whether the item responds to taps.
    open var isEnabled = true
    /// Called when the title changes, so the bar showing the item updates.
    var onChange: (() -> Void)?

    /// An item showing `title` that performs `primaryAction` when tapped.
    public init(title: String? = nil, primaryAction: UIAction? = nil) {
        self.title = title ?? primaryAction?.title
        self.primaryAction = primaryAction
    }

    /// An item with a title, a style and an action.
    public convenience init(title: String?, style: Style, primaryAction: UIAction?) {
        self.init(title: title, primaryAction: primaryAction)
        self.style = style
    }

    /// Performs the action when the item is enabled (what a tap on it does).
    func perform() {
        guard isEnabled else { return }
        primaryAction?.perform(sender: self)
    }
}
