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
}
