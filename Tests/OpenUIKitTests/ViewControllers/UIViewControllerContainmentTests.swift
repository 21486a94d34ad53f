import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// addChild / removeFromParent and the sequences UIViewController.h and the View Controller Programming Guide
/// document, the appearance of contained children, and the hierarchy-inconsistency check.
@MainActor
@Suite(.freshApplication) struct UIViewControllerContainmentTests {
    /// A visible window whose root has appeared, and a cleared log.
    private func shownParent(_ log: LoggingController.Log) -> (UIWindow, LoggingController) {
        let parent = LoggingController("Parent", log: log)
        let window = ControllerFixtures.window(root: parent)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        log.lines.removeAll()
        return (window, parent)
    }

    @Test func theAddSequenceIntoAShownParent() {
        let log = LoggingController.Log()
        let (_, parent) = shownParent(log)
        let child = LoggingController("Child", log: log)
        var movingToParentWhileAppearing: [Bool] = []
        child.onViewWillAppear = { movingToParentWhileAppearing.append($0.isMovingToParent) }
        child.onViewDidAppear = { movingToParentWhileAppearing.append($0.isMovingToParent) }
        parent.addChild(child)
        #expect(child.isMovingToParent)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        // UIViewController.h: addChild calls willMove itself; the view entering the window starts the appearance.
        #expect(
            log.lines == [
                "Child willMove(toParent: Parent)", "Child loadView", "Child viewDidLoad",
                "Child viewWillAppear(false)", "Child didMove(toParent: Parent)",
            ])
        UIApplication.shared.advance(by: 0)
        // The parent lays out (it got a subview), then the child, then the child's appearance ends.
        #expect(
            log.lines.dropFirst(5) == [
                "Parent viewWillLayoutSubviews", "Parent viewDidLayoutSubviews",
                "Child viewWillLayoutSubviews", "Child viewDidLayoutSubviews", "Child viewDidAppear(false)",
            ])
        // Apple: isMovingToParent is true inside viewWillAppear and viewDidAppear of that appearance.
        #expect(movingToParentWhileAppearing == [true, true])
        #expect(!child.isMovingToParent)
        #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)] && child.parent === parent)
    }

    @Test func theRemoveSequence() {
        let log = LoggingController.Log()
        let (_, parent) = shownParent(log)
        let child = LoggingController("Child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        UIApplication.shared.advance(by: 0)
        log.lines.removeAll()
        var movingFromParentWhileDisappearing: [Bool] = []
        child.onViewWillDisappear = { movingFromParentWhileDisappearing.append($0.isMovingFromParent) }
        child.onViewDidDisappear = { movingFromParentWhileDisappearing.append($0.isMovingFromParent) }
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        // Apple's didMove(toParent:) documentation: removeFromParent calls didMove(toParent: nil) itself.
        #expect(
            log.lines == [
                "Child willMove(toParent: nil)", "Child viewWillDisappear(false)",
                "Child viewDidDisappear(false)", "Child didMove(toParent: nil)",
            ])
        #expect(movingFromParentWhileDisappearing == [true, true])
        #expect(!child.isMovingFromParent)
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test func addChildRemovesFromTheOldParentFirst() {
        let log = LoggingController.Log()
        let first = LoggingController("First", log: log)
        let second = LoggingController("Second", log: log)
        let child = LoggingController("Child", log: log)
        first.addChild(child)
        second.addChild(child)
        #expect(
            log.lines == [
                "Child willMove(toParent: First)", "Child didMove(toParent: nil)", "Child willMove(toParent: Second)",
            ])
        #expect(
            first.children.isEmpty && second.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)]
                && child.parent === second)
    }

    @Test func addingTheReceiverOrAnAncestorIsReportedAndChangesNothing() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        let reports = Diagnostics.capture {
            parent.addChild(parent)
            child.addChild(parent)
        }
        #expect(reports.map(\.code) == [.invalidContainment, .invalidContainment])
        #expect(
            parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)] && child.children.isEmpty
                && parent.parent == nil)
    }

    @Test func childrenAddedBeforeTheParentAppearsFollowItsForwarding() {
        // A contained child (addChild, addSubview, didMove): parent viewWillAppear → child viewWillAppear →
        // parent viewDidAppear → child viewDidAppear.
        let log = LoggingController.Log()
        let parent = LoggingController("Parent", log: log)
        let child = LoggingController("Child", log: log)
        parent.onViewDidLoad = { parent in
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        let window = ControllerFixtures.window(root: parent)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        #expect(
            log.lines.filter { $0.contains("Appear") } == [
                "Parent viewWillAppear(false)", "Child viewWillAppear(false)",
                "Parent viewDidAppear(false)", "Child viewDidAppear(false)",
            ])
    }

    @Test func aControllerViewAddedWithoutContainmentAppearsThroughTheWindow() {
        // A view added without addChild: parent viewWillAppear → child viewWillAppear → child viewDidAppear →
        // parent viewDidAppear.
        let log = LoggingController.Log()
        let parent = LoggingController("Parent", log: log)
        let child = LoggingController("Child", log: log)
        parent.onViewDidLoad = { parent in parent.view.addSubview(child.view) }
        let window = ControllerFixtures.window(root: parent)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        #expect(
            log.lines.filter { $0.contains("Appear") } == [
                "Parent viewWillAppear(false)", "Child viewWillAppear(false)",
                "Child viewDidAppear(false)", "Parent viewDidAppear(false)",
            ])
        #expect(parent.children.isEmpty)
    }

    @Test func addSubviewBeforeAddChildWhileTheParentAppearsDeliversViewDidAppearTwice() {
        // The child's view enters the window between the parent's viewWillAppear and viewDidAppear,
        // before addChild: once through the window, once through the parent's forwarding.
        let log = LoggingController.Log()
        let parent = LoggingController("Parent", log: log)
        let window = ControllerFixtures.window(root: parent)
        window.makeKeyAndVisible()
        let child = LoggingController("Child", log: log)
        parent.view.addSubview(child.view)
        parent.addChild(child)
        child.didMove(toParent: parent)
        let reports = Diagnostics.capture { UIApplication.shared.advance(by: 0) }
        #expect(
            log.lines.filter { $0.contains("Appear") } == [
                "Parent viewWillAppear(false)", "Child viewWillAppear(false)",
                "Child viewDidAppear(false)", "Parent viewDidAppear(false)",
                "Child viewDidAppear(false)",
            ])
        #expect(reports.map(\.code) == [.duplicateAppearance])
        #expect(reports.first?.message.contains("call addChild before addSubview") == true)
    }

    @Test func addChildBeforeAddSubviewWhileTheParentAppearsDeliversItOnce() {
        let log = LoggingController.Log()
        let parent = LoggingController("Parent", log: log)
        let window = ControllerFixtures.window(root: parent)
        window.makeKeyAndVisible()
        let child = LoggingController("Child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let reports = Diagnostics.capture { UIApplication.shared.advance(by: 0) }
        #expect(
            log.lines.filter { $0.contains("Appear") } == [
                "Parent viewWillAppear(false)", "Child viewWillAppear(false)",
                "Parent viewDidAppear(false)", "Child viewDidAppear(false)",
            ])
        #expect(reports.isEmpty)
    }

    @Test func aChildViewUnderAnotherControllersViewIsAHierarchyInconsistency() {
        // UIViewController.h: a controller's view under a view whose controller is not its parent is a
        // UIViewControllerHierarchyInconsistencyException.
        let log = LoggingController.Log()
        let (_, parent) = shownParent(log)
        let other = UIViewController()
        let child = UIViewController()
        parent.addChild(other)
        parent.view.addSubview(other.view)
        other.addChild(child)
        let reports = Diagnostics.capture { parent.view.addSubview(child.view) }
        #expect(reports.map(\.code) == [.viewControllerHierarchyInconsistency])
        #expect(child.view.superview == nil)
        other.view.addSubview(child.view)
        #expect(child.view.superview === other.view)
    }

    @Test func removedControllersAndTheirViewsAreReleased() {
        let log = LoggingController.Log()
        let (_, parent) = shownParent(log)
        weak var weakChild: LoggingController?
        weak var weakView: UIView?
        do {
            let child = LoggingController("Child", log: log)
            weakChild = child
            weakView = child.view
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            UIApplication.shared.advance(by: 0)
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        UIApplication.shared.advance(by: 0)
        #expect(weakChild == nil)
        #expect(weakView == nil)
    }
}

extension UIViewControllerContainmentTests {
    @Test func theDoubleAppearanceAlsoHappensUnderAParentThatIsNotTheWindowsRoot() {
        // The parent appears through addSubview itself; the child's view enters before addChild: the child's
        // own viewDidAppear first, then the parent's, then the forwarded duplicate.
        let log = LoggingController.Log()
        let (_, root) = shownParent(log)
        let parent = LoggingController("Inner", log: log)
        root.addChild(parent)
        root.view.addSubview(parent.view)
        parent.didMove(toParent: root)
        let child = LoggingController("Child", log: log)
        parent.view.addSubview(child.view)
        parent.addChild(child)
        child.didMove(toParent: parent)
        let reports = Diagnostics.capture { UIApplication.shared.advance(by: 0) }
        #expect(
            log.lines.filter { $0.contains("Appear") } == [
                "Inner viewWillAppear(false)", "Child viewWillAppear(false)",
                "Inner viewDidAppear(false)", "Child viewDidAppear(false)",
                "Child viewDidAppear(false)",
            ])
        #expect(reports.map(\.code) == [.duplicateAppearance])
    }

    @Test func aChildViewOutsideItsAppearingParentsViewEndsThroughTheWindow() {
        // Forwarding only reaches children inside the parent's view; one placed elsewhere still finishes.
        let log = LoggingController.Log()
        let parent = LoggingController("Parent", log: log)
        let window = ControllerFixtures.window(root: parent)
        window.makeKeyAndVisible()
        let child = LoggingController("Child", log: log)
        parent.addChild(child)
        window.addSubview(child.view)
        child.didMove(toParent: parent)
        UIApplication.shared.advance(by: 0)
        #expect(child.appearanceState == .appeared)
        #expect(
            log.lines.filter { $0.hasPrefix("Child") && $0.contains("Appear") } == [
                "Child viewWillAppear(false)", "Child viewDidAppear(false)",
            ])
    }
}

extension UIViewControllerContainmentTests {
    @Test func movingAControllersViewWithinItsWindowSendsNoAppearanceCallbacks() {
        let log = LoggingController.Log()
        let (_, parent) = shownParent(log)
        let child = LoggingController("Child", log: log)
        let holder = UIView()
        parent.view.addSubview(holder)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        UIApplication.shared.advance(by: 0)
        log.lines.removeAll()
        holder.addSubview(child.view)
        UIApplication.shared.advance(by: 0)
        #expect(log.lines.filter { $0.contains("ppear") }.isEmpty)
        #expect(child.appearanceState == .appeared && child.view.superview === holder)
    }
}
