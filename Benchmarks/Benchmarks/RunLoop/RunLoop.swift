import Benchmark
import BenchmarkSupport
import Foundation
import OpenUIKit

/// A shown window whose root controller holds `count` small views.
@MainActor
func makeShownWindow(views count: Int) -> (UIWindow, [UIView]) {
    UIApplication.shared.reset()
    let root = UIViewController()
    let window = UIWindow()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let views = (0..<count).map { index in
        let view = UIView(
            frame: CGRect(x: CGFloat(index % 10) * 36, y: CGFloat(index / 10) * 36, width: 30, height: 30))
        view.backgroundColor = .systemBlue
        root.view.addSubview(view)
        return view
    }
    UIApplication.shared.advance(by: 0)
    return (window, views)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(3), maxIterations: 500)

    Benchmark("Run-loop turn: one 1/60 s frame, 200 views in block animations") { benchmark in
        await MainActor.run {
            let (_, views) = makeShownWindow(views: 200)
            UIView.animate(
                withDuration: 1, delay: 0, options: [.repeat, .autoreverse],
                animations: {
                    for view in views { view.center.y += 300 }
                })
        }
        await measure(benchmark) { UIApplication.shared.advance(by: 1.0 / 60) }
    }

    Benchmark("Child swap: transition(from:to:) over 0.25 s, run to idle") { benchmark in
        let parent = await MainActor.run { () -> UIViewController in
            let (window, _) = makeShownWindow(views: 0)
            let parent = window.rootViewController!
            let first = UIViewController()
            parent.addChild(first)
            parent.view.addSubview(first.view)
            first.didMove(toParent: parent)
            UIApplication.shared.advance(by: 0)
            return parent
        }
        await measure(benchmark) {
            let from = parent.children[0]
            let to = UIViewController()
            from.willMove(toParent: nil)
            parent.addChild(to)
            parent.transition(from: from, to: to, duration: 0.25, options: [.transitionCrossDissolve], animations: nil)
            { _ in
                from.removeFromParent()
                to.didMove(toParent: parent)
            }
            UIApplication.shared.runUntilIdle()
        }
    }

    Benchmark(
        "Navigation: one animated push and pop with full lifecycle, run to idle (1,000 cycles)",
        configuration: .init(
            metrics: [.wallClock, .cpuTotal, .peakMemoryResident], maxDuration: .seconds(30),
            maxIterations: 1_000)
    ) { benchmark in
        let nav = await MainActor.run { () -> UINavigationController in
            UIApplication.shared.reset()
            let nav = UINavigationController(rootViewController: UIViewController())
            let window = UIWindow()
            window.rootViewController = nav
            window.makeKeyAndVisible()
            UIApplication.shared.advance(by: 0)
            return nav
        }
        await measure(benchmark) {
            nav.pushViewController(UIViewController(), animated: true)
            UIApplication.shared.runUntilIdle()
            nav.popViewController(animated: true)
            UIApplication.shared.runUntilIdle()
        }
    }

    Benchmark(
        "Navigation: 10,000 animated push/pop cycles, run to idle (RSS and leaks)",
        configuration: .init(
            metrics: [.wallClock, .peakMemoryResident, .memoryLeaked], maxDuration: .seconds(120),
            maxIterations: 3)
    ) { benchmark in
        let nav = await MainActor.run { () -> UINavigationController in
            UIApplication.shared.reset()
            let nav = UINavigationController(rootViewController: UIViewController())
            let window = UIWindow()
            window.rootViewController = nav
            window.makeKeyAndVisible()
            UIApplication.shared.advance(by: 0)
            return nav
        }
        await measure(benchmark) {
            for _ in 0..<10_000 {
                nav.pushViewController(UIViewController(), animated: true)
                UIApplication.shared.runUntilIdle()
                nav.popViewController(animated: true)
                UIApplication.shared.runUntilIdle()
            }
        }
    }

    Benchmark(
        "Presentation: one animated present and dismiss (page sheet) with full lifecycle, run to idle (1,000 cycles)",
        configuration: .init(
            metrics: [.wallClock, .cpuTotal, .peakMemoryResident], maxDuration: .seconds(30),
            maxIterations: 1_000)
    ) { benchmark in
        let home = await MainActor.run { makeShownWindow(views: 0).0.rootViewController! }
        await measure(benchmark) {
            home.present(UIViewController(), animated: true)
            UIApplication.shared.runUntilIdle()
            home.dismiss(animated: true)
            UIApplication.shared.runUntilIdle()
        }
    }

    Benchmark(
        "Presentation: 10,000 animated full-screen present/dismiss cycles, run to idle (RSS and leaks)",
        configuration: .init(
            metrics: [.wallClock, .peakMemoryResident, .memoryLeaked], maxDuration: .seconds(120),
            maxIterations: 3)
    ) { benchmark in
        let home = await MainActor.run { makeShownWindow(views: 0).0.rootViewController! }
        await measure(benchmark) {
            for _ in 0..<10_000 {
                let presented = UIViewController()
                presented.modalPresentationStyle = .fullScreen
                home.present(presented, animated: true)
                UIApplication.shared.runUntilIdle()
                home.dismiss(animated: true)
                UIApplication.shared.runUntilIdle()
            }
        }
    }

    Benchmark(
        "Tab bar: one animated tab switch (a 0.3 s delegate slide) run to idle (1,000 switches)",
        configuration: .init(
            metrics: [.wallClock, .cpuTotal, .peakMemoryResident], maxDuration: .seconds(30),
            maxIterations: 1_000)
    ) { benchmark in
        let tabs = await MainActor.run { makeShownTabs() }
        await measure(benchmark) {
            tabs.selectedIndex = 1 - tabs.selectedIndex
            UIApplication.shared.runUntilIdle()
        }
    }

    Benchmark("Property animator scrub: set fractionComplete and commit, 100 views") { benchmark in
        let animator = await MainActor.run { () -> UIViewPropertyAnimator in
            let (_, views) = makeShownWindow(views: 100)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
                for view in views { view.center.x += 200 }
            }
            animator.pauseAnimation()
            return animator
        }
        var fraction = 0.0
        await measure(benchmark) {
            fraction = fraction >= 1 ? 0 : fraction + 0.01
            animator.fractionComplete = fraction
            UIApplication.shared.advance(by: 0)
        }
    }

    Benchmark("Touch: one run-loop turn delivering a move to a pan recognizer, 200 views") { benchmark in
        let touch = await MainActor.run { () -> UITouch in
            let (window, _) = makeShownWindow(views: 200)
            window.rootViewController!.view.addGestureRecognizer(
                UIPanGestureRecognizer { pan in
                    pan.setTranslation(.zero, in: nil)
                })
            let touch = UIApplication.shared.touchDown(at: CGPoint(x: 5, y: 5))
            UIApplication.shared.advance(by: 1.0 / 60)
            return touch
        }
        var step = 0
        await measure(benchmark) {
            step += 1
            UIApplication.shared.touchMove(touch, to: CGPoint(x: 5 + CGFloat(step % 2) * 20, y: 5))
            UIApplication.shared.advance(by: 1.0 / 60)
        }
    }
}

/// A slide of the arriving view in from the right over 0.3 s.
@MainActor
final class SlideAnimator: UIViewControllerAnimatedTransitioning, UITabBarControllerDelegate {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)!
        let bounds = transitionContext.containerView.bounds
        toView.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3, animations: { toView.frame = bounds }) { _ in
            transitionContext.completeTransition(true)
        }
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { self }
}

/// Delegates held for the benchmarks' lifetime (controllers hold theirs weakly).
@MainActor private var keptDelegates: [AnyObject] = []

/// A shown tab bar controller with two tabs whose delegate slides them.
@MainActor
func makeShownTabs() -> UITabBarController {
    UIApplication.shared.reset()
    let tabs = UITabBarController()
    tabs.viewControllers = [UIViewController(), UIViewController()]
    let slide = SlideAnimator()
    tabs.delegate = slide
    keptDelegates.append(slide)
    let window = UIWindow()
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    UIApplication.shared.advance(by: 0)
    return tabs
}
