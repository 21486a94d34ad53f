import Foundation
@testable import OpenUIKit

/// Seed 004 §3's `IntObject`, ported line by line: it puts the destination below the current view, moves
/// the current view right by the progress, and finishes or cancels with a 0.2 s animation.
@MainActor
final class IntObject: UIViewControllerInteractiveTransitioning {
    var context: (any UIViewControllerContextTransitioning)?

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

    func updateAniProgress(_ progress: CGFloat) {
        let frameVC = self.context!.view(forKey: .from)!
        // Where it goes.
        let fR = CGRect(
            x: UIScreen.main.bounds.size.width * progress, y: 0, width: UIScreen.main.bounds.size.width,
            height: UIScreen.main.bounds.size.height)
        frameVC.frame = fR
        self.context!.updateInteractiveTransition(progress)
    }

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
                self.context!.finishInteractiveTransition()
                self.context!.completeTransition(true)
            })
    }

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
                self.context!.completeTransition(false)
            })
    }
}
