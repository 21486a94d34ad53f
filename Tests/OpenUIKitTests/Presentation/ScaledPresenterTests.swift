import Foundation
import Testing
@testable import OpenUIKit

/// A full-screen custom presentation whose animator scales the presenter's view down (0.9) as the presented
/// view comes in: UIKit removes the presenter's view when the presentation ends and hands it back to the
/// dismissal's animator as the to view. Its `bounds` are what they were — setting `transform` never changes
/// them — whatever happens to the view while it is out of the window.
@MainActor
@Suite(.freshApplication) struct ScaledPresenterTests {
    final class ScalingAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate
    {
        var boundsSeenOnDismissal: CGRect?
        var transformSeenOnDismissal: CGAffineTransform?

        func transitionDuration(
            using transitionContext: (any UIViewControllerContextTransitioning)?
        )
            -> TimeInterval
        { 0.5 }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            if let presented = transitionContext.viewController(forKey: .to), presented.isBeingPresented {
                let from = transitionContext.view(forKey: .from)
                let to = transitionContext.view(forKey: .to)!
                to.frame = transitionContext.finalFrame(for: presented)
                container.addSubview(to)
                UIView.animate(withDuration: 0.5) {
                    from?.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
                } completion: { _ in
                    transitionContext.completeTransition(true)
                }
            } else {
                let from = transitionContext.view(forKey: .from)!
                let to = transitionContext.view(forKey: .to)
                boundsSeenOnDismissal = to?.bounds
                transformSeenOnDismissal = to?.transform
                if let to { container.insertSubview(to, belowSubview: from) }
                UIView.animate(withDuration: 0.5) {
                    to?.transform = .identity
                    from.alpha = 0
                } completion: { _ in
                    transitionContext.completeTransition(true)
                }
            }
        }

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { self }

        func animationController(
            forDismissed dismissed: UIViewController
        )
            -> (any UIViewControllerAnimatedTransitioning)?
        { self }
    }

    @Test(arguments: [false, true])
    func thePresentersBoundsSurviveItsTimeOutOfTheWindow(onAPhone: Bool) throws {
        if onAPhone { UIScreen.main.use(.iPhone14) }
        let presenter = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow()
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let full = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(presenter.view.bounds == full)
        let animator = ScalingAnimator()
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = animator
        presenter.present(presented, animated: true)
        UIApplication.shared.runUntilIdle()
        // Presented: the presenter's view left the window at 0.9 of its size, its bounds unchanged.
        #expect(presenter.view.window == nil)
        #expect(presenter.view.transform == CGAffineTransform(scaleX: 0.9, y: 0.9))
        #expect(presenter.view.bounds == full)
        #expect(presenter.view.center == CGPoint(x: 195, y: 422))
        presented.dismiss(animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(animator.boundsSeenOnDismissal == full)
        #expect(animator.transformSeenOnDismissal == CGAffineTransform(scaleX: 0.9, y: 0.9))
        #expect(presenter.view.window === window)
        #expect(presenter.view.transform == .identity)
        #expect(presenter.view.frame == full)
        #expect(presenter.view.bounds == full)
    }
}
