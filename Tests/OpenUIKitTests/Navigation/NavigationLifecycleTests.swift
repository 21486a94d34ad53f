import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// A navigation controller's own appearance and the release of the controllers it pops.
@MainActor
@Suite(.freshApplication) struct NavigationLifecycleTests {
    @Test func showingTheNavigationControllerForwardsItsAppearanceToTheTop() {
        let log = LoggingController.Log()
        let root = LoggingController("A", log: log)
        let nav = UINavigationController(rootViewController: root)
        nav.title = "Nav"
        let window = ControllerFixtures.window(root: nav)
        let trace = LifecycleTrace(recording: nav)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        #expect(
            trace.lines == [
                "Nav loadView", "Nav viewDidLoad", "A loadView", "A viewDidLoad",
                "Nav viewWillAppear(false)", "A viewWillAppear(false)", "Nav viewDidAppear(false)",
                "A viewDidAppear(false)",
            ])
        // Full screen under the translucent bar (UIKit's layout), the bar insetting the safe area.
        #expect(root.view.frame == StandardScreen.bounds)
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(root.view.superview === nav.contentView)
        #expect(LeftoverStateChecker.check(window) == [])
    }

    @Test func manyAnimatedCyclesLeakNoController() {
        let s = NavigationSetup()
        var released: [() -> Bool] = []
        for index in 0..<50 {
            let pushed = UIViewController()
            pushed.title = "P\(index)"
            released.append { [weak pushed] in pushed == nil }
            s.nav.pushViewController(pushed, animated: true)
            UIApplication.shared.runUntilIdle()
            s.nav.popViewController(animated: true)
            UIApplication.shared.runUntilIdle()
        }
        #expect(released.allSatisfy { $0() })
        #expect(ControllerTransition.inFlight.isEmpty)
        #expect(s.nav.children == [s.root])
        #expect(LeftoverStateChecker.check(s.window) == [])
    }
}
