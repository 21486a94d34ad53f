import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// A push started while the navigation controller itself is still appearing (from the root's
/// viewWillAppear): UIKit warns "Unbalanced calls"; the transition keeps both controllers, so the
/// container's own forwarding does not end their appearance early.
@MainActor
@Suite(.freshApplication) struct NavigationPushDuringAppearanceTests {
    @Test func aPushFromTheRootsViewWillAppearIsUnbalancedAndTheTransitionKeepsItsControllers() {
        let log = LoggingController.Log()
        let root = LoggingController("A", log: log)
        let b = LoggingController("B", log: log)
        let nav = UINavigationController(rootViewController: root)
        nav.title = "Nav"
        log.lines.removeAll()
        root.onViewWillAppear = { controller in controller.navigationController?.pushViewController(b, animated: true) }
        let window = ControllerFixtures.window(root: nav)
        let reports = Diagnostics.capture {
            window.makeKeyAndVisible()
            UIApplication.shared.advance(by: 0)
        }
        #expect(reports.map(\.message) == ["Unbalanced calls to begin/end appearance transitions for \(root)."])
        #expect(b.appearanceState == .appearing)
        UIApplication.shared.runUntilIdle()
        #expect(
            log.lines.filter { !$0.hasSuffix("LayoutSubviews") } == [
                "A loadView", "A viewDidLoad", "A viewWillAppear(false)",
                "B willMove(toParent: Nav)", "B loadView", "B viewDidLoad",
                "A viewWillDisappear(true)", "B viewWillAppear(true)",
                "A viewDidDisappear(true)", "B viewDidAppear(true)", "B didMove(toParent: Nav)",
            ])
        #expect(LeftoverStateChecker.check(window) == [])
    }
}
