import Foundation
import OpenUIKit
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == String {
    /// The view tree as text (see `RecursiveDescription`): frames on screen and in the model, alpha,
    /// hidden, transforms and running animations, at the current virtual time.
    public static var recursiveDescription: Snapshotting {
        SimplySnapshotting.lines.pullback { view in MainActor.assumeIsolated { RecursiveDescription.describe(view) } }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller tree with each controller's appearance state, then its view tree as text.
    public static var recursiveDescription: Snapshotting {
        SimplySnapshotting.lines.pullback { controller in
            MainActor.assumeIsolated { RecursiveDescription.describe(controller) }
        }
    }

    /// The controller's lifecycle trace (`LifecycleTrace`) while `actions` runs — then the run loop until
    /// idle — one event a line. The controller is shown first, in its window or in a new window of
    /// `device`'s screen size, and its own appearance is not part of the trace.
    public static func trace(
        on device: UIScreen.Device = .headless, _ actions: @escaping @MainActor (UIViewController) -> Void
    ) -> Snapshotting {
        SimplySnapshotting.lines.pullback { controller in
            MainActor.assumeIsolated {
                _ = SnapshotRendering.window(showing: controller, on: device)
                let trace = LifecycleTrace(recording: controller)
                actions(controller)
                UIApplication.shared.runUntilIdle()
                trace.stop()
                return trace.lines.joined(separator: "\n")
            }
        }
    }
}
