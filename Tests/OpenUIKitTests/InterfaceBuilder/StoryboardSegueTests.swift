import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// The segues of a storyboard: triggered by buttons, bar items and cells or performed by identifier, each
/// kind with UIKit's callbacks in UIKit's order.
@MainActor
@Suite(.freshApplication) struct StoryboardSegueTests {
    let storyboard = UIStoryboard(name: "Main", bundle: .module)

    init() {
        InterfaceBuilderLog.entries = []
    }

    /// The initial navigation controller on screen, its root's view loaded.
    func shown() throws -> (UIWindow, UINavigationController, HomeViewController) {
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let home = try #require(navigation.viewControllers.first as? HomeViewController)
        let window = ControllerFixtures.window(root: navigation)
        _ = Diagnostics.capture {
            window.makeKeyAndVisible()
            UIApplication.shared.runUntilIdle()
        }
        InterfaceBuilderLog.entries = []
        return (window, navigation, home)
    }

    @Test func aShowSegueFromAButtonAsksPreparesThenPushes() throws {
        let (window, navigation, home) = try shown()
        let trace = LifecycleTrace(recording: navigation)
        home.nextButton.sendActions(for: .touchUpInside)
        UIApplication.shared.runUntilIdle()
        #expect(InterfaceBuilderLog.entries == ["Home shouldPerform showDetail", "Home prepare showDetail"])
        // The embed segue was prepared when the view loaded (with no sender), then the show segue.
        #expect(home.prepared.map(\.identifier) == ["embedChild", "showDetail"])
        #expect(home.prepared.map(\.sender) == ["nil", "UIButton"])
        #expect(navigation.viewControllers.map(\.traceName) == ["Home", "Detail"])
        #expect(navigation.topViewController is DetailViewController)
        #expect(trace.lines.first == "Home segue \"showDetail\" → Detail")
        #expect(LeftoverStateChecker.check(window) == [])
    }

    @Test func shouldPerformSegueCanRefuseATriggeredSegueButNotPerformSegue() throws {
        let (_, navigation, home) = try shown()
        home.refusedIdentifiers = ["showDetail", "manualDetail"]
        home.nextButton.sendActions(for: .touchUpInside)
        UIApplication.shared.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
        #expect(InterfaceBuilderLog.entries == ["Home shouldPerform showDetail"])
        home.performSegue(withIdentifier: "manualDetail", sender: "code")
        UIApplication.shared.runUntilIdle()
        #expect(InterfaceBuilderLog.entries == ["Home shouldPerform showDetail", "Home prepare manualDetail"])
        #expect(navigation.viewControllers.map(\.traceName) == ["Home", "Detail"])
        #expect(home.prepared.map(\.sender) == ["nil", "String"])
    }

    @Test func aPresentationSegueGivesItsStylesToTheDestination() throws {
        let (window, navigation, home) = try shown()
        let modalButton = try #require(
            home.view.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Modal" })
        modalButton.sendActions(for: .touchUpInside)
        UIApplication.shared.runUntilIdle()
        let presented = try #require(navigation.presentedViewController)
        #expect(presented.title == "Modal")
        #expect(presented.modalPresentationStyle == .fullScreen)
        #expect(presented.modalTransitionStyle == .crossDissolve)
        #expect(presented.view.backgroundColor == .systemGray4)
        presented.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(LeftoverStateChecker.check(window) == [])
    }

    @Test func aCustomSegueFromABarButtonItemIsTheNamedClass() throws {
        let (_, navigation, home) = try shown()
        let item = try #require(home.navigationItem.rightBarButtonItem)
        item.perform()
        UIApplication.shared.runUntilIdle()
        #expect(
            InterfaceBuilderLog.entries == [
                "Home shouldPerform custom", "Home prepare custom", "RecordingSegue perform Home → Custom",
            ])
        let presented = try #require(navigation.presentedViewController)
        #expect(presented.title == "Custom")
        #expect(presented.modalPresentationStyle == .overFullScreen)
    }

    @Test func anUnwindSegueFindsTheDestinationUpTheStackAndPops() throws {
        let (window, navigation, home) = try shown()
        home.performSegue(withIdentifier: "manualDetail", sender: nil)
        UIApplication.shared.runUntilIdle()
        let detail = try #require(navigation.topViewController as? DetailViewController)
        InterfaceBuilderLog.entries = []
        detail.backButton?.sendActions(for: .touchUpInside)
        UIApplication.shared.runUntilIdle()
        // prepare on the source, then the destination's unwind action, then the pop.
        #expect(
            InterfaceBuilderLog.entries == [
                "Detail prepare unwindHome → Home", "Home unwindToHome from Detail",
            ])
        #expect(navigation.viewControllers.map(\.traceName) == ["Home"])
        #expect(home.canPerformUnwindSegueAction("unwindToHome:", from: detail, sender: nil))
        #expect(!home.canPerformUnwindSegueAction("unwindToHome:", from: home, sender: nil))
        #expect(!detail.canPerformUnwindSegueAction("unwindToHome:", from: home, sender: nil))
        #expect(LeftoverStateChecker.check(window) == [])
    }

    @Test func anUnwindSegueDismissesWhatIsPresentedAboveTheDestination() throws {
        let (_, navigation, home) = try shown()
        let detail = try #require(
            storyboard.instantiateViewController(withIdentifier: "Detail") as? DetailViewController)
        detail.modalPresentationStyle = .fullScreen
        navigation.present(detail, animated: false)
        UIApplication.shared.runUntilIdle()
        detail.backButton?.sendActions(for: .touchUpInside)
        UIApplication.shared.runUntilIdle()
        #expect(home.unwoundFrom == ["Detail"])
        #expect(navigation.presentedViewController == nil)
    }

    @Test func selectingAPrototypeCellTriggersItsSegueBeforeDidSelect() throws {
        let tabs = try #require(storyboard.instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        let list = try #require(tabs.viewControllers?.last as? ListViewController)
        let window = ControllerFixtures.window(root: tabs)
        window.makeKeyAndVisible()
        tabs.selectedIndex = 1
        UIApplication.shared.runUntilIdle()
        let row = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        UIApplication.shared.tap(at: row.convert(CGPoint(x: 100, y: 25), to: nil))
        UIApplication.shared.runUntilIdle()
        #expect(InterfaceBuilderLog.entries == ["List prepare rowDetail sender=Row 1", "List didSelectRowAt 1"])
        // Outside a navigation controller, show presents.
        #expect(tabs.presentedViewController?.title == "Detail")
    }

    @Test func codeDeclaredSeguesKeepWorkingOnStoryboardControllers() throws {
        let (_, navigation, home) = try shown()
        home.declareSegue(withIdentifier: "fromCode") {
            let next = UIViewController()
            next.title = "Code"
            return next
        }
        home.performSegue(withIdentifier: "fromCode", sender: nil)
        UIApplication.shared.runUntilIdle()
        #expect(InterfaceBuilderLog.entries == ["Home prepare fromCode"])
        // The declared segue class does nothing itself; the storyboard's show segues are unaffected.
        #expect(navigation.viewControllers.count == 1)
        home.performSegue(withIdentifier: "showDetail", sender: nil)
        UIApplication.shared.runUntilIdle()
        #expect(navigation.viewControllers.map(\.traceName) == ["Home", "Detail"])
    }
}
