import Foundation

/// What a tab bar shows for one tab (UIKit's `UITabBarItem`): a title, an image (and one for the selected
/// state), a badge. A controller's `tabBarItem` is made on first use with the controller's `title`.
/// Changes show on the bar at once. Deliberate difference: images are drawn as they are (OpenUIKit has no
/// template rendering), and only the title takes the selected tint.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The image shown while the tab is selected (the image when nil).
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// The text of the red badge at the image's top right (no badge when nil).
    open var badgeValue: String? { didSet { itemDidChange() } }
    /// The badge's colour (`systemRed` when nil).
    open var badgeColor: UIColor? { didSet { itemDidChange() } }
    /// How far the title moves from where the bar places it (right and down are positive; `.zero` by
    /// default).
    open var titlePositionAdjustment: UIOffset = .zero { didSet { itemDidChange() } }

    /// The controller the item was made for, whose title it shows while it has none of its own.
    weak var owner: UIViewController?

    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title, an image and an image for the selected state.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// The title shown: the item's, else its controller's.
    var displayedTitle: String? { title ?? owner?.title }
}

extension UITabBarItem: UIAppearance {
    /// `titlePositionAdjustment` and `badgeColor` (and the title attributes, through the proxy's
    /// `setTitleTextAttributes(_:for:)`).
    public static var appearanceKeyPaths: [AnyKeyPath] {
        [\UITabBarItem.titlePositionAdjustment, \UITabBarItem.badgeColor]
    }
}
