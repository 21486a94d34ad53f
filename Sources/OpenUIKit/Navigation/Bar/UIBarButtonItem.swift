import Foundation

/// A button on a navigation bar or a toolbar (UIKit's `UIBarButtonItem`): a title, an image, a system item,
/// a custom view or a space, and what a tap does — a target's method or a `UIAction`.
///
/// OpenUIKit has no selectors: the action is a typed method reference, as `UIControl.addTarget` takes
/// (`UIBarButtonItem(title: "Save", style: .done, target: self, action: Editor.save)`, where `save` takes the
/// item as sender or nothing). The target is held weakly, as Apple documents for `target` ("weak var
/// target: AnyObject?"); a target that has gone, or a `nil` one (UIKit would search the responder chain for
/// the selector, which OpenUIKit cannot name), sends nothing. There is no readable `action` property (a
/// method reference is not a value to compare); `setTarget(_:action:)` replaces both.
///
/// System items show what UIKit shows: "Done" (bold, as `.done`), "Cancel", "Edit" and "Save" as text.
/// Deliberate difference: the items UIKit draws with SF Symbols (add, compose, reply, action, organize,
/// bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close) have
/// no symbol images here, so they show a short text instead (`SystemItem.fallbackTitle`).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// The item's styles (UIKit's `UIBarButtonItem.Style`): `.done` draws the title bold.
    public enum Style: Int, Sendable {
        case plain, bordered, done
    }

    /// The items the system draws (UIKit's `UIBarButtonItem.SystemItem`).
    public enum SystemItem: Int, Sendable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
            search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close

        /// What the item shows: UIKit's words for the text items; for the symbol items, which OpenUIKit
        /// cannot draw, a short text of the symbol's meaning; nil for the spaces.
        public var fallbackTitle: String? {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .add: return "+"
            case .flexibleSpace, .fixedSpace: return nil
            case .compose: return "Compose"
            case .reply: return "Reply"
            case .action: return "Share"
            case .organize: return "Organize"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .refresh: return "Refresh"
            case .stop: return "Stop"
            case .camera: return "Camera"
            case .trash: return "Delete"
            case .play: return "Play"
            case .pause: return "Pause"
            case .rewind: return "Rewind"
            case .fastForward: return "Forward"
            case .undo: return "Undo"
            case .redo: return "Redo"
            case .close: return "Close"
            }
        }
    }

    /// The style (`.plain` by default; `.done` is bold).
    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The width of the item: of a fixed space, its width; of another item, its width when positive (0 by
    /// default: the item's natural width).
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    /// The colour of the title (nil: the bar's tint colour).
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    /// A view shown instead of the title and image (its frame's size is kept; the bar places it).
    open var customView: UIView? { didSet { itemDidChange() } }
    /// What a tap performs (UIKit's iOS 14 `primaryAction`); when set, it is performed instead of the
    /// target's method.
    open var primaryAction: UIAction? { didSet { itemDidChange() } }
    /// The object whose method a tap calls, held weakly (Apple: "weak var target: AnyObject?").
    open weak var target: AnyObject?
    /// The system item the item was made with (nil for the others).
    public private(set) var systemItem: SystemItem?

    /// The target's method, with the item as sender.
    private var action: (@MainActor (AnyObject, UIBarButtonItem) -> Void)?
    /// The name of the action's target type, for the report when the target no longer fits.
    private var actionTargetType = ""

    /// An empty item (set its title, image or custom view, and its action).
    public override init() {
        super.init()
    }

    /// An item showing `title` that performs `primaryAction` when tapped (the action's title when `title`
    /// is nil).
    public convenience init(title: String? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.primaryAction = primaryAction
    }

    /// An item with a title, a style and an action.
    public convenience init(title: String?, style: Style, primaryAction: UIAction?) {
        self.init(title: title, primaryAction: primaryAction)
        self.style = style
    }

    /// A system item that performs `primaryAction` (UIKit's `init(systemItem:primaryAction:menu:)`).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        configure(systemItem: systemItem)
        self.primaryAction = primaryAction
    }

    // MARK: Target and action

    /// An item with a title whose tap calls `action` on `target` with the item as sender.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target?,
        action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void
    ) {
        self.init()
        self.title = title
        self.style = style
        setTarget(target, action: action)
    }

    /// An item with a title whose tap calls `action` on `target` with no argument.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target?, action: @escaping @MainActor (Target) -> () -> Void
    ) {
        self.init(title: title, style: style, target: target, action: { target in { _ in action(target)() } })
    }

    /// An item with a title and no action (UIKit's `target: nil, action: nil`, as for a back item).
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Never?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
    }

    /// An item with an image whose tap calls `action` on `target` with the item as sender.
    public convenience init<Target: AnyObject>(
        image: UIImage?, style: Style, target: Target?,
        action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void
    ) {
        self.init()
        self.image = image
        self.style = style
        setTarget(target, action: action)
    }

    /// An item with an image whose tap calls `action` on `target` with no argument.
    public convenience init<Target: AnyObject>(
        image: UIImage?, style: Style, target: Target?, action: @escaping @MainActor (Target) -> () -> Void
    ) {
        self.init(image: image, style: style, target: target, action: { target in { _ in action(target)() } })
    }

    /// A system item whose tap calls `action` on `target` with the item as sender.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target?,
        action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void
    ) {
        self.init()
        configure(systemItem: systemItem)
        setTarget(target, action: action)
    }

    /// A system item whose tap calls `action` on `target` with no argument.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target?,
        action: @escaping @MainActor (Target) -> () -> Void
    ) {
        self.init(barButtonSystemItem: systemItem, target: target, action: { target in { _ in action(target)() } })
    }

    /// A system item with no action (spaces are made this way: `target: nil, action: nil`).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Never?) {
        self.init()
        configure(systemItem: systemItem)
        self.target = target
    }

    /// An item showing `customView` (the view handles its own touches; the item sends no action).
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A fixed space `width` points wide (UIKit's `fixedSpace(_:)`).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// A space that takes its share of the room left (UIKit's `flexibleSpace()`).
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// Makes a tap call `action` on `target` (held weakly) with the item as sender.
    public final func setTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void
    ) {
        self.target = target
        actionTargetType = "\(Target.self)"
        self.action = { object, item in
            guard let typed = object as? Target else {
                return Diagnostics.report(
                    .invalidArgument, .exception,
                    "-[\(type(of: object)) action]: unrecognized selector sent to instance (the action of \(item) is a method of \(Target.self))"
                )
            }
            action(typed)(item)
        }
    }

    /// Makes a tap call `send` with `target` (held weakly) and the item: an action or segue an Interface
    /// Builder file connects.
    final func setTarget(connecting target: AnyObject, send: @escaping @MainActor (AnyObject, UIBarButtonItem) -> Void)
    {
        self.target = target
        actionTargetType = "\(type(of: target))"
        action = send
    }

    /// Whether a tap does something: a primary action, or a method with a target that is still there.
    public var hasAction: Bool { primaryAction != nil || (action != nil && target != nil) }

    /// Whether the item is a fixed or flexible space.
    var isSpace: Bool { systemItem == .fixedSpace || systemItem == .flexibleSpace }

    /// The title shown: the item's, else the system item's.
    var displayedTitle: String? { title ?? systemItem?.fallbackTitle }

    /// Performs the action when the item is enabled (what a tap on it does): the primary action, else the
    /// target's method. A target that no longer matches the method's type is reported, as UIKit raises
    /// "unrecognized selector", and nothing is called.
    func perform() {
        guard isEnabled else { return }
        if let primaryAction { return primaryAction.perform(sender: self) }
        guard let target, let action else { return }
        action(target, self)
    }

    private func configure(systemItem: SystemItem) {
        self.systemItem = systemItem
        if systemItem == .done { style = .done }
    }
}

extension UIBarButtonItem: UIAppearance {
    /// `tintColor` (and the title attributes, through the proxy's `setTitleTextAttributes(_:for:)`).
    public static var appearanceKeyPaths: [AnyKeyPath] { [\UIBarButtonItem.tintColor] }
}
