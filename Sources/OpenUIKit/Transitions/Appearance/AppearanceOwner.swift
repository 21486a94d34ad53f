import Foundation

extension UIViewController {
    /// Who drives a controller's appearance step in progress — the one that will end it. Every step has
    /// exactly one owner, which replaces loose flags with a rule the code can check:
    ///
    /// - `window`: the view entered or left a visible window; the window ends the step after the next commit
    ///   (appearing) or at once (disappearing).
    /// - `container`: the parent forwarded its own step (automatic forwarding); the parent ends it.
    /// - `manual`: `beginAppearanceTransition(_:animated:)`; `endAppearanceTransition()` ends it.
    /// - `transition`: a controller transition (push, pop, `transition(from:to:)`…) owns both of its
    ///   controllers from its start to its end, including the time before a step begins and the turn-back of
    ///   a cancelled interactive transition. While a transition owns a controller, windows leave it alone, so
    ///   a transition may put views in the window in any order without the window starting an appearance of
    ///   its own. A view that someone else takes out of the window mid-transition takes its controller off
    ///   screen (the window's disappearance) and out of the transition.
    package enum AppearanceOwner: Sendable, CustomStringConvertible {
        case window, container, manual, transition

        package var description: String {
            switch self {
            case .window: return "window"
            case .container: return "container"
            case .manual: return "manual"
            case .transition: return "transition"
            }
        }
    }

    /// Whether a window may start or end this controller's appearance: not while a transition owns it.
    var windowMayDriveAppearance: Bool { appearanceOwner != .transition }

    /// Whether a parent's forwarding leaves this controller alone: it is owned by a transition that keeps
    /// its controllers from forwarding too (navigation pushes and pops). `transition(from:to:)` keeps its
    /// landed behaviour, where a parent appearing meanwhile forwards to (and reports) its children.
    var isShieldedByTransition: Bool {
        appearanceOwner == .transition
            && ControllerTransition.inFlight.contains { $0.shieldsFromForwarding && $0.involvesAsChild(self) }
    }
}
