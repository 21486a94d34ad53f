import Foundation
import Testing
@testable import OpenUIKit

/// Which controllers a lifecycle trace follows.
@MainActor
@Suite struct LifecycleTraceTests {
    @Test func aRemovedChildsLastCallbacksStayInTheTrace() {
        UIApplication.shared.reset()
        let parent = UIViewController()
        parent.title = "Parent"
        let trace = LifecycleTrace(recording: parent)
        let child = UIViewController()
        child.title = "Child"
        parent.addChild(child)
        child.willMove(toParent: nil)
        child.removeFromParent()
        child.loadViewIfNeeded()
        #expect(trace.lines == ["Child willMove(toParent: Parent)", "Child willMove(toParent: nil)",
                                "Child didMove(toParent: nil)", "Child loadView", "Child viewDidLoad"])
    }

    /// A released member's address can be reused by a new controller; that stranger is not a member. (The
    /// trace used to keep members by identifier only, so a new segue destination allocated where the old
    /// one was showed its `loadView` before it joined the subtree, and one allocated elsewhere did not.)
    @Test func aStrangerAtAReleasedMembersAddressIsNotFollowed() throws {
        UIApplication.shared.reset()
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
        let reused = try #require(stranger)
        reused.title = "Stranger"
        reused.loadViewIfNeeded()
        #expect(!trace.lines.contains { $0.hasPrefix("Stranger") })
        #expect(trace.lines.count == 3)
    }
}
