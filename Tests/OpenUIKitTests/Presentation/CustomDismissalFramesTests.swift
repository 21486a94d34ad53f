import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// The frames a custom dismissal's animator reads: the presented view's frame from its presentation
/// controller's `frameOfPresentedViewInContainerView`, at the start and at the end.
@MainActor
@Suite(.freshApplication) struct CustomDismissalFramesTests {
    /// A presentation controller that puts the presented view in the bottom half of the container.
    final class HalfHeight: UIPresentationController {
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }
    }

    /// Records the frames the context gives for the dismissed controller, then completes.
    final class RecordingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var frames: [String] = []
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.2
        }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let from = transitionContext.viewController(forKey: .from)!
            let to = transitionContext.viewController(forKey: .to)!
            frames.append("from initial \(transitionContext.initialFrame(for: from))")
            frames.append("from final \(transitionContext.finalFrame(for: from))")
            frames.append("to final \(transitionContext.finalFrame(for: to))")
            transitionContext.completeTransition(true)
        }
    }

    final class Delegate: UIViewControllerTransitioningDelegate {
        let dismissal = RecordingAnimator()
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            HalfHeight(presentedViewController: presented, presenting: presenting)
        }
        func animationController(
            forDismissed dismissed: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            dismissal
        }
    }

    @Test func aCustomDismissalEndsAtThePresentationControllersFrame() {
        let s = PresentationSetup(style: .custom)
        let delegate = Delegate()
        s.presented.transitioningDelegate = delegate
        s.present(animated: false)
        #expect(s.presented.view.frame == CGRect(x: 0, y: 422, width: StandardScreen.width, height: 422))
        s.dismiss(animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(
            delegate.dismissal.frames == [
                "from initial \(CGRect(x: 0, y: 422, width: StandardScreen.width, height: 422))",
                "from final \(CGRect(x: 0, y: 422, width: StandardScreen.width, height: 422))",
                "to final \(StandardScreen.bounds)",
            ])
    }

    @Test func aFullScreenDismissalEndsAtZeroForTheDismissedController() {
        let s = PresentationSetup(style: .fullScreen)
        let delegate = Delegate()
        s.presented.transitioningDelegate = delegate
        s.present(animated: false)
        s.dismiss(animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(delegate.dismissal.frames[1] == "from final \(CGRect.zero)")
    }
}
