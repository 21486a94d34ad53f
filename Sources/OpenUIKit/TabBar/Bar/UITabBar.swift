import Foundation

/// The bar at the bottom of a tab bar controller (UIKit's `UITabBar`): its items side by side in equal
/// widths, the selected one's title in `tintColor` (system blue by default), the others in
/// `unselectedItemTintColor` (system grey when nil). Tapping an item asks its delegate — the tab bar
/// controller, for a controller's bar — to select it. The bar is 49 points tall (the window's own safe area
/// is zero in OpenUIKit, so no home-indicator strip is added below it).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The bar's height.
    static let height: CGFloat = 49

    /// The items, left to right.
    open private(set) var items: [UITabBarItem]?
    /// The item shown selected.
    open var selectedItem: UITabBarItem? { didSet { refresh() } }
    /// The colour of unselected items' titles (system grey when nil).
    open var unselectedItemTintColor: UIColor? { didSet { refresh() } }
    /// Whether the bar is translucent (true by default): a tab bar controller lays its children's views
    /// under a translucent bar, and above an opaque one unless they set `extendedLayoutIncludesOpaqueBars`.
    open var isTranslucent = true {
        didSet {
            applyBackground()
            layoutDidChange?()
        }
    }
    /// The bar's background colour (nil: the default light grey), translucent while `isTranslucent`.
    open var barTintColor: UIColor? { didSet { applyBackground() } }
    /// The look of the bar once assigned (background and hairline), instead of `barTintColor` and
    /// `isTranslucent` (which still decides whether content extends under the bar). Deliberate difference:
    /// there is no `scrollEdgeAppearance` for tab bars.
    open var standardAppearance: UITabBarAppearance {
        get { assignedAppearance ?? UITabBarAppearance() }
        set {
            assignedAppearance = newValue
            newValue.onChange = { [weak self] in self?.applyBackground() }
            applyBackground()
        }
    }
    private var assignedAppearance: UITabBarAppearance?
    /// Called when the translucency changes (the tab bar controller lays out again).
    var layoutDidChange: (() -> Void)?
    /// What a tap on an item does (the tab bar controller selects the item's tab).
    var onSelect: ((UITabBarItem) -> Void)?

    private(set) var itemViews: [TabBarItemView] = []
    private let hairline = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(hairline)
        applyBackground()
    }

    /// Makes a tab bar from an Interface Builder file (the view's attributes).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(hairline)
        applyBackground()
    }

    /// Replaces the items (the selected item stays selected when it is still there).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
        for view in itemViews { view.removeFromSuperview() }
        itemViews = (items ?? []).map { item in
            item.onChange = { [weak self] in self?.refresh() }
            return TabBarItemView(item: item) { [weak self] view in self?.onSelect?(view.item) }
        }
        for view in itemViews { addSubview(view) }
        if let selectedItem, items?.contains(where: { $0 === selectedItem }) != true { self.selectedItem = nil }
        layOutItems()
        refresh()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutItems()
    }

    private func applyBackground() {
        guard let assignedAppearance else {
            backgroundColor = UINavigationBar.background(tint: barTintColor, isTranslucent: isTranslucent)
            hairline.backgroundColor = UIBarAppearance.hairline
            return
        }
        backgroundColor = assignedAppearance.backgroundColor
        hairline.backgroundColor = assignedAppearance.shadowColor
    }

    /// Takes the appearance proxies' values on entering a window, as UIKit applies them.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { applyAppearance() }
    }

    /// Shows every item selected or not.
    private func refresh() {
        let unselected = unselectedItemTintColor ?? .systemGray
        for view in itemViews {
            view.show(selected: view.item === selectedItem, tint: tintColor, unselectedTint: unselected)
        }
    }

    /// Equal widths, the hairline along the top. Frames are set only when they change.
    private func layOutItems() {
        let count = CGFloat(max(itemViews.count, 1))
        let width = bounds.width / count
        for (index, view) in itemViews.enumerated() {
            let frame = CGRect(
                x: (CGFloat(index) * width).rounded(), y: 0, width: width.rounded(),
                height: min(bounds.height, Self.height))
            if view.frame != frame { view.frame = frame }
        }
        let line = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(UIScreen.main.scale, 1))
        if hairline.frame != line { hairline.frame = line }
    }
}

extension UITabBar: UIAppearance {
    /// UIKit's `UI_APPEARANCE_SELECTOR` properties of a tab bar that OpenUIKit has.
    public static var appearanceKeyPaths: [AnyKeyPath] {
        [
            \UITabBar.barTintColor, \UITabBar.isTranslucent, \UITabBar.unselectedItemTintColor, \UITabBar.tintColor,
            \UITabBar.standardAppearance,
        ]
    }
}
