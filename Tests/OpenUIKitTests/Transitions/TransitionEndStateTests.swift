import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A transition ends with the leaving controller off screen and the arriving one on screen, whatever moved
/// them meanwhile (cases the fuzzer found: a container that leaves its window and comes back while it swaps
/// children forwards its own appearance to both).
@MainActor
@Suite(.freshApplication) struct TransitionEndStateTests {
    @Test func aContainerThatComesBackMidSwapEndsWithTheLeavingChildDisappeared() {
        let first = UIViewController(), root = UIViewController(), leaving = UIViewController(),
            arriving = UIViewController()
        first.title = "First"
        root.title = "Root"
        leaving.title = "Leaving"
        arriving.title = "Arriving"
        let window = UIWindow()
        window.rootViewController = first
        first.addChild(leaving)
        first.view.addSubview(leaving.view)
        leaving.didMove(toParent: first)
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        leaving.willMove(toParent: nil)
        first.addChild(arriving)
        first.transition(from: leaving, to: arriving, duration: 0.3, options: [], animations: {}) { _ in
            leaving.removeFromParent()
            arriving.didMove(toParent: first)
        }
        // The container leaves the window and comes back inside another root, mid-swap.
        window.rootViewController = root
        root.addChild(first)
        root.view.addSubview(first.view)
        first.didMove(toParent: root)
        let trace = LifecycleTrace(recording: root)
        UIApplication.shared.runUntilIdle()
        #expect(
            trace.lines.filter { $0.hasPrefix("Leaving view") } == [
                "Leaving viewDidAppear(false)", "Leaving viewWillDisappear(true)",
                "Leaving viewDidDisappear(true)",
            ])
        #expect(leaving.appearanceState == .disappeared && leaving.viewIfLoaded?.superview == nil)
        #expect(arriving.appearanceState == .appeared)
        #expect(LeftoverStateChecker.check(window) == [])
    }
}
