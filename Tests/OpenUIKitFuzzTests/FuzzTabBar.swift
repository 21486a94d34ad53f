import Foundation
import PropertyBased
@testable import OpenUIKit

/// The tab bar area's operations, on the scene's tab bar controller `t` (root of the key window), whose tabs
/// are pool controllers.
enum FuzzTabBarOperation: Hashable, Sendable, CustomStringConvertible {
    /// The pool controllers the bit mask names, in order, become the tabs.
    case setTabs(mask: Int)
    case select(Int)
    case tap(Int)
    /// The delegate's kind: `FuzzTabBarOperation.delegates`.
    case setDelegate(Int)
    /// A call on the interaction controller of a waiting interactive switch: `FuzzTabBarOperation.interactionCalls`.
    case interaction(Int)

    static let delegates = ["nil", "crossfade animator (0.3 s)", "crossfade animator driven interactively"]
    static let interactionCalls = ["update(0.3)", "update(0.8)", "finish()", "cancel()"]

    var description: String {
        switch self {
        case .setTabs(let mask):
            return
                "t.viewControllers = [\(FuzzOperation.viewIndices(mask).map { "c\($0 % FuzzUniverse.controllerCount)" }.joined(separator: ", "))]"
        case .select(let index): return "t.selectedIndex = \(index)"
        case .tap(let index): return "tap t.tabBar's item \(index)"
        case .setDelegate(let kind): return "t.delegate = \(FuzzOperation.pick(Self.delegates, kind))"
        case .interaction(let call): return "interaction.\(FuzzOperation.pick(Self.interactionCalls, call))"
        }
    }
}

extension FuzzGenerators {
    static let tabBarDomains: [FuzzDomain] = [
        FuzzDomain("setTabs", 2, 2, Gen.int(in: 0...31).map { FuzzOperation.tabBar(.setTabs(mask: $0)) }),
        FuzzDomain("selectTab", 6, 5, Gen.int(in: -1...5).map { FuzzOperation.tabBar(.select($0)) }),
        FuzzDomain("tapTab", 6, 5, Gen.int(in: 0...4).map { FuzzOperation.tabBar(.tap($0)) }),
        FuzzDomain(
            "tabDelegate", 2, 2,
            Gen.int(in: 0..<FuzzTabBarOperation.delegates.count).map { FuzzOperation.tabBar(.setDelegate($0)) }),
        FuzzDomain(
            "tabInteraction", 5, 4,
            Gen.int(in: 0..<FuzzTabBarOperation.interactionCalls.count).map { FuzzOperation.tabBar(.interaction($0)) }),
    ]
}

/// A cross-fade over 0.3 s: the arriving view fades in over the leaving one.
@MainActor
final class FuzzCrossfadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
            let to = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        toView.frame = transitionContext.finalFrame(for: to)
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
            toView.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// The tab bar controller's delegate: no animator, a cross-fade, or a cross-fade driven by an interaction
/// controller the program calls; it counts the taps it is told about.
@MainActor
final class FuzzTabBarDelegate: UITabBarControllerDelegate {
    var kind = 0
    private(set) var interaction: UIPercentDrivenInteractiveTransition?
    var didSelect: [UIViewController] = []

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        didSelect.append(viewController)
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        kind == 0 ? nil : FuzzCrossfadeAnimator()
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        guard kind == 2 else { return nil }
        let interaction = UIPercentDrivenInteractiveTransition()
        self.interaction = interaction
        return interaction
    }

    /// The interaction controller of the switch running now, if it waits for the program.
    func takeInteraction() -> UIPercentDrivenInteractiveTransition? {
        defer { interaction = nil }
        return interaction
    }
}
