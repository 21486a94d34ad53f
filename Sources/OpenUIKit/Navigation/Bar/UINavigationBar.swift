import Foundation

/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`), kept simple: the top item's
/// title in the middle, a back button showing the previous item's title ("‹ Title", or "‹ Back" when it
/// has none) at the left, and the top item's right button at the right. No large titles, search, prompt
/// or custom title views. The bar is 44 points tall.
///
/// During an animated push or pop the title cross-fades with the transition (a companion animation of the
/// transition coordinator: scrubbed with an interactive pop of the built-in animator, and put back when the
/// pop is cancelled); the buttons change at once.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height.
    static let height: CGFloat = 44

    /// The items, bottom to top (one per controller of the stack).
    public private(set) var items: [UINavigationItem]?
    /// The item on top.
    public var topItem: UINavigationItem? { items?.last }
    /// The item below the top one, whose title the back button shows.
    public var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// The label showing the top item's title.
    private(set) var titleLabel: UILabel
    let backButton = NavigationBarButton(alignment: .left)
    let rightButton = NavigationBarButton(alignment: .right)
    /// What the back button does (the navigation controller pops).
    var backAction: (() -> Void)?

    public override init(frame: CGRect) {
        titleLabel = Self.makeTitleLabel()
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
        addSubview(titleLabel)
        addSubview(backButton)
        addSubview(rightButton)
        layOutItems()
    }

    /// Replaces the items; the title changes at once.
    public func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        show(items, coordinator: nil)
    }

    /// Shows `items`; with an animated transition's coordinator the title cross-fades with it (and comes
    /// back when the transition is cancelled).
    func show(_ items: [UINavigationItem]?, coordinator: (any UIViewControllerTransitionCoordinator)?) {
        let oldItems = self.items
        self.items = items
        for item in items ?? [] { item.onChange = { [weak self] in self?.refresh() } }
        let oldLabel = titleLabel
        guard let coordinator, coordinator.isAnimated else {
            refresh()
            return
        }
        let newLabel = Self.makeTitleLabel()
        newLabel.frame = oldLabel.frame
        newLabel.alpha = 0
        insertSubview(newLabel, aboveSubview: oldLabel)
        titleLabel = newLabel
        refresh()
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
                    self.refresh()
                } else {
                    oldLabel.removeFromSuperview()
                    newLabel.alpha = 1
                }
            })
    }

    /// Shows the top item's title and buttons.
    private func refresh() {
        titleLabel.text = topItem?.displayedTitle
        if let backItem, topItem?.hidesBackButton != true {
            backButton.show(
                UIBarButtonItem(
                    title: "‹ \(backItem.displayedTitle ?? "Back")",
                    primaryAction: UIAction { [weak self] _ in
                        self?.backAction?()
                    }))
        } else {
            backButton.show(nil)
        }
        rightButton.show(topItem?.rightBarButtonItem)
    }

    /// The title in the middle half, the buttons in the quarters at each end. Frames are set only when they
    /// change, so laying out again costs nothing.
    private func layOutItems() {
        let width = bounds.width
        let frames = [
            (titleLabel as UIView, CGRect(x: width / 4, y: 0, width: width / 2, height: Self.height)),
            (backButton, CGRect(x: 8, y: 0, width: width / 4 - 8, height: Self.height)),
            (rightButton, CGRect(x: width * 3 / 4, y: 0, width: width / 4 - 8, height: Self.height)),
        ]
        for (view, frame) in frames where view.frame != frame { view.frame = frame }
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
