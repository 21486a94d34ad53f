import Foundation

/// What a navigation bar shows for one controller (UIKit's `UINavigationItem`): its title — the
/// controller's `title` unless set — or a title view, the buttons at each end, a prompt above, and how the
/// item appears as the back button of the item pushed over it. Every property is observed: a change redraws
/// the bar showing the item (at once; the `animated:` setters fade the new buttons in).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title; when nil the bar shows the owning controller's `title`.
    open var title: String? { didSet { itemDidChange() } }
    /// A view shown in the middle instead of the title (its frame's size is kept, centred).
    open var titleView: UIView? { didSet { itemDidChange() } }
    /// A line of text shown above the bar's buttons; the bar grows by `UINavigationBar.promptHeight`.
    open var prompt: String? { didSet { itemDidChange() } }
    /// The item the bar shows as the back button while this item is just below the top (nil: a back button
    /// titled by `backButtonTitle`, else `title`, else "Back"). Its action is ignored: the back button pops.
    open var backBarButtonItem: UIBarButtonItem? {
        didSet {
            observe(backBarButtonItem)
            itemDidChange()
        }
    }
    /// The title of the back button while this item is just below the top (Apple's `backButtonTitle`).
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    /// Whether the bar hides the back button while this item is on top (false by default).
    open var hidesBackButton = false { didSet { itemDidChange() } }
    /// Whether the left items show after the back button rather than instead of it (false by default).
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    /// The buttons at the left end, left to right.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { observeAll() }
    }
    /// The buttons at the right end, right to left (the first is at the right edge).
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { observeAll() }
    }
    /// The first left button (setting it replaces all of them).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first right button, at the right edge (setting it replaces all of them).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The controller the item belongs to (for its title).
    weak var owner: UIViewController?
    /// Called when something shown changes, so the bar updates; `animated` for the `animated:` setters.
    var onChange: ((_ animated: Bool) -> Void)?
    /// Whether the change being reported came from an `animated: true` setter.
    private var changeIsAnimated = false

    /// An item with `title`.
    public init(title: String?) {
        self.title = title
        super.init()
    }

    /// Makes a controller's navigation item from a storyboard scene (UIKit's `init?(coder:)`): its title,
    /// prompt and bar button items. A subclass named as the item's custom class is made through its own
    /// `init?(coder:)`. OpenUIKit has no archiver: a coder that is not an Interface Builder file's gives an
    /// item with no title.
    public required init?(coder: NSCoder) {
        super.init()
        if let coder = coder as? IBCoder { coder.instantiation.decodeNavigationItem(self, from: coder.element) }
    }

    /// Called on a navigation item made from a storyboard once every object of the load is made and
    /// connected, as on views and bar items (UIKit declares it on `NSObject`). Overrides call `super`.
    open func awakeFromNib() {}

    /// Shows or hides the back button; animated, the change fades.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        change(animated: animated) { self.hidesBackButton = hidesBackButton }
    }

    /// Replaces the left buttons with `item`; animated, the new button fades in.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        change(animated: animated) { self.leftBarButtonItem = item }
    }

    /// Replaces the right buttons with `item`; animated, the new button fades in.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        change(animated: animated) { self.rightBarButtonItem = item }
    }

    /// Replaces the left buttons; animated, the new buttons fade in.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        change(animated: animated) { self.leftBarButtonItems = items }
    }

    /// Replaces the right buttons; animated, the new buttons fade in.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        change(animated: animated) { self.rightBarButtonItems = items }
    }

    /// The title the bar shows: the item's, else its controller's.
    var displayedTitle: String? { title ?? owner?.title }

    /// The title of the back button that shows this item: the back item's title, else `backButtonTitle`,
    /// else the title, else "Back" (Apple's `backBarButtonItem`, `backButtonTitle` and `title` docs).
    var backButtonDisplayTitle: String {
        backBarButtonItem?.title ?? backButtonTitle ?? displayedTitle ?? "Back"
    }

    /// Tells the bar that something shown changed.
    func itemDidChange() {
        onChange?(changeIsAnimated)
    }

    private func change(animated: Bool, _ body: () -> Void) {
        changeIsAnimated = animated
        defer { changeIsAnimated = false }
        body()
    }

    /// Observes the bar button items, so that a change to one of them redraws the bar.
    private func observeAll() {
        for item in (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []) { observe(item) }
        itemDidChange()
    }

    private func observe(_ item: UIBarButtonItem?) {
        item?.onChange = { [weak self] in self?.itemDidChange() }
    }
}
