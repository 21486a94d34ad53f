import Foundation
import Testing
@testable import OpenUIKit

/// The README's containment and property-animator examples, line for line, with what they say they print.
@MainActor
@Suite struct ReadmeControllerExampleTests {
    final class Container: UIViewController {
        override func viewDidLoad() {
            let child = UIViewController()
            child.title = "Child"
            addChild(child)                     // calls child.willMove(toParent: self)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    @Test func theContainmentExamplePrintsItsTrace() {
        UIApplication.shared.reset()
        let container = Container()
        container.title = "Container"
        let window = UIWindow()
        window.rootViewController = container
        let trace = LifecycleTrace(recording: container)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        #expect(trace.lines == [
            "Container loadView", "Container viewDidLoad", "Child willMove(toParent: Container)", "Child loadView",
            "Child viewDidLoad", "Child didMove(toParent: Container)", "Container viewWillAppear(false)",
            "Child viewWillAppear(false)", "Container viewDidAppear(false)", "Child viewDidAppear(false)",
        ])
        trace.removeAll()
        let current = container.children[0]
        let next = UIViewController()
        next.title = "Next"
        current.willMove(toParent: nil)
        container.addChild(next)
        container.transition(from: current, to: next, duration: 0.3, options: [.transitionCrossDissolve], animations: nil) { _ in
            current.removeFromParent()
            next.didMove(toParent: container)
        }
        UIApplication.shared.runUntilIdle()
        #expect(trace.lines == [
            "Child willMove(toParent: nil)", "Next willMove(toParent: Container)", "Container transition Child → Next",
            "Next loadView", "Next viewDidLoad", "Next viewWillAppear(true)", "Child viewWillDisappear(true)",
            "Container animation view.transition started", "Container animation view.transition stopped (finished: true)",
            "Container transition Child → Next ended (finished: true)", "Child viewDidDisappear(true)", "Next viewDidAppear(true)", "Child didMove(toParent: nil)",
            "Next didMove(toParent: Container)",
        ])
        #expect(LeftoverStateChecker.check(window) == [])
    }

    @Test func thePropertyAnimatorExamplePrintsWhatItSays() throws {
        UIApplication.shared.reset()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { box.center.x = 325 }
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.5)
        animator.pauseAnimation()
        #expect(animator.fractionComplete == 0.5)
        animator.fractionComplete = 0.25
        UIApplication.shared.advance(by: 0)
        #expect(try #require(box.layer.presentation()).position.x == 100)
        animator.isReversed = true
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        UIApplication.shared.runUntilIdle()
        #expect(ended == [.start])
        #expect(box.center.x == 25)
    }
}
