import Foundation

/// A bar of buttons (UIKit's `UIToolbar`), at the bottom of a navigation controller when its toolbar is
/// shown: `toolbarHeight` tall, its items laid out left to right from `UINavigationBar.edgeMargin`.
///
/// Layout (OpenUIKit's, UIKit's being private): a button is as wide as its `width`, custom view, image or
/// title, and `UINavigationBar.itemSpacing` separates two neighbouring buttons; a fixed space takes its
/// `width`; the flexible spaces share what room is left equally (none left: they take nothing). Without a
/// flexible space the items stay at the left.
///
/// The toolbar's colour is drawn by a background view behind its items (UIKit's `_UIBarBackground`), which a
/// `.bottom` toolbar (`barPosition`: a navigation controller's) extends down over the home indicator while the
/// toolbar's frame stays above it. The toolbar's own `backgroundColor` is nil, as in UIKit.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
    /// The toolbar's height (UIKit's compact-width toolbar: 44 pt).
    public static let toolbarHeight: CGFloat = 44

    /// The items, left to right. Setting it is `setItems(_:animated: false)`.
    open var items: [UIBarButtonItem]? {
        get { shownItems }
        set { setItems(newValue, animated: false) }
    }
    private var shownItems: [UIBarButtonItem]?
    /// Whether the toolbar is translucent (true by default): content extends under it.
    open var isTranslucent = true {
        didSet {
            applyBackground()
            layoutDidChange?()
        }
    }
    /// The toolbar's background colour (nil: the default light grey), translucent while `isTranslucent`.
    open var barTintColor: UIColor? { didSet { applyBackground() } }

    /// The toolbar's delegate, which says where the toolbar is (`position(for:)`); a navigation controller is
    /// its toolbar's delegate.
    open weak var delegate: (any UIToolbarDelegate)? {
        didSet { setNeedsLayout() }
    }
    /// Where the toolbar is: its delegate's `position(for:)`, `.any` without a delegate. A `.bottom` toolbar
    /// draws its background down over the home indicator.
    public var barPosition: UIBarPosition { delegate?.position(for: self) ?? .any }
    /// The view drawing the toolbar's background (see the type's comment).
    let barBackground = BarBackgroundView()

    /// The views of the items that are not spaces, in the items' order.
    private(set) var buttons: [NavigationBarButton] = []
    /// Called when the translucency changes (the navigation controller lays out again).
    var layoutDidChange: (() -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(barBackground)
        applyBackground()
    }

    /// Makes a toolbar from an Interface Builder file (the view's attributes).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(barBackground)
        applyBackground()
    }

    /// Replaces the items; animated (on screen), the new buttons fade in over
    /// `UINavigationController.hideShowBarDuration`.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        shownItems = items
        for item in items ?? [] { item.onChange = { [weak self] in self?.refresh(animated: false) } }
        refresh(animated: animated)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh(animated: false)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutItems()
    }

    /// New button views for the items.
    private func refresh(animated: Bool) {
        for button in buttons { button.removeFromSuperview() }
        let tint: UIColor = tintColor
        buttons = (shownItems ?? []).filter { !$0.isSpace }.map { item in
            let button = NavigationBarButton(alignment: .center)
            button.show(item, barTint: tint)
            addSubview(button)
            return button
        }
        if animated, window?.isVisibleOnScreen == true {
            let fresh = buttons
            for button in fresh { button.alpha = 0 }
            UIView.animate(withDuration: TimeInterval(UINavigationController.hideShowBarDuration)) {
                for button in fresh { button.alpha = 1 }
            }
        }
        layOutItems()
    }

    /// The layout described on the type. Frames are set only when they change.
    private func layOutItems() {
        barBackground.place(in: self, position: barPosition)
        let items = shownItems ?? []
        var buttonsLeft = buttons[...]
        var widths: [CGFloat?] = []
        var used: CGFloat = 0
        var previousWasButton = false
        for item in items {
            if item.systemItem == .flexibleSpace {
                widths.append(nil)
                previousWasButton = false
                continue
            }
            let isButton = !item.isSpace
            let width = isButton ? (buttonsLeft.popFirst()?.naturalWidth ?? 0) : item.width
            if isButton, previousWasButton { used += UINavigationBar.itemSpacing }
            used += width
            widths.append(width)
            previousWasButton = isButton
        }
        let flexibleCount = widths.filter { $0 == nil }.count
        let room = bounds.width - 2 * UINavigationBar.edgeMargin - used
        let share = flexibleCount > 0 ? max(room, 0) / CGFloat(flexibleCount) : 0
        var x = UINavigationBar.edgeMargin
        var buttonIndex = 0
        previousWasButton = false
        for (item, width) in zip(items, widths) {
            guard let width else {
                x += share
                previousWasButton = false
                continue
            }
            guard !item.isSpace else {
                x += width
                previousWasButton = false
                continue
            }
            if previousWasButton { x += UINavigationBar.itemSpacing }
            let button = buttons[buttonIndex]
            let frame = CGRect(x: x.rounded(), y: 0, width: width, height: Self.toolbarHeight)
            if button.frame != frame { button.frame = frame }
            button.layOut()
            buttonIndex += 1
            x += width
            previousWasButton = true
        }
    }

    private func applyBackground() {
        barBackground.backgroundColor = UINavigationBar.background(tint: barTintColor, isTranslucent: isTranslucent)
    }
}
