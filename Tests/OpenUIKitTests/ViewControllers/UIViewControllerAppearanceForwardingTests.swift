import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Manual forwarding with begin/endAppearanceTransition (UIViewController.h), the "Unbalanced calls" warning
/// and the state machine's rules.
@MainActor
@Suite(.freshApplication) struct UIViewControllerAppearanceForwardingTests {
    @Test func aManuallyForwardingParentDecidesWhenItsChildrenAppear() {
        let log = LoggingController.Log()
        let parent = ManualForwardingController()
        parent.title = "Parent"
        let child = LoggingController("Child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = ControllerFixtures.window(root: parent)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 1)
        // Neither forwarding nor the window reaches the child of a manually forwarding parent.
        #expect(log.lines.filter { $0.contains("Appear") }.isEmpty)
        #expect(parent.appearanceState == .appeared && child.appearanceState == .disappeared)
        child.beginAppearanceTransition(true, animated: true)
        #expect(child.appearanceState == .appearing)
        child.endAppearanceTransition()
        child.beginAppearanceTransition(false, animated: false)
        child.view.removeFromSuperview()
        child.endAppearanceTransition()
        #expect(
            log.lines.filter { $0.contains("ppear") } == [
                "Child viewWillAppear(true)", "Child viewDidAppear(true)",
                "Child viewWillDisappear(false)", "Child viewDidDisappear(false)",
            ])
    }

    @Test func unbalancedCallsAreReportedAndChangeNothing() {
        let log = LoggingController.Log()
        let controller = LoggingController("A", log: log)
        let reports = Diagnostics.capture {
            controller.endAppearanceTransition()
            controller.beginAppearanceTransition(false, animated: false)
            controller.beginAppearanceTransition(true, animated: false)
            controller.beginAppearanceTransition(true, animated: false)
        }
        #expect(
            reports.map(\.code) == [
                .unbalancedAppearanceTransition, .unbalancedAppearanceTransition, .unbalancedAppearanceTransition,
            ])
        #expect(reports.first?.message == "Unbalanced calls to begin/end appearance transitions for \(controller).")
        #expect(log.lines.filter { $0.contains("ppear") } == ["A viewWillAppear(false)"])
        #expect(controller.appearanceState == .appearing)
    }

    @Test func aTransitionCanTurnBackHalfWayLikeACancelledPop() {
        // A cancelled interactive pop's shape: will appear, then will disappear and did disappear; never did appear.
        let log = LoggingController.Log()
        let controller = LoggingController("A", log: log)
        let reports = Diagnostics.capture {
            controller.beginAppearanceTransition(true, animated: true)
            controller.beginAppearanceTransition(false, animated: true)
            controller.endAppearanceTransition()
        }
        #expect(reports.isEmpty)
        #expect(
            log.lines.filter { $0.contains("ppear") } == [
                "A viewWillAppear(true)", "A viewWillDisappear(true)", "A viewDidDisappear(true)",
            ])
        #expect(controller.appearanceState == .disappeared)
    }

    @Test func automaticForwardingPassesManualCallsOnToChildren() {
        let log = LoggingController.Log()
        let parent = LoggingController("Parent", log: log)
        let child = LoggingController("Child", log: log)
        let grandchild = LoggingController("Grandchild", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.addChild(grandchild)
        child.view.addSubview(grandchild.view)
        let hiddenChild = LoggingController("Hidden", log: log)
        parent.addChild(hiddenChild)
        log.lines.removeAll()
        parent.beginAppearanceTransition(true, animated: true)
        parent.endAppearanceTransition()
        // Parent first, then children in order, depth first; a child whose view is not in the parent's view is skipped.
        #expect(
            log.lines == [
                "Parent viewWillAppear(true)", "Child viewWillAppear(true)", "Grandchild viewWillAppear(true)",
                "Parent viewDidAppear(true)", "Child viewDidAppear(true)", "Grandchild viewDidAppear(true)",
            ])
        #expect(!hiddenChild.isViewLoaded)
    }

    @Test func layoutRunsBetweenWillAndDidAppearForTheRoot() {
        // viewWillAppear → viewWillLayoutSubviews → viewDidLayoutSubviews → viewDidAppear.
        let log = LoggingController.Log()
        let root = LoggingController("Root", log: log)
        ControllerFixtures.window(root: root).makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        let willAppear = log.lines.firstIndex(of: "Root viewWillAppear(false)") ?? -1
        let willLayout = log.lines.firstIndex(of: "Root viewWillLayoutSubviews") ?? -1
        let didLayout = log.lines.firstIndex(of: "Root viewDidLayoutSubviews") ?? -1
        let didAppear = log.lines.firstIndex(of: "Root viewDidAppear(false)") ?? -1
        #expect(willAppear >= 0 && willAppear < willLayout && willLayout < didLayout && didLayout < didAppear)
    }
}
