import Foundation

extension UIViewController {
    /// The four appearance states UIKit keeps for every controller: a controller is told it will appear
    /// (→ `appearing`), then that it did (→ `appeared`); likewise for disappearing. A transition can turn
    /// back half-way (an interactive pop that is cancelled: appearing → disappearing).
    public enum AppearanceState: Int, Sendable, CustomStringConvertible {
        case disappeared = 0
        case appearing = 1
        case appeared = 2
        case disappearing = 3

        /// Whether a transition is under way.
        public var isTransitioning: Bool { self == .appearing || self == .disappearing }

        /// The state's name, as traces and checks print it.
        public var description: String {
            switch self {
            case .disappeared: return "disappeared"
            case .appearing: return "appearing"
            case .appeared: return "appeared"
            case .disappearing: return "disappearing"
            }
        }
    }

    /// A controller held weakly.
    private final class WeakController {
        weak var controller: UIViewController?
        init(_ controller: UIViewController) { self.controller = controller }
    }

    /// The controllers that are not disappeared (appearing, appeared or disappearing), by identifier, held
    /// weakly: the leftover checker looks here for a controller left on screen after its view went
    /// somewhere no container or window reaches.
    private static var onScreenControllers: [ObjectIdentifier: WeakController] = [:]

    /// Keeps `onScreenControllers` up to date (called whenever a controller's state changes).
    static func noteAppearanceState(of controller: UIViewController) {
        let id = ObjectIdentifier(controller)
        if controller.appearanceState == .disappeared {
            if onScreenControllers[id]?.controller === controller { onScreenControllers[id] = nil }
        } else if onScreenControllers[id]?.controller !== controller {
            onScreenControllers = onScreenControllers.filter { $0.value.controller != nil }
            onScreenControllers[id] = WeakController(controller)
        }
    }

    /// Forgets every controller (for `UIApplication.reset()`).
    static func forgetControllersOnScreen() {
        onScreenControllers = [:]
    }

    /// The live controllers that are appearing, appeared or disappearing.
    static var controllersNotDisappeared: [UIViewController] {
        onScreenControllers.values.compactMap(\.controller)
    }
}
