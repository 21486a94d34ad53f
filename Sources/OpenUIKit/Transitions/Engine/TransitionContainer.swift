import Foundation

/// A container that runs controller transitions through the engine (`ControllerTransition.run(_:in:)`): the
/// navigation controller, the tab bar controller, a presentation, a view controller calling
/// `transition(from:to:…)` and the page view controller each implement it once. The engine calls it in this
/// order: `delegateAnimator(for:)` (and `delegateInteractionController(for:request:)` when that animator is
/// used) or `builtInAnimator(for:)`, `stage(for:)`, `transitionWillStart(_:)`, then — once the appearance
/// callbacks began — `transitionDidBegin(_:)`; at `completeTransition(_:)`, `arrangeViews(for:completed:)`
/// before the appearance ends and `commit(_:completed:)` after it.
///
/// The container keeps no record of the running transition: it asks the engine
/// (`ControllerTransition.running(in:)`).
@MainActor
protocol TransitionContainer: AnyObject {
    /// The controller the transition belongs to: its traces, its `transitionCoordinator` (the container
    /// itself, or the presenter for presentations and dismissals); nil when it is gone (nothing runs).
    var transitionHost: UIViewController? { get }

    /// The delegate's animator for an animated request, nil when there is no delegate or it gives none.
    func delegateAnimator(for request: TransitionRequest) -> (any UIViewControllerAnimatedTransitioning)?

    /// The delegate's interaction controller for its own `animator`.
    func delegateInteractionController(
        for animator: any UIViewControllerAnimatedTransitioning, request: TransitionRequest
    ) -> (any UIViewControllerInteractiveTransitioning)?

    /// The container's own animator for the request (an `ImmediateTransitionAnimator` when it does not
    /// animate).
    func builtInAnimator(for request: TransitionRequest) -> any UIViewControllerAnimatedTransitioning

    /// The views, frames and appearance of the request.
    func stage(for request: TransitionRequest) -> TransitionStage

    /// The transition is made and about to start: its context exists, nothing has been called yet.
    func transitionWillStart(_ transition: ControllerTransition)

    /// The appearance callbacks began (the navigation controller's delegate `willShow`, the presentation
    /// controller's `presentationTransitionWillBegin()`…).
    func transitionDidBegin(_ transition: ControllerTransition)

    /// At `completeTransition(_:)`, before the appearance ends: the container puts its views in order.
    func arrangeViews(for transition: ControllerTransition, completed: Bool)

    /// After the appearance ended and the coordinator's completions ran: the container commits its new state
    /// (or keeps the old one when the transition was cancelled) and calls the request's completion.
    func commit(_ transition: ControllerTransition, completed: Bool)
}

extension TransitionContainer {
    func delegateAnimator(for request: TransitionRequest) -> (any UIViewControllerAnimatedTransitioning)? { nil }

    func delegateInteractionController(
        for animator: any UIViewControllerAnimatedTransitioning, request: TransitionRequest
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

    func transitionWillStart(_ transition: ControllerTransition) {}

    func transitionDidBegin(_ transition: ControllerTransition) {}
}
