import Foundation
import OpenUIKit

/// The navigation and transitioning delegate of a bench: it answers with the animator under test (and its
/// interaction controller) for every transition, and with the bench's presentation controller for a custom
/// presentation.
@MainActor
final class BenchDelegates: UINavigationControllerDelegate, UIViewControllerTransitioningDelegate {
    let animator: AnimatorProxy
    let interaction: (any UIViewControllerInteractiveTransitioning)?
    let makePresentationController: AnimatorTestBench.PresentationControllerFactory?

    init(
        animator: AnimatorProxy, interaction: (any UIViewControllerInteractiveTransitioning)?,
        presentationController: AnimatorTestBench.PresentationControllerFactory?
    ) {
        self.animator = animator
        self.interaction = interaction
        makePresentationController = presentationController
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        makePresentationController?(presented, presenting)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        interaction
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }

    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        interaction
    }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        interaction
    }
}
