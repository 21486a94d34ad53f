import Foundation

extension AnimatorTestBench {
    /// A bug the bench found.
    public enum Failure: Equatable, Sendable, CustomStringConvertible {
        /// The animator never called `completeTransition(_:)` (the engine completed it after its limit).
        case completeTransitionNotCalled
        /// `completeTransition(_:)` was called more than once.
        case completeTransitionCalledTwice
        /// Views other than the shown controller's stayed in the container view (by class name).
        case viewsLeftInContainer([String])
        /// Hidden views other than the shown controller's stayed in the container view (by class name).
        case hiddenViewsLeftInContainer([String])
        /// The shown controller's view is not in the window at the end.
        case shownViewRemoved
        /// The shown controller's view ended outside the window (its frame in window coordinates).
        case shownViewOffScreen(CGRect)
        /// Animations were still running in the container when `completeTransition(_:)` was called ("view:
        /// keys" each).
        case animationsRunningAtCompletion([String])
        /// User interaction stayed disabled on these views (by class name or controller title).
        case userInteractionLeftDisabled([String])
        /// Another problem the leftover checker or the diagnostics channel found, as they word it.
        case other(String)

        public var description: String {
            switch self {
            case .completeTransitionNotCalled: return "completeTransition(_:) was never called"
            case .completeTransitionCalledTwice: return "completeTransition(_:) was called more than once"
            case .viewsLeftInContainer(let views):
                return "views left in the container: \(views.joined(separator: ", "))"
            case .hiddenViewsLeftInContainer(let views):
                return "hidden views left in the container: \(views.joined(separator: ", "))"
            case .shownViewRemoved: return "the shown controller's view is not in the window"
            case .shownViewOffScreen(let frame): return "the shown controller's view ended off screen, at \(frame)"
            case .animationsRunningAtCompletion(let animations):
                return
                    "animations still running when completeTransition(_:) was called: \(animations.joined(separator: "; "))"
            case .userInteractionLeftDisabled(let views):
                return "user interaction left disabled on: \(views.joined(separator: ", "))"
            case .other(let problem): return problem
            }
        }
    }
}
