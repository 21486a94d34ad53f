import Foundation
@testable import OpenUIKit

/// Seed 000 §2's present/dismiss animator (`setAnimationWithTransitionType:showType:`), ported: a spring
/// scale-in from the centre (damping 0.6) whose block sets the transform before the frame — or, with
/// `framesFirst`, the frame first, the seed's bug — and the snapshot kind, which covers the presented
/// view with a picture of the presenter on presentation (tagged) and finds it again in the container on
/// dismissal; dismissal inserts the presenting navigation controller's view, not `toVC.view`'s child.
@MainActor
final class HBLTransitionAnimator: UIViewControllerAnimatedTransitioning {
    enum Kind { case spring, snapshot }
    static let imgViewTag = 1001

    let kind: Kind
    let dismissing: Bool
    var framesFirst = false
    weak var currentNav: UINavigationController?
    private(set) var foundSnapshot: UIImageView?
    private var transitionContext: (any UIViewControllerContextTransitioning)!

    init(kind: Kind, dismissing: Bool) {
        self.kind = kind
        self.dismissing = dismissing
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        switch (kind, dismissing) {
        case (.spring, false): transitionPresent()
        case (.snapshot, false): transitionSnapshotPresent()
        case (.snapshot, true): transitionSnapshotDismiss()
        case (.spring, true): transitionDismiss()
        }
    }

    private var containerView: UIView { transitionContext.containerView }
    private var toView: UIView { transitionContext.view(forKey: .to)! }
    private var fromView: UIView { transitionContext.view(forKey: .from)! }
    private var toVC: UIViewController { transitionContext.viewController(forKey: .to)! }

    private func transitionPresent() {
        self.toView.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)
        self.toView.frame = .zero
        self.toView.alpha = 0
        self.containerView.addSubview(self.toView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.6,
            initialSpringVelocity: 0, options: .curveLinear,
            animations: {
                let frame = self.transitionContext.finalFrame(for: self.toVC)
                if self.framesFirst {
                    self.toView.frame = frame
                    self.toView.transform = .identity
                } else {
                    self.toView.transform = .identity
                    self.toView.frame = frame
                }
                self.toView.alpha = 1
            },
            completion: { finished in
                self.transitionContext.completeTransition(!self.transitionContext.transitionWasCancelled)
            })
    }

    private func transitionDismiss() {
        if let currentNav {
            containerView.insertSubview(currentNav.view, at: 0)
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                self.fromView.alpha = 0
            },
            completion: { finished in
                self.transitionContext.completeTransition(!self.transitionContext.transitionWasCancelled)
            })
    }

    private func transitionSnapshotPresent() {
        // Only the fromView's picture covers the toView; the toView stays put.
        let fromView = transitionContext.viewController(forKey: .from)!.view!
        let snapImage = UIGraphicsImageRenderer(size: fromView.frame.size).image { _ in
            fromView.drawHierarchy(in: fromView.frame, afterScreenUpdates: true)
        }
        toView.frame = transitionContext.finalFrame(for: toVC)
        containerView.addSubview(toView)
        let imgView = UIImageView(frame: fromView.frame)
        imgView.image = snapImage
        imgView.tag = Self.imgViewTag
        containerView.addSubview(imgView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                imgView.frame = imgView.frame.offsetBy(dx: 0, dy: imgView.frame.height * 0.8)
            },
            completion: { finished in
                self.transitionContext.completeTransition(true)
            })
    }

    private func transitionSnapshotDismiss() {
        // The snapshot put into the container on presentation is still there.
        let originImgView = containerView.viewWithTag(Self.imgViewTag) as? UIImageView
        foundSnapshot = originImgView
        if let currentNav {
            containerView.insertSubview(currentNav.view, at: 0)
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                originImgView?.frame.origin.y = 0
            },
            completion: { finished in
                originImgView?.removeFromSuperview()
                self.transitionContext.completeTransition(true)
            })
    }
}

/// Seed 000 §2's controller that presents with `HBLTransitionAnimator`s (it is its own transitioning
/// delegate, as the seed's is).
@MainActor
final class TransitionFirstViewController: UIViewController, UIViewControllerTransitioningDelegate {
    var kind: HBLTransitionAnimator.Kind = .spring
    var framesFirst = false
    private(set) var presentAnimator: HBLTransitionAnimator?
    private(set) var dismissAnimator: HBLTransitionAnimator?

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = HBLTransitionAnimator(kind: kind, dismissing: false)
        animator.framesFirst = framesFirst
        presentAnimator = animator
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = HBLTransitionAnimator(kind: kind, dismissing: true)
        animator.currentNav = navigationController
        dismissAnimator = animator
        return animator
    }
}
