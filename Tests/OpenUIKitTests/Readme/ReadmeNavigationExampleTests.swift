import Foundation
import Testing
@testable import OpenUIKit

/// The README's navigation examples, line for line, with the traces they print.
@MainActor
@Suite struct ReadmeNavigationExampleTests {
    final class Delegate: UINavigationControllerDelegate {
        var interaction: UIPercentDrivenInteractiveTransition?

        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            operation == .push ? VCCustomTransitioning(type: .push) : SlidePopAnimator()
        }

        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
            interaction
        }
    }

    /// The README's set-up: "Nav" with root "List" and `stacked` above it, on screen, with a `Delegate`.
    private func shownNavigation(stacked: [UIViewController] = []) -> (UINavigationController, UIViewController, Delegate, UIWindow) {
        UIApplication.shared.reset()
        let list = UIViewController()
        list.title = "List"
        let nav = UINavigationController(rootViewController: list)
        nav.title = "Nav"
        for controller in stacked { nav.pushViewController(controller, animated: false) }
        let delegate = Delegate()
        nav.delegate = delegate
        let window = UIWindow()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        return (nav, list, delegate, window)
    }

    private func detailController() -> UIViewController {
        let detail = UIViewController()
        detail.title = "Detail"
        return detail
    }

    @Test func aPushWithADelegateAnimatorPrintsItsTrace() {
        let (nav, _, delegate, window) = shownNavigation()
        let detail = detailController()
        let trace = LifecycleTrace(recording: nav)
        nav.pushViewController(detail, animated: true)
        UIApplication.shared.runUntilIdle()
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
        withExtendedLifetime(delegate) {}
    }

    @Test func anInteractivePopCancelledPrintsItsTrace() {
        let detail = detailController()
        let (nav, list, delegate, window) = shownNavigation(stacked: [detail])
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        let trace = LifecycleTrace(recording: nav)
        nav.popViewController(animated: true)
        interaction.update(0.3)                     // the finger moved 30 % of the way
        interaction.cancel()                        // and let go
        UIApplication.shared.runUntilIdle()
        #expect(trace.lines == [
            "Detail willMove(toParent: nil)", "List loadView", "List viewDidLoad",
            "Nav delegate animationControllerFor pop", "Nav delegate interactionControllerFor",
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
