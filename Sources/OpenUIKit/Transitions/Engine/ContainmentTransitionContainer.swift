import Foundation

/// The container of a `transition(from:to:duration:options:animations:completion:)`: the parent view
/// controller and the superview of the leaving child's view (see `TransitionContainer`). Its animator is
/// the request's `ContainmentTransitionAnimator`; at the end the leaving view leaves its superview and the
/// caller's completion is told whether the animations finished.
@MainActor
final class ContainmentTransitionContainer: TransitionContainer {
    private unowned let parent: UIViewController
    private let containerView: UIView

    init(parent: UIViewController, containerView: UIView) {
        self.parent = parent
        self.containerView = containerView
    }

    var transitionHost: UIViewController? { parent }

    func builtInAnimator(for request: TransitionRequest) -> any UIViewControllerAnimatedTransitioning {
        animator(of: request)
    }

    /// Off screen there is nothing to appear or disappear: the views are swapped and the children's
    /// appearance follows the container's when it comes on screen.
    func stage(for request: TransitionRequest) -> TransitionStage {
        TransitionStage(
            containerView: containerView, views: (request.from.view, request.to.view),
            drivesAppearance: containerView.window?.isVisibleOnScreen == true)
    }

    func arrangeViews(for transition: ControllerTransition, completed: Bool) {
        let finished = animator(of: transition.request).finished
        LifecycleTrace.record(
            parent,
            .transitionEnded(from: transition.from.traceName, to: transition.to.traceName, finished: finished))
        transition.from.viewIfLoaded?.removeFromSuperview()
    }

    func commit(_ transition: ControllerTransition, completed: Bool) {
        transition.request.completion?(animator(of: transition.request).finished)
    }

    private func animator(of request: TransitionRequest) -> ContainmentTransitionAnimator {
        guard case .containment(let animator) = request.kind else {
            preconditionFailure("a containment transition container runs transition(from:to:) only")
        }
        return animator
    }
}
