import Foundation
import OpenUIKit

/// Renders what the strategies snapshot, on the main actor, at the virtual time after an optional wait.
@MainActor
enum SnapshotRendering {
    /// Runs the run loop for `wait` seconds when given (so an animation started before shows its state
    /// then), then commits.
    static func settle(after wait: TimeInterval?) {
        UIApplication.shared.advance(by: max(wait ?? 0, 0))
    }

    /// `view` as it shows now, at `scale` pixels per point (its own window's layout and animations).
    static func image(of view: UIView, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
        }
    }

    /// `layer` as it shows now, at `scale` pixels per point.
    static func image(of layer: CALayer, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: layer.bounds.size, format: format).image { context in
            (layer.presentation() ?? layer).render(in: context.cgContext)
        }
    }

    /// The window `controller` shows in: its own when it has one, else a new window of `device`'s screen
    /// size made key and visible with the controller as root.
    static func window(showing controller: UIViewController, on device: UIScreen.Device) -> UIWindow {
        if let window = controller.viewIfLoaded?.window { return window }
        let window = UIWindow(frame: CGRect(origin: .zero, size: device.size))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        return window
    }
}
