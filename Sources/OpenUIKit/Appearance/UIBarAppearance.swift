import Foundation

/// How a bar looks (UIKit's `UIBarAppearance`): its background colour and the colour of the hairline along
/// its edge. Start from one of the three configurations; a change redraws the bars that use it.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// The background colour (nil: none, the bar is see-through).
    open var backgroundColor: UIColor? { didSet { onChange?() } }
    /// The colour of the hairline between the bar and the content (nil: none).
    open var shadowColor: UIColor? { didSet { onChange?() } }
    /// Called when something changes (the bars using the appearance redraw).
    var onChange: (() -> Void)?

    /// An appearance with the default, translucent background.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// The default background: light grey at `UINavigationBar.translucentAlpha` (UIKit blurs; OpenUIKit
    /// has no blur), with a hairline.
    open func configureWithDefaultBackground() {
        backgroundColor = UINavigationBar.background(tint: nil, isTranslucent: true)
        shadowColor = Self.hairline
    }

    /// An opaque light grey background with a hairline.
    open func configureWithOpaqueBackground() {
        backgroundColor = UINavigationBar.background(tint: nil, isTranslucent: false)
        shadowColor = Self.hairline
    }

    /// No background and no hairline: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        shadowColor = nil
    }

    /// The hairline's colour in the configured backgrounds (black at 30 %, as the tab bar's line).
    static let hairline = UIColor(white: 0, alpha: 0.3)
}
