import Foundation
import OpenUIKit

/// The present/dismiss animator of “Complex Animation Cases” (what `setAnimationWithTransitionType:showType:`
/// returns), ported
/// line by line, 0.5 s each way: a spring scale-in from the centre (damping 0.6) whose block sets the
/// transform before the frame — or, with `framesFirst`, the frame first, the seed's bug (the frame set under
/// the 0.001 scale ends 1000 times too large) — with a fade-out dismissal; and the snapshot kind, which
/// covers the presented view with a tagged picture of the presenter on presentation, slides it down 80 %,
/// and on dismissal finds it again in the container (`viewWithTag`, UIKit keeps the container between the
/// two) and slides it back up. Dismissals insert the presenting navigation controller's view, not
/// `toVC.view`, under the presented view (the seed's point 3).
@MainActor
final class HBLTransitionAnimator: UIViewControllerAnimatedTransitioning {
    /// The seed's two presentation animations.
    enum Kind { case spring, snapshot }
    /// The snapshot's tag (the seed's `imgViewTag`).
    static let imgViewTag = 1001

    let kind: Kind
    let dismissing: Bool
    /// Whether the spring block sets the frame before the transform (the seed's bug).
    var framesFirst = false
    /// The navigation controller whose view a dismissal puts back (the seed's `currentNav`).
    weak var currentNav: UINavigationController?
    /// The snapshot the dismissal found again by its tag.
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
