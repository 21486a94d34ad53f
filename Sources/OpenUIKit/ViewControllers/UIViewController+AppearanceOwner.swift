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
    ///   a cancelled interactive transition (`AppearanceDriver` says what windows and parents may do
    ///   meanwhile).
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
}
