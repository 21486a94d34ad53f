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
            case .userInteractionLeftDisabled(let views):
                return "user interaction left disabled on: \(views.joined(separator: ", "))"
            case .other(let problem): return problem
            }
        }
    }
}
