import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting
import TestSupport

/// A controller laid out with constraints, pushed with a custom animator: when `animateTransition` puts its
/// view at `finalFrame(for:)` and lays it out, the subviews are at their final frames.
@MainActor
@Suite(.freshApplication) struct ConstraintTransitionTests {
    /// A controller with a field pinned inside its margins, below its safe area's top.
    final class Form: UIViewController {
        let field = LayoutFixtures.constrained()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
            NSLayoutConstraint.activate([
                field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
                field.heightAnchor.constraint(equalToConstant: 44),
            ])
        }
    }

    /// An animator that records the field's frame once the incoming view is placed and laid out.
    final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        var seen: (view: CGRect, field: CGRect)?
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.3
        }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let form = transitionContext.viewController(forKey: .to) as? Form,
                let view = transitionContext.view(forKey: .to)
            else { return transitionContext.completeTransition(false) }
            transitionContext.containerView.addSubview(view)
            view.frame = transitionContext.finalFrame(for: form)
            view.layoutIfNeeded()
            seen = (view.frame, form.field.frame)
            transitionContext.completeTransition(true)
        }
    }

    final class Delegate: NSObject, UINavigationControllerDelegate {
        let animator = Animator()
        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    }

    @Test func thePushedViewIsLaidOutAtItsFinalFrame() throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let delegate = Delegate()
        navigation.delegate = delegate
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        let form = Form()
        navigation.pushViewController(form, animated: true)
        UIApplication.shared.advance(by: 0.5)
        let seen = try #require(delegate.animator.seen)
        // Full screen under the translucent bar; its safe area starts below the bar, so the field sits 12
        // below it, inside the root view's 16-point minimum margins.
        let top = form.view.safeAreaInsets.top
        #expect(seen.view == StandardScreen.bounds)
        #expect(seen.field == CGRect(x: 16, y: top + 12, width: 358, height: 44))
        #expect(form.field.frame == seen.field)
    }
}
