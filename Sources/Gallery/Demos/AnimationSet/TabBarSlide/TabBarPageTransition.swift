import Foundation
import OpenUIKit

/// The AnimationSet app's `TabBarTransition` (`initWithFromVC:ToVC:`), which its 各类转场动画 list, the tab bar
/// controller's delegate, returns for every switch: the new page slides in from the screen's right edge over the old
/// one, which stays where it is, whichever side its tab is on; 1 s with UIView animation's default ease-in-out curve.
///
/// Deliberate difference: the app keeps the new page's own frame for its height and top, which UIKit had set to the
/// screen's bounds; here the context's final frame for it (the same rectangle) gives them.
@MainActor
final class TabBarPageTransition: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 1

    let fromVC: UIViewController
    let toVC: UIViewController

    init(fromVC: UIViewController, toVC: UIViewController) {
        self.fromVC = fromVC
        self.toVC = toVC
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let finalFrame = transitionContext.finalFrame(for: toVC)
        transitionContext.containerView.addSubview(toVC.view)
        toVC.view.frame = finalFrame.offsetBy(dx: UIScreen.main.bounds.width - finalFrame.minX, dy: 0)
        UIView.animate(
            withDuration: Self.duration,
            animations: { self.toVC.view.frame = finalFrame },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}
