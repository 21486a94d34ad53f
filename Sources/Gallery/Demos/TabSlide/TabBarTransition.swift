import Foundation
import OpenUIKit

/// The `TabBarTransition` of “Complex Animation Cases”, the animator its tab bar controller delegate returns for every
/// switch (`initWithFromVC:ToVC:`): the new page slides in from the right while the old one leaves to the left, over
/// 0.5 s with UIView animation's default easeInOut curve; when the animation ends the old view's frame is put back and
/// the context is told whether the switch completed.
///
/// One addition to the seed, whose recording only goes forwards: when the new tab is left of the old one on
/// the bar, the pages slide the other way, left to right.
@MainActor
final class TabBarTransition: UIViewControllerAnimatedTransitioning {
    let fromVC: UIViewController
    let toVC: UIViewController

    init(fromVC: UIViewController, toVC: UIViewController) {
        self.fromVC = fromVC
        self.toVC = toVC
    }

    /// Whether the new tab is left of the old one on the tab bar controller's bar.
    var goesBack: Bool {
        let tabs = fromVC.tabBarController?.viewControllers ?? []
        guard let from = tabs.firstIndex(where: { $0 === fromVC }), let to = tabs.firstIndex(where: { $0 === toVC })
        else { return false }
        return to < from
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let width = goesBack ? -containerView.bounds.width : containerView.bounds.width
        let finalFrame = transitionContext.finalFrame(for: toVC)
        toView.frame = finalFrame.offsetBy(dx: width, dy: 0)
        containerView.addSubview(toView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView.frame = finalFrame
                fromView.frame = finalFrame.offsetBy(dx: -width, dy: 0)
            },
            completion: { _ in
                fromView.frame = finalFrame
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
