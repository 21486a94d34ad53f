import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// A window drives its root controller's appearance (launch and disappearance orders; host contract).
@MainActor
@Suite(.freshApplication) struct UIViewControllerWindowAppearanceTests {
    @Test func makeKeyAndVisibleLoadsTheRootAndAppearsAfterTheNextCommit() {
        let log = LoggingController.Log()
        let root = LoggingController("Root", log: log)
        let window = ControllerFixtures.window(root: root)
        #expect(log.lines.isEmpty)
        window.makeKeyAndVisible()
        // At launch: loadView → viewDidLoad → viewWillAppear now; viewDidAppear after the next commit.
        #expect(log.lines == ["Root loadView", "Root viewDidLoad", "Root viewWillAppear(false)"])
        #expect(root.appearanceState == .appearing)
        UIApplication.shared.advance(by: 0)
        #expect(
            log.lines == [
                "Root loadView", "Root viewDidLoad", "Root viewWillAppear(false)",
                "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews", "Root viewDidAppear(false)",
            ])
        #expect(root.appearanceState == .appeared)
        #expect(root.view.superview === window && root.view.frame == window.bounds)
        #expect(window.isKeyWindow)
    }

    @Test func aNewRootControllerOnAVisibleWindowSwapsAppearance() {
        let log = LoggingController.Log()
        let first = LoggingController("First", log: log)
        let second = LoggingController("Second", log: log)
        let window = ControllerFixtures.window(root: first)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        log.lines.removeAll()
        window.rootViewController = second
        // View Controller Programming Guide: viewWillDisappear → (view removed) → viewDidDisappear.
        #expect(
            log.lines == [
                "First viewWillDisappear(false)", "First viewDidDisappear(false)",
                "Second loadView", "Second viewDidLoad", "Second viewWillAppear(false)",
            ])
        #expect(first.viewIfLoaded?.superview == nil)
        UIApplication.shared.advance(by: 0)
        #expect(
            log.lines.suffix(3) == [
                "Second viewWillLayoutSubviews", "Second viewDidLayoutSubviews", "Second viewDidAppear(false)",
            ])
        #expect(first.appearanceState == .disappeared && second.appearanceState == .appeared)
    }

    @Test func aHiddenWindowLoadsNothingUntilItIsShown() {
        let log = LoggingController.Log()
        let root = LoggingController("Root", log: log)
        _ = ControllerFixtures.window(root: root)
        UIApplication.shared.advance(by: 1)
        #expect(log.lines.isEmpty)
        #expect(!root.isViewLoaded)
    }

    @Test func aRootWhoseViewIsAlreadyInTheWindowAppearsWhenTheWindowIsShown() {
        let log = LoggingController.Log()
        let root = LoggingController("Root", log: log)
        let window = UIWindow()
        window.addSubview(root.view)
        window.rootViewController = root
        log.lines.removeAll()
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        #expect(
            log.lines.filter { !$0.contains("Layout") } == ["Root viewWillAppear(false)", "Root viewDidAppear(false)"])
    }
}
