import Foundation
import OpenUIKit

/// What the live window shows for the app's window: the same scene recordings show (`DemoStage.scene(of:)`:
/// on a device screen, the window under the status bar its controllers decided), built again only when the
/// window or that decision changes.
@MainActor
final class LiveScene {
    private weak var window: UIWindow?
    private var appearance: StatusBarAppearance?
    private var layer: CALayer?

    /// The layer to show for `window` (the live host's `screenLayer`).
    func layer(for window: UIWindow) -> CALayer {
        if let layer, window === self.window, window.statusBarAppearance == appearance { return layer }
        let scene = DemoStage.scene(of: window)
        self.window = window
        appearance = window.statusBarAppearance
        layer = scene
        return scene
    }
}
