import Foundation
import OpenQuartzCore

/// The root of a view hierarchy shown on a screen (UIKit's `UIWindow`). Headless: a window is "on screen"
/// once `makeKeyAndVisible()` is called, and its layer is the root the renderer draws.
@MainActor
open class UIWindow: UIView {
    /// The screen the window is on.
    open var screen: UIScreen = .main

    /// Whether this is the key window of the application.
    public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// A window filling the main screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        UIApplication.shared.register(self)
        UIApplication.shared.keyWindow = self
        CATransaction.flush()
    }
}
