import Foundation
import OpenQuartzCore

/// The built-in `partialCurl` animation: the presenter's page curls up from its bottom edge
/// `partialCurlAmount` of the way and stays curled, showing the presented view under it; the dismissal
/// uncurls it from there. The curl is a `pageCurl` transition on the container that holds its end
/// (`fillMode` forwards, not removed on completion) while the controller is presented; the dismissal
/// replaces it with a `pageUnCurl` from the same point.
@MainActor
final class PartialCurlAnimator: UIViewControllerAnimatedTransitioning {
    /// The key of the curl on the container's layer.
    static let curlKey = "partialCurl"

    private let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        ModalTransitionMetrics.partialCurlDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        if presenting { ModalTransitionAnimators.takeLeavingViewIntoContainer(of: transitionContext) }
        if container.layer.animation(forKey: Self.curlKey) != nil {
            container.layer.removeAnimation(forKey: Self.curlKey)
        }
        CATransaction.flush()
        let curl = CATransition()
        curl.type = presenting ? .pageCurl : .pageUnCurl
        curl.subtype = .fromBottom
        curl.duration = ModalTransitionMetrics.partialCurlDuration
        curl.timingFunction = UIView.AnimationCurve.easeInOut.timingFunction
        let amount = ModalTransitionMetrics.partialCurlAmount
        if presenting {
            curl.endProgress = amount
            curl.fillMode = .forwards
            curl.isRemovedOnCompletion = false
        } else {
            curl.startProgress = 1 - amount
        }
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        UIView.performWithoutAnimation {
            ModalTransitionAnimators.placeArrivingView(in: transitionContext, below: nil)
            fromView?.removeFromSuperview()
        }
        container.layer.add(curl, forKey: Self.curlKey)
        CATransaction.commit()
    }
}
