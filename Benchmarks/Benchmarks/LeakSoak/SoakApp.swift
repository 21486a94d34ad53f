import Foundation
import OpenUIKit

/// The app the soak runs: a tab bar controller whose first tab is a navigation controller over a screen with a
/// scroll view and a button, and whose second tab is a container that swaps its child. The controllers the app
/// keeps for its whole life are titled "Soak …"; every other controller a step makes is let go of by the step.
@MainActor
final class SoakApp {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let tabs = UITabBarController()
    let home = UIViewController()
    let navigation: UINavigationController
    let container = UIViewController()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
    let button = UIButton(type: .system)
    private let slide = SoakSlideAnimator()
    private(set) var taps = 0
    private var swaps = 0

    /// The built-in presentation styles and transitions the presentation step goes through in turn.
    private let presentations: [(UIModalPresentationStyle, UIModalTransitionStyle)] = [
        (.fullScreen, .coverVertical), (.pageSheet, .coverVertical), (.formSheet, .coverVertical),
        (.overFullScreen, .crossDissolve), (.fullScreen, .flipHorizontal), (.fullScreen, .partialCurl),
        (.overCurrentContext, .coverVertical),
    ]

    init() {
        UIApplication.shared.reset()
        home.title = "Soak home"
        navigation = UINavigationController(rootViewController: home)
        navigation.title = "Soak navigation"
        container.title = "Soak container"
        tabs.title = "Soak tabs"
        tabs.viewControllers = [navigation, container]
        scrollView.contentSize = CGSize(width: 390, height: 4_000)
        home.view.addSubview(scrollView)
        button.frame = CGRect(x: 20, y: 600, width: 120, height: 44)
        button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
        home.view.addSubview(button)
        let child = Self.transient()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
    }

    /// Whether a controller the trace names is one the app holds now: one it keeps for its whole life, or the
    /// container's current child (each swap makes a new one, numbered, and the old one must go).
    func keeps(_ traceName: String) -> Bool {
        traceName.hasPrefix("Soak") || traceName == container.children.first?.title
    }

    private static func transient() -> UIViewController {
        let controller = UIViewController()
        controller.title = "Transient"
        return controller
    }

    /// Runs step `index` of the soak's cycle to idle.
    func run(step index: Int) {
        switch index % 8 {
        case 0:
            navigation.pushViewController(Self.transient(), animated: true)
            UIApplication.shared.runUntilIdle()
            navigation.popViewController(animated: true)
        case 1, 2:
            // An edge swipe that crosses the screen finishes the pop; a short slow one cancels it.
            navigation.pushViewController(Self.transient(), animated: true)
            UIApplication.shared.runUntilIdle()
            let end = CGPoint(x: index % 8 == 1 ? 330 : 40, y: 400)
            UIApplication.shared.drag(from: CGPoint(x: 2, y: 400), to: end, duration: index % 8 == 1 ? 0.2 : 0.5)
            UIApplication.shared.runUntilIdle()
            if navigation.viewControllers.count > 1 { navigation.popViewController(animated: true) }
        case 3:
            let (style, transition) = presentations[(index / 8) % presentations.count]
            let presented = Self.transient()
            presented.modalPresentationStyle = style
            presented.modalTransitionStyle = transition
            home.present(presented, animated: true)
            UIApplication.shared.runUntilIdle()
            presented.dismiss(animated: true)
        case 4:
            tabs.selectedIndex = 1
            UIApplication.shared.runUntilIdle()
            tabs.selectedIndex = 0
        case 5:
            swapContainerChild()
        case 6:
            UIApplication.shared.tap(at: button.convert(CGPoint(x: 60, y: 22), to: nil))
            UIApplication.shared.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 150), duration: 0.1)
        default:
            let presented = Self.transient()
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = slide
            home.present(presented, animated: true)
            UIApplication.shared.runUntilIdle()
            presented.dismiss(animated: true)
        }
        UIApplication.shared.runUntilIdle()
    }

    /// `transition(from:to:)` in the second tab, from its child to a new one.
    private func swapContainerChild() {
        guard let from = container.children.first else { return }
        swaps += 1
        let to = Self.transient()
        to.title = "Child \(swaps)"
        from.willMove(toParent: nil)
        container.addChild(to)
        container.transition(
            from: from, to: to, duration: 0.25, options: [.transitionCrossDissolve], animations: nil
        ) { [container] _ in
            from.removeFromParent()
            to.didMove(toParent: container)
        }
    }
}

/// A transitioning delegate whose animator slides the presented view in from the right and out again.
@MainActor
final class SoakSlideAnimator: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { self }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        self
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let presenting = transitionContext.view(forKey: .to) != nil
        let moving = presenting ? transitionContext.view(forKey: .to) : transitionContext.view(forKey: .from)
        guard let moving else { return transitionContext.completeTransition(true) }
        let shown = container.bounds
        let aside = shown.offsetBy(dx: shown.width, dy: 0)
        if presenting {
            moving.frame = aside
            container.addSubview(moving)
        }
        UIView.animate(withDuration: 0.3, animations: { moving.frame = presenting ? shown : aside }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
