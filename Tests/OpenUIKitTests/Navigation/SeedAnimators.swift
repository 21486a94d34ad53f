import Foundation
@testable import OpenUIKit

/// Seed 000 §2's `VCCustomTransitioning`, ported line by line: one animator for push and pop (the type
/// comes from the operation); a pop inserts the destination's view at the back of the container. It fades
/// the arriving view in over 0.5 s, linearly, and logs `animationEnded`.
@MainActor
final class VCCustomTransitioning: UIViewControllerAnimatedTransitioning {
    enum TransitionType { case push, pop }

    let type: TransitionType
    var log: LoggingController.Log?

    init(type: TransitionType) {
        self.type = type
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let toVC = transitionContext.viewController(forKey: .to)!
        if type == .pop {
            containerView.insertSubview(toVC.view, at: 0)
        } else {
            containerView.addSubview(toVC.view)
        }
        toVC.view.frame = transitionContext.finalFrame(for: toVC)
        toVC.view.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear], animations: {
            toVC.view.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log?.lines.append("animator animationEnded(\(transitionCompleted))")
    }
}

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
        let fR = CGRect(x: UIScreen.main.bounds.size.width * progress, y: 0, width: UIScreen.main.bounds.size.width, height: UIScreen.main.bounds.size.height)
        frameVC.frame = fR
        self.context!.updateInteractiveTransition(progress)
    }

    func finish() {
        UIView.animate(withDuration: 0.2, animations: {
            let frameVC = self.context!.view(forKey: .from)!
            frameVC.frame = CGRect(x: UIScreen.main.bounds.size.width, y: 0, width: UIScreen.main.bounds.size.width, height: UIScreen.main.bounds.size.height)
        }, completion: { finished in
            self.context!.finishInteractiveTransition()
            self.context!.completeTransition(true)
        })
    }

    func cancel() {
        UIView.animate(withDuration: 0.2, animations: {
            let frameVC = self.context!.view(forKey: .from)!
            frameVC.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.size.width, height: UIScreen.main.bounds.size.height)
        }, completion: { finished in
            self.context!.cancelInteractiveTransition()
            self.context!.completeTransition(false)
        })
    }
}

/// A pop animator made of one linear block animation (no interruptible animator): the current view slides
/// right by the container's width while the one below comes from −30 %. What a percent-driven interaction
/// scrubs by pausing the container layer.
@MainActor
final class SlidePopAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.4

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let width = container.bounds.width
        toView.frame = container.bounds.offsetBy(dx: -0.3 * width, dy: 0)
        container.insertSubview(toView, belowSubview: fromView)
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveLinear], animations: {
            fromView.frame = container.bounds.offsetBy(dx: width, dy: 0)
            toView.frame = container.bounds
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The same slide as a property animator offered through `interruptibleAnimator(using:)` (the same one
/// every call), so a percent-driven interaction scrubs the animator.
@MainActor
final class InterruptibleSlidePopAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.4
    private var animator: UIViewPropertyAnimator?
    private(set) var requests = 0

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        requests += 1
        if let animator { return animator }
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let width = container.bounds.width
        toView.frame = container.bounds
        container.insertSubview(toView, belowSubview: fromView)
        let animator = UIViewPropertyAnimator(duration: Self.duration, curve: .linear) {
            fromView.frame = container.bounds.offsetBy(dx: width, dy: 0)
        }
        animator.addCompletion { position in
            transitionContext.completeTransition(position == .end)
        }
        self.animator = animator
        return animator
    }
}
