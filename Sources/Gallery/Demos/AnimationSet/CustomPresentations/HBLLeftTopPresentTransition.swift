import Foundation
import OpenUIKit

/// The AnimationSet app's top-left present: the presented page grows out of the screen's top-left corner — its
/// frame from zero to its final frame, its scale from 0.001 to 1 and its alpha from 0 to 1 — on a spring of damping
/// ratio 0.6, 1 s; the dismissal shrinks it back into the corner and fades it out, 1 s ease-in-out.
///
/// The presentation sets the frame under the 0.001 scale (a zero frame, so zero bounds about the origin) and, in
/// the animation, the scale back to 1 before the final frame, so bounds and centre animate to the final frame's.
/// Both the size of the bounds and the scale grow with the spring: the page's visible size is the final size
/// times x·(0.001 + 0.999·x) at spring position x.
@MainActor
final class HBLLeftTopPresentTransition: NSObject, HBLPresentationTransition {
    let showType: HBLShowViewControllerType

    init(showType: HBLShowViewControllerType) {
        self.showType = showType
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        1
    }

    func transitionPresent(_ scene: HBLTransitionScene) {
        guard let toView = scene.toView else { return scene.complete() }
        toView.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)
        toView.frame = .zero
        toView.alpha = 0
        scene.containerView.addSubview(toView)
        scene.animateSpring(dampingRatio: 0.6) {
            toView.transform = .identity
            toView.frame = scene.toFinalFrame
            toView.alpha = 1
        }
    }

    func transitionDismiss(_ scene: HBLTransitionScene) {
        guard let fromView = scene.fromView else { return scene.complete() }
        if let toView = scene.toView {
            scene.containerView.insertSubview(toView, belowSubview: fromView)
        }
        scene.animate {
            fromView.frame = .zero
            fromView.alpha = 0
            fromView.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)
        }
    }
}
