import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// The lifecycle trace: which events it records, for which controllers, and how they print.
@MainActor
@Suite(.freshApplication) struct LifecycleTraceTests {
    private func named(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    @Test func aContainmentCycleReadsAsUIKitOrdersIt() {
        let parent = named("Parent")
        let window = ControllerFixtures.window(root: parent)
        let trace = LifecycleTrace(recording: parent)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        let child = named("Child")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        UIApplication.shared.advance(by: 0)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            trace.lines == [
                "Parent loadView", "Parent viewDidLoad", "Parent viewWillAppear(false)", "Parent viewDidAppear(false)",
                "Child willMove(toParent: Parent)", "Child loadView", "Child viewDidLoad",
                "Child viewWillAppear(false)",
                "Child didMove(toParent: Parent)", "Child viewDidAppear(false)",
                "Child willMove(toParent: nil)", "Child viewWillDisappear(false)", "Child viewDidDisappear(false)",
                "Child didMove(toParent: nil)",
            ])
        #expect(trace.events(of: "Child").first == LifecycleTrace.Event("Child", .willMoveToParent("Parent")))
    }

    @Test func controllersOutsideTheSubtreeAreLeftOut() {
        let parent = named("Parent")
        let stranger = named("Stranger")
        let trace = LifecycleTrace(recording: parent)
        _ = stranger.view
        stranger.beginAppearanceTransition(true, animated: false)
        _ = parent.view
        #expect(trace.lines == ["Parent loadView", "Parent viewDidLoad"])
        let everything = LifecycleTrace()
        stranger.endAppearanceTransition()
        #expect(everything.lines == ["Stranger viewDidAppear(false)"])
    }

    @Test func animationsOnTheSubtreesViewsAreRecordedWithFinished() {
        let parent = named("Parent")
        let window = ControllerFixtures.window(root: parent)
        window.makeKeyAndVisible()
        let badge = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.view.addSubview(badge)
        UIApplication.shared.advance(by: 0)
        let trace = LifecycleTrace(recording: parent)
        UIView.animate(withDuration: 0.5) { parent.view.alpha = 0.5 }
        UIView.animate(withDuration: 1) { badge.alpha = 0 }
        UIApplication.shared.advance(by: 0.75)
        badge.layer.removeAllAnimations()
        #expect(
            trace.lines == [
                "Parent animation view.opacity started", "Parent animation UIImageView.opacity started",
                "Parent animation view.opacity stopped (finished: true)",
                "Parent animation UIImageView.opacity stopped (finished: false)",
            ])
    }

    /// Each event carries the virtual time it happened at: the animations above start at the commit that
    /// begins them (0.25 s) and stop on the run loop's 1/60 s frame where they end (0.75 s, 1.25 s).
    @Test func everyEventCarriesTheVirtualTimeItHappenedAt() {
        let parent = named("Parent")
        let window = ControllerFixtures.window(root: parent)
        let trace = LifecycleTrace(recording: parent)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0.25)
        UIView.animate(withDuration: 0.5) { parent.view.alpha = 0.5 }
        UIView.animate(withDuration: 1) { parent.view.backgroundColor = .red }
        UIApplication.shared.advance(by: 1.5)
        let timed = trace.timedEvents.map { (time: ($0.time * 1000).rounded() / 1000, line: $0.event.description) }
        let expected: [(time: Double, line: String)] = [
            (0, "Parent loadView"), (0, "Parent viewDidLoad"), (0, "Parent viewWillAppear(false)"),
            (0, "Parent viewDidAppear(false)"), (0.25, "Parent animation view.opacity started"),
            (0.25, "Parent animation view.backgroundColor started"),
            (0.75, "Parent animation view.opacity stopped (finished: true)"),
            (1.25, "Parent animation view.backgroundColor stopped (finished: true)"),
        ]
        #expect(timed.map(\.line) == expected.map(\.line))
        #expect(timed.map(\.time) == expected.map(\.time))
        #expect(trace.times.count == trace.events.count)
        trace.removeAll()
        #expect(trace.times.isEmpty && trace.timedEvents.isEmpty)
    }

    @Test func stoppingAndReleasingEndTheRecording() {
        let controller = named("A")
        let trace = LifecycleTrace(recording: controller)
        _ = controller.view
        trace.stop()
        controller.beginAppearanceTransition(true, animated: true)
        #expect(trace.lines == ["A loadView", "A viewDidLoad"])
        trace.removeAll()
        #expect(trace.events.isEmpty)
        weak var released: LifecycleTrace?
        do {
            let temporary = LifecycleTrace()
            released = temporary
        }
        #expect(released == nil)
    }

    @Test func aRemovedChildsLastCallbacksStayInTheTrace() {
        let parent = UIViewController()
        parent.title = "Parent"
        let trace = LifecycleTrace(recording: parent)
        let child = UIViewController()
        child.title = "Child"
        parent.addChild(child)
        child.willMove(toParent: nil)
        child.removeFromParent()
        child.loadViewIfNeeded()
        #expect(
            trace.lines == [
                "Child willMove(toParent: Parent)", "Child willMove(toParent: nil)",
                "Child didMove(toParent: nil)", "Child loadView", "Child viewDidLoad",
            ])
    }

    /// A released member's address can be reused by a new controller; that stranger is not a member. (The
    /// trace used to keep members by identifier only, so a new segue destination allocated where the old
    /// one was showed its `loadView` before it joined the subtree, and one allocated elsewhere did not.)
    @Test func aStrangerAtAReleasedMembersAddressIsNotFollowed() {
        let parent = UIViewController()
        parent.title = "Parent"
        let trace = LifecycleTrace(recording: parent)
        var releasedIdentifier: ObjectIdentifier?
        do {
            let child = UIViewController()
            child.title = "Member"
            releasedIdentifier = ObjectIdentifier(child)
            parent.addChild(child)
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        var others: [UIViewController] = []
        var stranger: UIViewController?
        for _ in 0..<1000 {
            let candidate = UIViewController()
            if ObjectIdentifier(candidate) == releasedIdentifier {
                stranger = candidate
                break
            }
            others.append(candidate)
        }
        // Only meaningful when the allocator hands the address out again (it does on glibc); otherwise there
        // is no stranger to mistake for the member.
        guard let reused = stranger else { return }
        reused.title = "Stranger"
        reused.loadViewIfNeeded()
        #expect(!trace.lines.contains { $0.hasPrefix("Stranger") })
        #expect(trace.lines.count == 3)
    }
}
