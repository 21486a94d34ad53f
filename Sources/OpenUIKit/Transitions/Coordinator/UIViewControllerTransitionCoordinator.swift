import Foundation

/// Runs work along with a controller transition (UIKit's `UIViewControllerTransitionCoordinator`). During a
/// transition the controllers involved and their container answer it from `transitionCoordinator`; it is
/// nil once the transition has ended (after its last callback).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition's animations (same duration and timing; scrubbed with them when
    /// the transition is interactive) and `completion` after the transition ends. Answers true when the
    /// blocks were accepted (the transition is animated) — otherwise `completion` still runs at the end
    /// and the changes of `animation` apply at once.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// The same for animations of views outside the container view (`view`'s hierarchy).
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` when the interaction ends — finished or cancelled (`isCancelled`) — for an
    /// interactive transition.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion (UIKit's default argument).
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
