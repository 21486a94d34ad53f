import Foundation

/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`): the top item's title (or
/// title view) in the middle, its left buttons — after the back button, or instead of it — from the left
/// edge, its right buttons from the right edge, and its prompt in a strip above them.
///
/// The back button shows the item below the top: "‹ " and its `backBarButtonItem`'s title, else its
/// `backButtonTitle`, else its title, else "Back" (Apple's `UINavigationItem` documentation; the "‹" stands
/// for UIKit's chevron image). Every item's properties are observed, so a change redraws the bar at once.
///
/// Layout (OpenUIKit's, UIKit's being private): the buttons are `buttonHeight` tall, `edgeMargin` from the
/// bar's ends and `itemSpacing` apart, each as wide as its `width`, custom view, image or title; the title
/// is centred on the bar when it fits between the two groups, else centred in the room between them and
/// truncated. A prompt adds `promptHeight` above the buttons. No large titles or search.
///
/// During an animated push or pop the title cross-fades with the transition (a companion animation of the
/// transition coordinator: scrubbed with an interactive pop of the built-in animator, and put back when the
/// pop is cancelled); the buttons change at once.
///
/// The bar's colour is drawn by a background view behind its items (UIKit's `_UIBarBackground`), which a
/// `.topAttached` bar (`barPosition`: a navigation controller's bar at the top of its window) extends up behind
/// the status bar to the top of the screen while the bar's frame stays below it. The bar's own
/// `backgroundColor` is nil, as in UIKit.
@preconcurrency @MainActor
open class UINavigationBar: UIView, UIBarPositioning {
    /// The height of the bar's button row (UIKit's compact-width bar: 44 pt).
    public static let buttonHeight: CGFloat = 44
    /// The height of the prompt strip above the buttons when the top item has a prompt (UIKit: 30 pt).
    public static let promptHeight: CGFloat = 30
    /// The distance from each end of the bar to the first button.
    public static let edgeMargin: CGFloat = 8
    /// The distance between neighbouring buttons, and between the buttons and the title.
    public static let itemSpacing: CGFloat = 8

    /// The bar's delegate, which says where the bar is (`position(for:)`); a navigation controller is its
    /// bar's delegate. The delegate of a bar a navigation controller manages cannot be set: UIKit raises
    /// "Cannot manually set the delegate on a UINavigationBar managed by a controller."; OpenUIKit reports it
    /// and keeps the controller as the delegate.
    open var delegate: (any UINavigationBarDelegate)? {
        get { storedDelegate }
        set {
            if let managingController, newValue !== managingController {
                Diagnostics.report(
                    .invalidState, .exception,
                    "Cannot manually set the delegate on a UINavigationBar managed by a controller.")
                return
            }
            storedDelegate = newValue
            setNeedsLayout()
        }
    }
    private weak var storedDelegate: (any UINavigationBarDelegate)?
    /// The navigation controller whose bar this is (it makes itself the delegate when its view loads).
    weak var managingController: UINavigationController?
    /// Where the bar is: its delegate's `position(for:)`, or `.top` without a delegate or when it answers
    /// `.any`. A `.topAttached` bar draws its background up behind the status bar.
    public var barPosition: UIBarPosition {
        guard let position = delegate?.position(for: self), position != .any else { return .top }
        return position
    }

    /// The items, bottom to top (one per controller of the stack).
    public private(set) var items: [UINavigationItem]?
    /// The item on top.
    public var topItem: UINavigationItem? { items?.last }
    /// The item below the top one, whose back title the back button shows.
    public var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Whether the bar is translucent (true by default): a navigation controller lays its children's views
    /// under a translucent bar, and below an opaque one unless they set `extendedLayoutIncludesOpaqueBars`.
    open var isTranslucent = true {
        didSet {
            applyBackground()
            layoutDidChange?()
        }
    }
    /// The bar's background colour (nil: the default light grey), translucent while `isTranslucent`.
    open var barTintColor: UIColor? { didSet { applyBackground() } }
    /// The font and colour of the title (`.font`, `.foregroundColor`; nil: 17 pt bold, black).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { refresh(animated: false) } }
    /// The look of the bar (background, hairline, title attributes) once an appearance is assigned here or to
    /// `scrollEdgeAppearance`; until then `barTintColor`, `isTranslucent` and `titleTextAttributes` decide
    /// it. (`isTranslucent` always decides whether content extends under the bar.)
    open var standardAppearance: UINavigationBarAppearance {
        get { assignedStandardAppearance ?? UINavigationBarAppearance() }
        set {
            assignedStandardAppearance = newValue
            newValue.onChange = { [weak self] in self?.refresh(animated: false) }
            refresh(animated: false)
        }
    }
    /// The look while the top controller's content is at its scroll edge (nil: `standardAppearance`). The
    /// rule, OpenUIKit's: the content is at its edge when the top controller's view is not a scroll view, or
    /// is one resting at or above its top (`contentOffset.y <= -adjustedContentInset.top`), as iOS 15 and
    /// later use it for bars over content that is not scrolled. Deliberate difference: there is no
    /// `compactAppearance` (OpenUIKit's bars have one height).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            scrollEdgeAppearance?.onChange = { [weak self] in self?.refresh(animated: false) }
            refresh(animated: false)
        }
    }
    private var assignedStandardAppearance: UINavigationBarAppearance?
    /// The view drawing the bar's background (see the type's comment).
    let barBackground = BarBackgroundView()
    /// The hairline along the bottom edge, in the appearance's `shadowColor`.
    private let shadowLine = UIView()

    /// The label showing the top item's title.
    private(set) var titleLabel: UILabel
    private let promptLabel = UILabel()
    let backButton = NavigationBarButton(alignment: .left)
    /// The views of the top item's left and right buttons, in the items' order.
    private(set) var leftButtons: [NavigationBarButton] = []
    private(set) var rightButtons: [NavigationBarButton] = []
    /// The title view shown now (the top item's).
    private weak var shownTitleView: UIView?
    /// What the back button does (the navigation controller pops).
    var backAction: (() -> Void)?
    /// Called when the bar's height or translucency changes (the navigation controller lays out again).
    var layoutDidChange: (() -> Void)?

    /// The opacity of the background of a translucent bar.
    static let translucentAlpha: CGFloat = 0.94

    public override init(frame: CGRect) {
        titleLabel = Self.makeTitleLabel()
        super.init(frame: frame)
        installContent()
    }

    /// Makes a navigation bar from an Interface Builder file (the view's attributes).
    public required init?(coder: NSCoder) {
        titleLabel = Self.makeTitleLabel()
        super.init(coder: coder)
        installContent()
    }

    private func installContent() {
        addSubview(barBackground)
        promptLabel.textAlignment = .center
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.isHidden = true
        addSubview(promptLabel)
        addSubview(titleLabel)
        addSubview(backButton)
        addSubview(shadowLine)
        backButton.isHidden = true
        applyBackground()
        layOutItems()
    }

    /// The bar's height: the button row, and the prompt strip when the top item has a prompt.
    var preferredHeight: CGFloat { Self.buttonHeight + (topItem?.prompt == nil ? 0 : Self.promptHeight) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight)
    }

    /// Replaces the items; the bar changes at once.
    public func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        show(items, coordinator: nil)
    }

    /// Shows `items`; with an animated transition's coordinator the title cross-fades with it (and comes
    /// back when the transition is cancelled).
    func show(_ items: [UINavigationItem]?, coordinator: (any UIViewControllerTransitionCoordinator)?) {
        let oldItems = self.items
        self.items = items
        for item in items ?? [] { item.onChange = { [weak self] animated in self?.refresh(animated: animated) } }
        let oldLabel = titleLabel
        guard let coordinator, coordinator.isAnimated else {
            refresh(animated: false)
            return
        }
        let newLabel = Self.makeTitleLabel()
        newLabel.frame = oldLabel.frame
        newLabel.alpha = 0
        insertSubview(newLabel, aboveSubview: oldLabel)
        titleLabel = newLabel
        refresh(animated: false)
        coordinator.animateAlongsideTransition(
            in: self,
            animation: { _ in
                newLabel.alpha = 1
                oldLabel.alpha = 0
            },
            completion: { [weak self] context in
                guard let self else { return }
                if context.isCancelled {
                    newLabel.removeFromSuperview()
                    oldLabel.alpha = 1
                    self.titleLabel = oldLabel
                    self.items = oldItems
                    self.refresh(animated: false)
                } else {
                    oldLabel.removeFromSuperview()
                    newLabel.alpha = 1
                }
            })
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh(animated: false)
    }

    /// Shows the top item: title or title view, prompt, back button and buttons; `animated`, the new
    /// buttons fade in over `UINavigationController.hideShowBarDuration`.
    private func refresh(animated: Bool) {
        let top = topItem
        applyBackground()
        let attributes = appearanceInUse?.titleTextAttributes ?? titleTextAttributes ?? [:]
        titleLabel.text = top?.displayedTitle
        titleLabel.font = attributes[.font] as? UIFont ?? .boldSystemFont(ofSize: 17)
        titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? .black
        if shownTitleView !== top?.titleView {
            shownTitleView?.removeFromSuperview()
            shownTitleView = top?.titleView
            if let titleView = top?.titleView { addSubview(titleView) }
        }
        titleLabel.isHidden = top?.titleView != nil
        promptLabel.text = top?.prompt
        promptLabel.isHidden = top?.prompt == nil
        let tint: UIColor = tintColor
        let left = top?.leftBarButtonItems ?? []
        for item in left + (top?.rightBarButtonItems ?? []) { item.applyAppearanceOnce() }
        if let backItem, let top, !top.hidesBackButton, left.isEmpty || top.leftItemsSupplementBackButton {
            let item = UIBarButtonItem(primaryAction: UIAction { [weak self] _ in self?.backAction?() })
            backButton.show(item, title: "‹ \(backItem.backButtonDisplayTitle)", barTint: tint)
        } else {
            backButton.show(nil, barTint: tint)
        }
        leftButtons = replace(leftButtons, with: left, tint: tint)
        rightButtons = replace(rightButtons, with: top?.rightBarButtonItems ?? [], tint: tint)
        if animated, window?.isVisibleOnScreen == true {
            let fresh = leftButtons + rightButtons
            for button in fresh { button.alpha = 0 }
            UIView.animate(withDuration: TimeInterval(UINavigationController.hideShowBarDuration)) {
                for button in fresh { button.alpha = 1 }
            }
        }
        if frame.height != preferredHeight, superview != nil {
            layoutDidChange?()
        }
        layOutItems()
    }

    /// New button views for `items`, the old ones removed.
    private func replace(
        _ old: [NavigationBarButton], with items: [UIBarButtonItem], tint: UIColor
    )
        -> [NavigationBarButton]
    {
        for button in old { button.removeFromSuperview() }
        return items.map { item in
            let button = NavigationBarButton(alignment: .center)
            button.show(item, barTint: tint)
            addSubview(button)
            return button
        }
    }

    private func applyBackground() {
        guard let appearance = appearanceInUse else {
            barBackground.backgroundColor = Self.background(tint: barTintColor, isTranslucent: isTranslucent)
            shadowLine.isHidden = true
            return
        }
        barBackground.backgroundColor = appearance.backgroundColor
        shadowLine.backgroundColor = appearance.shadowColor
        shadowLine.isHidden = appearance.shadowColor == nil
    }

    /// The appearance object in use: none until one is assigned; then the scroll-edge one while the top
    /// content is at its edge, else the standard one (see `scrollEdgeAppearance`).
    var appearanceInUse: UINavigationBarAppearance? {
        guard assignedStandardAppearance != nil || scrollEdgeAppearance != nil else { return nil }
        if let scrollEdgeAppearance, isTopContentAtScrollEdge { return scrollEdgeAppearance }
        return standardAppearance
    }

    /// Whether the top controller's content is at its scroll edge (the rule on `scrollEdgeAppearance`).
    private var isTopContentAtScrollEdge: Bool {
        guard let scrollView = topItem?.owner?.viewIfLoaded as? UIScrollView else { return true }
        return scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top
    }

    /// The top controller's scroll view moved: the bar changes appearance when it leaves or reaches its edge.
    func topContentDidScroll() {
        guard scrollEdgeAppearance != nil else { return }
        refresh(animated: false)
    }

    /// Takes the appearance proxies' values on entering a window, as UIKit applies them.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { applyAppearance() }
    }

    /// The background of a bar (navigation bar, toolbar, tab bar): its bar tint, else light grey, at
    /// `translucentAlpha` while translucent.
    static func background(tint: UIColor?, isTranslucent: Bool) -> UIColor {
        let color = tint ?? UIColor(white: 0.97, alpha: 1)
        return isTranslucent ? color.withAlphaComponent(translucentAlpha) : color
    }

    /// The layout described on the type. Frames are set only when they change, so laying out again costs
    /// nothing.
    private func layOutItems() {
        let width = bounds.width
        let rowY = bounds.height - Self.buttonHeight
        let row = { (x: CGFloat, width: CGFloat) in CGRect(x: x, y: rowY, width: width, height: Self.buttonHeight) }
        var frames: [(UIView, CGRect)] = [(promptLabel, CGRect(x: 0, y: 0, width: width, height: max(rowY, 0)))]
        var leftEdge = Self.edgeMargin
        for button in (backButton.isHidden ? [] : [backButton]) + leftButtons {
            let buttonWidth = button.naturalWidth
            frames.append((button, row(leftEdge, buttonWidth)))
            leftEdge += buttonWidth + Self.itemSpacing
        }
        var rightEdge = width - Self.edgeMargin
        for button in rightButtons {
            let buttonWidth = button.naturalWidth
            rightEdge -= buttonWidth
            frames.append((button, row(rightEdge, buttonWidth)))
            rightEdge -= Self.itemSpacing
        }
        let line = CGRect(x: 0, y: bounds.height, width: width, height: 1 / max(UIScreen.main.scale, 1))
        frames.append((shadowLine, line))
        let titleView = shownTitleView
        let titleWidth = titleView?.frame.width ?? titleLabel.intrinsicContentSize.width
        let room = max(rightEdge - leftEdge, 0)
        let shownWidth = min(titleWidth, room)
        var titleX = ((width - shownWidth) / 2).rounded()
        if titleX < leftEdge || titleX + shownWidth > rightEdge {
            titleX = (leftEdge + (room - shownWidth) / 2).rounded()
        }
        if let titleView {
            let height = min(titleView.frame.height, Self.buttonHeight)
            let y = rowY + ((Self.buttonHeight - height) / 2).rounded()
            frames.append((titleView, CGRect(x: titleX, y: y, width: shownWidth, height: height)))
        } else {
            frames.append((titleLabel, row(titleX, shownWidth)))
        }
        for (view, frame) in frames where view.frame != frame { view.frame = frame }
        barBackground.place(in: self, position: barPosition)
        for button in [backButton] + leftButtons + rightButtons { button.layOut() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutItems()
    }

    private static func makeTitleLabel() -> UILabel {
        let label = UILabel()
        label.textAlignment = .center
        label.font = .boldSystemFont(ofSize: 17)
        return label
    }
}

extension UINavigationBar: UIAppearance {
    /// UIKit's `UI_APPEARANCE_SELECTOR` properties of a navigation bar that OpenUIKit has.
    public static var appearanceKeyPaths: [AnyKeyPath] {
        [
            \UINavigationBar.barTintColor, \UINavigationBar.isTranslucent, \UINavigationBar.titleTextAttributes,
            \UINavigationBar.tintColor, \UINavigationBar.standardAppearance,
            \UINavigationBar.scrollEdgeAppearance,
        ]
    }
}
