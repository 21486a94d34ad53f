import Foundation

/// One thing a transition left behind (see `LeftoverStateChecker`).
public enum LeftoverState: Hashable, Sendable, CustomStringConvertible {
    /// An animation still running on a view (`view` names the controller and the view, as in traces).
    case unfinishedAnimation(view: String, key: String)
    /// A view made by `snapshotView(afterScreenUpdates:)` still in the hierarchy.
    case snapshotLeftBehind(inside: String)
    /// A controller's view, or a window, that still ignores touches.
    case userInteractionDisabled(view: String)
    /// A controller transition (push, pop, `transition(from:to:)`…) still waiting to complete.
    case transitionInFlight(String)
    /// A view other than a controller's left in a transition's container view (a dimming view, a
    /// decoration an animator forgot).
    case viewLeftInTransitionContainer(view: String, container: String)
    /// A controller whose appearance state does not match where its view is: appeared but not in a visible
    /// window, in a window but disappeared, or still half-way through a transition.
    case inconsistentAppearance(controller: String, state: String, viewInWindow: Bool)

    /// A sentence saying what was left behind.
    public var description: String {
        switch self {
        case .unfinishedAnimation(let view, let key): return "animation \(key) still running on \(view)"
        case .snapshotLeftBehind(let inside): return "snapshot view left inside \(inside)"
        case .userInteractionDisabled(let view): return "user interaction still disabled on \(view)"
        case .transitionInFlight(let name): return "transition \(name) still in flight"
        case .viewLeftInTransitionContainer(let view, let container):
            return "\(view) left in the transition container \(container)"
        case .inconsistentAppearance(let controller, let state, let inWindow):
            return "\(controller) is \(state) but its view is \(inWindow ? "in" : "not in") a visible window"
        }
    }
}
