import Foundation

/// What bar button items and tab bar items share (UIKit's `UIBarItem`): a title, an image, whether the item
/// is enabled, a tag, image insets and text attributes per control state. A change to anything shown
/// redraws the bar showing the item.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The text shown (nil: none).
    open var title: String? { didSet { itemDidChange() } }
    /// The image shown (nil: none). OpenUIKit draws images as they are (no template tinting).
    open var image: UIImage? { didSet { itemDidChange() } }
    /// Whether the item responds to taps (true by default); a disabled item is drawn dimmed.
    open var isEnabled = true { didSet { itemDidChange() } }
    /// A number the app can use to tell items apart (0 by default).
    open var tag = 0
    /// Moves the image from where the bar places it: positive top and left move it down and right (UIKit
    /// applies the insets to the image's frame; `.zero` by default).
    open var imageInsets: UIEdgeInsets = .zero { didSet { itemDidChange() } }

    /// The text attributes set per state (see `setTitleTextAttributes(_:for:)`).
    private var titleTextAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Called when something shown changes (the bar showing the item redraws it).
    var onChange: (() -> Void)?
    /// Whether the appearance proxies' values were given to the item (once, when a bar first shows it).
    private var appearanceApplied = false

    public override init() {
        super.init()
    }

    /// Called on a bar item made from an Interface Builder file (a navigation item's or a controller's
    /// toolbar item, a tab bar item) once every object of the load is made and connected, as on views
    /// (UIKit declares it on `NSObject`). Overrides call `super`.
    open func awakeFromNib() {}

    /// Sets the attributes of the title for `state` (`.font` and `.foregroundColor` are used; the normal
    /// state's are the fallback of the others, as in UIKit).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleTextAttributesByState[state.rawValue] = attributes
        itemDidChange()
    }

    /// The attributes set for `state` with `setTitleTextAttributes(_:for:)`, nil when none were.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleTextAttributesByState[state.rawValue]
    }

    /// The attributes the title is drawn with in `state`: that state's, else the normal state's.
    func effectiveTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        titleTextAttributesByState[state.rawValue] ?? titleTextAttributesByState[UIControl.State.normal.rawValue] ?? [:]
    }

    /// Gives the item its proxies' values the first time a bar shows it, without redrawing the bar.
    func applyAppearanceOnce() {
        guard !appearanceApplied, let item = self as? any UIAppearance else { return }
        appearanceApplied = true
        let observer = onChange
        onChange = nil
        item.applyAppearance()
        onChange = observer
    }

    /// Tells the bar showing the item to redraw it.
    func itemDidChange() {
        onChange?()
    }
}
