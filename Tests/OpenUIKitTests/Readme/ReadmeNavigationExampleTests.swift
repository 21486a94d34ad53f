// swift-format-ignore-file
// (This file quotes the documentation, README.md and the DocC articles, verbatim: ReadmeCoverageTests checks it.)
import Foundation
import Testing
import OpenUIKitTesting
import OpenUIKit

/// The documentation's navigation example, line for line, with the traces it prints: a push with a delegate
/// animator, then an interactive pop that is cancelled.
@MainActor
@Suite(.freshApplication) struct ReadmeNavigationExampleTests {
    @Test func aPushWithADelegateAnimatorThenAnInteractivePopCancelled() {
        final class FadeIn: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                let toVC = transitionContext.viewController(forKey: .to)!
                transitionContext.containerView.addSubview(toVC.view)
                toVC.view.frame = transitionContext.finalFrame(for: toVC)
                toVC.view.alpha = 0
                UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { toVC.view.alpha = 1 }) { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
        }

        final class SlidePop: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                let container = transitionContext.containerView
                let fromView = transitionContext.view(forKey: .from)!, toView = transitionContext.view(forKey: .to)!
                toView.frame = container.bounds.offsetBy(dx: -0.3 * container.bounds.width, dy: 0)
                container.insertSubview(toView, belowSubview: fromView)
                UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: {
                    fromView.frame = container.bounds.offsetBy(dx: container.bounds.width, dy: 0)
                    toView.frame = container.bounds
                }) { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
        }

        final class Delegate: UINavigationControllerDelegate {
            var interaction: UIPercentDrivenInteractiveTransition?

            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
                operation == .push ? FadeIn() : SlidePop()
            }

            func navigationController(_ navigationController: UINavigationController,
                                      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
                interaction
            }
        }

        let list = UIViewController()
        list.title = "List"
        let nav = UINavigationController(rootViewController: list)
        nav.title = "Nav"
        let window = UIWindow()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        let detail = UIViewController()
        detail.title = "Detail"

        let delegate = Delegate()
        nav.delegate = delegate
        var trace = LifecycleTrace(recording: nav)
        nav.pushViewController(detail, animated: true)
        UIApplication.shared.runUntilIdle()
        print(trace.lines.joined(separator: "\n"))
        #expect(trace.lines == [
            "Detail willMove(toParent: Nav)", "Detail loadView", "Detail viewDidLoad",
            "Nav delegate animationControllerFor push", "Nav delegate interactionControllerFor",
            "Nav push List → Detail began", "List viewWillDisappear(true)", "Detail viewWillAppear(true)",
            "Nav delegate willShow Detail", "Nav coordinator alongside animation",
            "Detail animation view.opacity started", "Nav animation UILabel.opacity started", "Nav animation UILabel.opacity started",
            "Detail animation view.opacity stopped (finished: true)", "Nav context.completeTransition(true)",
            "Nav push List → Detail completed", "List viewDidDisappear(true)", "Detail viewDidAppear(true)",
            "Nav coordinator completion (cancelled: false)", "Detail didMove(toParent: Nav)", "Nav delegate didShow Detail",
            "Nav animation UILabel.opacity stopped (finished: true)",
        ])
        #expect(LeftoverStateChecker.check(window) == [])

        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        trace = LifecycleTrace(recording: nav)
        nav.popViewController(animated: true)
        interaction.update(0.3)                             // the finger moved 30 % of the way
        interaction.cancel()                                // and let go
        UIApplication.shared.runUntilIdle()
        print(trace.lines.joined(separator: "\n"))
        #expect(trace.lines == [
            "Detail willMove(toParent: nil)", "Nav delegate animationControllerFor pop", "Nav delegate interactionControllerFor",
            "Nav pop Detail → List began", "Detail viewWillDisappear(true)", "List viewWillAppear(true)",
            "Nav delegate willShow List", "Nav interaction startInteractiveTransition", "Nav coordinator alongside animation",
            "Nav context.updateInteractiveTransition(0.3)", "Nav context.cancelInteractiveTransition()",
            "Detail animation view.position started", "List animation view.position started",
            "Nav animation UILabel.opacity started", "Nav animation UILabel.opacity started",
            "Detail animation view.position stopped (finished: false)", "List animation view.position stopped (finished: false)",
            "Nav context.completeTransition(false)", "Nav pop Detail → List cancelled",
            "List viewWillDisappear(true)", "List viewDidDisappear(true)", "Detail viewWillAppear(true)", "Detail viewDidAppear(true)",
            "Nav coordinator completion (cancelled: true)", "Detail didMove(toParent: Nav)",
            "Nav animation UILabel.opacity stopped (finished: true)",
        ])
        #expect(nav.viewControllers == [list, detail])
        #expect(LeftoverStateChecker.check(window) == [])
    }
}
