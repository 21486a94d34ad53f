import Foundation

/// What a tab bar shows for one tab (UIKit's `UITabBarItem`): a title, an image (and one for the selected
/// state), a badge. A controller's `tabBarItem` is made on first use with the controller's `title`.
/// Changes show on the bar at once. Deliberate difference: images are drawn as they are (OpenUIKit has no
/// template rendering), and only the title takes the selected tint.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    /// The title under the image.
    open var title: String? { didSet { onChange?() } }
    /// The image.
    open var image: UIImage? { didSet { onChange?() } }
    /// The image shown while the tab is selected (the image when nil).
    open var selectedImage: UIImage? { didSet { onChange?() } }
    /// The text of the red badge at the image's top right (no badge when nil).
    open var badgeValue: String? { didSet { onChange?() } }
    /// The badge's colour (`systemRed` when nil).
    open var badgeColor: UIColor? { didSet { onChange?() } }
    /// A number the app can use to tell items apart.
    open var tag: Int = 0
    /// Whether the item can be selected (a disabled item ignores taps).
    open var isEnabled = true { didSet { onChange?() } }

    /// Called when something shown changes (the bar redraws the item).
    var onChange: (() -> Void)?
    /// The controller the item was made for, whose title it shows while it has none of its own.
    weak var owner: UIViewController?

    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    /// An item with a title, an image and an image for the selected state.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        super.init()
    }

    /// The title shown: the item's, else its controller's.
    var displayedTitle: String? { title ?? owner?.title }
}
