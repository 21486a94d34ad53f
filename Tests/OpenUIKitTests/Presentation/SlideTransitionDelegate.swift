import Foundation
@testable import OpenUIKit

/// Seed 004 §2's `TransDelegate` and `AniObject`, ported line by line: presentation slides in from the
/// right over 2 s; the dismissal, with an animator, slides back out the same way and may be driven by an
/// interaction object; optionally a presentation controller for `.custom` presentations. It logs what
/// UIKit asks it.
@MainActor
final class SlideTransitionDelegate: UIViewControllerTransitioningDelegate {
    var log: LoggingController.Log?
    var animatesDismissal = false
    var object: (any UIViewControllerInteractiveTransitioning)?
    var makesPresentationController = false
    var duration: TimeInterval = 2

    private func note(_ line: String) { log?.lines.append("delegate \(line)") }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        note(
            "animationController(forPresented: \(presented.title ?? "?"), presenting: \(presenting.title ?? "?"), source: \(source.title ?? "?"))"
        )
        return AniObject(duration: duration)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        note("animationController(forDismissed: \(dismissed.title ?? "?"))")
        return animatesDismissal ? AniObject(duration: duration, dismissing: true) : nil
    }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        note("interactionControllerForDismissal")
        return object
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        note("presentationController(forPresented:)")
        guard makesPresentationController else { return nil }
        let controller = DimmingPresentationController(presentedViewController: presented, presenting: presenting)
        controller.log = log
        return controller
    }
}

/// Seed 004 §2's `AniObject`: the arriving view slides in from the right edge of the screen to its final
/// frame; dismissing, the leaving view slides out to the right.
@MainActor
final class AniObject: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let dismissing: Bool

    init(duration: TimeInterval = 2, dismissing: Bool = false) {
        self.duration = duration
        self.dismissing = dismissing
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if dismissing {
            let fromView = transitionContext.view(forKey: .from)!
            if let toView = transitionContext.view(forKey: .to) {
                transitionContext.containerView.insertSubview(toView, at: 0)
            }
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: {
                    fromView.frame = fromView.frame.offsetBy(dx: UIScreen.main.bounds.size.width, dy: 0)
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            return
        }
        // The presented controller.
        let toVC = transitionContext.viewController(forKey: .to)!
        // Its final place.
        let finalRect = transitionContext.finalFrame(for: toVC)
        // Its first place.
        toVC.view.frame = finalRect.offsetBy(dx: UIScreen.main.bounds.size.width, dy: 0)
        // Into the container.
        transitionContext.containerView.addSubview(toVC.view)
        // The animation.
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toVC.view.frame = finalRect
            },
            completion: { finished in
                // Done.
                transitionContext.completeTransition(true)
            })
    }
}
