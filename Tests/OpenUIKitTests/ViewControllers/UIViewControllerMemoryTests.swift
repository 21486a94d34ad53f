import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Memory warnings and the opt-in release of invisible children's views (`viewDidUnload`'s behaviour before
/// iOS 6).
@MainActor
@Suite(.freshApplication) struct UIViewControllerMemoryTests {
    private func pageContainer(releasing: Bool, log: LoggingController.Log) -> (LoggingController, [LoggingController])
    {
        let container = LoggingController("Container", log: log)
        container.releasesInvisibleChildViewsOnMemoryWarning = releasing
        let pages = ["One", "Two"].map { LoggingController($0, log: log) }
        ControllerFixtures.window(root: container).makeKeyAndVisible()
        for page in pages { container.addChild(page) }
        container.view.addSubview(pages[0].view)
        _ = pages[1].view
        pages[1].didMove(toParent: container)
        UIApplication.shared.advance(by: 0)
        log.lines.removeAll()
        return (container, pages)
    }

    @Test func theOptInPolicyReleasesOnlyInvisibleChildViews() {
        let log = LoggingController.Log()
        let (_, pages) = pageContainer(releasing: true, log: log)
        let trace = LifecycleTrace()
        UIApplication.shared.simulateMemoryWarning()
        #expect(pages[0].isViewLoaded && !pages[1].isViewLoaded)
        #expect(trace.lines == ["Two view released"])
        _ = pages[1].view
        #expect(log.lines == ["Two loadView", "Two viewDidLoad"])
    }

    @Test func byDefaultViewsAreKept() {
        let log = LoggingController.Log()
        let (_, pages) = pageContainer(releasing: false, log: log)
        UIApplication.shared.simulateMemoryWarning()
        #expect(pages.allSatisfy { $0.isViewLoaded })
    }

    @Test func everyControllerInTheWindowsHearsTheWarning() {
        final class Counting: UIViewController {
            static var heard: [String] = []
            override func didReceiveMemoryWarning() {
                super.didReceiveMemoryWarning()
                Self.heard.append(title ?? "")
            }
        }
        Counting.heard = []
        let root = Counting()
        root.title = "Root"
        let child = Counting()
        child.title = "Child"
        let grandchild = Counting()
        grandchild.title = "Grandchild"
        let sibling = Counting()
        sibling.title = "Sibling"
        root.addChild(child)
        child.addChild(grandchild)
        root.addChild(sibling)
        ControllerFixtures.window(root: root).makeKeyAndVisible()
        UIApplication.shared.simulateMemoryWarning()
        #expect(Counting.heard == ["Root", "Child", "Grandchild", "Sibling"])
    }
}
