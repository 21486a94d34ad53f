import Foundation
import OpenUIKit

/// Seed 004 §2's modal `IntObject`, ported line by line (it is not seed 004 §3's navigation one): it puts the
/// presenter's view below the presented one, moves the presented view right by the progress, and ends with a
/// 0.2 s animation. `finish` calls only `completeTransition(true)`, and `cancel` only
/// `cancelInteractiveTransition()` — never `completeTransition(false)`, so UIKit would wait for ever; the
/// engine reports it through the diagnostics and completes the cancelled dismissal itself
/// (`completionTimeout` after the transition's duration).
@MainActor
final class DismissIntObject: DismissInteraction {
    /// The transition's context (the seed's `context`).
    var context: (any UIViewControllerContextTransitioning)?

    // Keeps the transition context.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        self.context = transitionContext
        // The destination.
        let toVC = transitionContext.viewController(forKey: .to)!
        let fromVC = transitionContext.viewController(forKey: .from)!
        // Its final place.
        toVC.view.frame = transitionContext.finalFrame(for: toVC)
        // Into the container.
        transitionContext.containerView.insertSubview(toVC.view, belowSubview: fromVC.view)
    }

    // Follows the progress.
    func updateAniProgress(_ progress: CGFloat) {
        let frameVC = self.context!.view(forKey: .from)!
        // Where it goes.
        let fR = CGRect(
            x: UIScreen.main.bounds.size.width * progress, y: 0, width: UIScreen.main.bounds.size.width,
            height: UIScreen.main.bounds.size.height)
        frameVC.frame = fR
    }

    // Ends the transition.
    func finish() {
        UIView.animate(
            withDuration: 0.2,
            animations: {
                let frameVC = self.context!.view(forKey: .from)!
                frameVC.frame = CGRect(
                    x: UIScreen.main.bounds.size.width, y: 0, width: UIScreen.main.bounds.size.width,
                    height: UIScreen.main.bounds.size.height)
            },
            completion: { finished in
                self.context!.completeTransition(true)
            })
    }

    // Cancels the transition.
    func cancel() {
        UIView.animate(
            withDuration: 0.2,
            animations: {
                let frameVC = self.context!.view(forKey: .from)!
                frameVC.frame = CGRect(
                    x: 0, y: 0, width: UIScreen.main.bounds.size.width, height: UIScreen.main.bounds.size.height)
            },
            completion: { finished in
                self.context!.cancelInteractiveTransition()
            })
    }
}
