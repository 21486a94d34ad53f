import Foundation
import OpenUIKit
import SnapshotTesting

extension Snapshotting where Format == UIImage {
    /// A PNG strategy (see `Diffing.image`) whose picture `render` makes on the main actor after the run loop
    /// ran `wait` seconds (when given).
    fileprivate static func rendered(
        precision: Float, perceptualPrecision: Float, wait: TimeInterval?,
        _ render: @escaping @MainActor (Value) -> UIImage
    ) -> Snapshotting {
        SimplySnapshotting(
            pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
        )
        .pullback { value in
            // assertSnapshot calls this synchronously on the main thread, where the value (a view or a layer,
            // both main-actor types) lives; assumeIsolated checks it.
            nonisolated(unsafe) let value = value
            return MainActor.assumeIsolated {
                SnapshotRendering.settle(after: wait)
                return render(value)
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view as it shows now, at 1 pixel per point, compared byte for byte.
    public static var image: Snapshotting { image() }

    /// The view as it shows at the current virtual time — or `wait` seconds later, the run loop run that
    /// long first — rendered at `scale` pixels per point and compared as a PNG (see `Diffing.image`).
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1,
        wait: TimeInterval? = nil
    ) -> Snapshotting {
        rendered(precision: precision, perceptualPrecision: perceptualPrecision, wait: wait) { view in
            SnapshotRendering.image(of: view, scale: scale)
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's window as it shows now (an iPhone 14 window when it has none), at 1 pixel per
    /// point, compared byte for byte.
    public static var image: Snapshotting { image() }

    /// The controller's window as it shows at the current virtual time (or `wait` seconds later): the
    /// window it is in, else a new window of `device`'s screen size with the controller as root.
    public static func image(
        on device: UIScreen.Device = .headless, precision: Float = 1, perceptualPrecision: Float = 1,
        scale: CGFloat = 1, wait: TimeInterval? = nil
    ) -> Snapshotting {
        SimplySnapshotting(
            pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
        )
        .pullback { controller in
            MainActor.assumeIsolated {
                // The window first, so the wait runs with the controller on screen.
                let window = SnapshotRendering.window(showing: controller, on: device)
                SnapshotRendering.settle(after: wait)
                return SnapshotRendering.image(of: window, scale: scale)
            }
        }
    }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// The layer as it shows now, at 1 pixel per point, compared byte for byte.
    public static var image: Snapshotting { image() }

    /// The layer as it shows at the current virtual time (its presentation, or the model before the first
    /// commit), or `wait` seconds later.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1,
        wait: TimeInterval? = nil
    ) -> Snapshotting {
        rendered(precision: precision, perceptualPrecision: perceptualPrecision, wait: wait) { layer in
            SnapshotRendering.image(of: layer, scale: scale)
        }
    }
}
