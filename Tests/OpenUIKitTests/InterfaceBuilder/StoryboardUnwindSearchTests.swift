import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Mail.storyboard: the unwind search through `allowedChildrenForUnwinding(from:)` (a tab bar controller's
/// other tabs), a custom navigation item's `awakeFromNib()`, and a prototype cell's action to its scene's
/// controller.
@MainActor
@Suite(.freshApplication) struct StoryboardUnwindSearchTests {
    let storyboard = UIStoryboard(name: "Mail", bundle: .module)

    init() {
        InterfaceBuilderLog.entries = []
    }

    /// The tab bar controller on screen with `tab` selected, and its two tabs' roots.
    func shown(tab: Int) throws -> (MailTabBarController, InboxViewController, ComposeViewController) {
        let tabs = try #require(storyboard.instantiateInitialViewController() as? MailTabBarController)
        let navigations = try #require(tabs.viewControllers?.compactMap { $0 as? UINavigationController })
        #expect(navigations.count == 2)
        let inbox = try #require(navigations.first?.topViewController as? InboxViewController)
        let compose = try #require(navigations.last?.topViewController as? ComposeViewController)
        let window = ControllerFixtures.window(root: tabs)
        window.makeKeyAndVisible()
        tabs.selectedIndex = tab
        UIApplication.shared.runUntilIdle()
        InterfaceBuilderLog.entries = []
        return (tabs, inbox, compose)
    }

    @Test func anUnwindSearchesTheOtherTabsAndSelectsTheDestinationsTab() throws {
        let (tabs, inbox, compose) = try shown(tab: 1)
        let send = try #require(compose.sendButton)
        let reports = Diagnostics.capture {
            send.sendActions(for: .touchUpInside)
            UIApplication.shared.runUntilIdle()
        }
        #expect(reports.isEmpty)
        // The compose stack has nothing below Compose; the tab bar controller's allowed children are its
        // other tab, whose stack gives Inbox. Then prepare, the action, and the tab bar selects Inbox's tab.
        #expect(
            InterfaceBuilderLog.entries == [
                "Mail allowedChildren from Compose unwindToInbox: sender=UIButton containing=Compose",
                "Compose prepare sent → Inbox", "Inbox unwindToInbox from Compose",
            ])
        #expect(tabs.selectedIndex == 0)
        #expect(inbox.navigationController?.viewControllers.count == 1)
    }

    @Test func aContainerThatAllowsNoChildrenEndsTheSearchWithUIKitsReport() throws {
        let (tabs, _, compose) = try shown(tab: 1)
        tabs.hidesTabsFromUnwinding = true
        let send = try #require(compose.sendButton)
        let reports = Diagnostics.capture {
            send.sendActions(for: .touchUpInside)
            UIApplication.shared.runUntilIdle()
        }
        #expect(reports.map(\.code) == [.unknownSegue])
        #expect(
            reports.first?.message.hasSuffix(
                "no controller up the hierarchy can perform the unwind action unwindToInbox:; nothing happens") == true)
        #expect(
            InterfaceBuilderLog.entries == [
                "Mail allowedChildren from Compose unwindToInbox: sender=UIButton containing=Compose"
            ])
        #expect(tabs.selectedIndex == 1)
    }

    @Test func childContainingAndTheDefaultAllowedChildren() {
        let first = UIViewController(), second = UIViewController(), third = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        navigation.pushViewController(third, animated: false)
        let sibling = UIViewController()
        let container = UIViewController()
        container.addChild(sibling)
        container.addChild(navigation)
        let source = UIStoryboardUnwindSegueSource(source: third, unwindAction: "back:", sender: "sender")
        #expect(navigation.childContaining(source) === third)
        // A navigation controller: the controllers below the source's, nearest first.
        #expect(
            navigation.allowedChildrenForUnwinding(from: source).map(ObjectIdentifier.init) == [
                ObjectIdentifier(second), ObjectIdentifier(first),
            ])
        // The default: the children without the one holding the source.
        #expect(container.childContaining(source) === navigation)
        #expect(
            container.allowedChildrenForUnwinding(from: source).map(ObjectIdentifier.init) == [
                ObjectIdentifier(sibling)
            ])
        #expect(sibling.childContaining(source) == nil)
        #expect(source.unwindAction == "back:")
        #expect(source.sender as? String == "sender")
    }

    @Test func aNavigationItemOfACustomClassIsMadeWithCoderAndAwoken() throws {
        let tabs = try #require(storyboard.instantiateInitialViewController() as? UITabBarController)
        let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
        let inbox = try #require(navigation.topViewController as? InboxViewController)
        // The controller is made first, then its navigation item: awakeFromNib in that order, after both
        // have their attributes.
        #expect(
            InterfaceBuilderLog.entries == [
                "Inbox awakeFromNib", "RecordingNavigationItem awakeFromNib title=All Inboxes",
            ])
        #expect(inbox.navigationItem is RecordingNavigationItem)
        #expect(inbox.navigationItem.title == "All Inboxes")
        #expect(inbox.navigationItem.owner === inbox)
    }

    @Test func aPrototypeCellsActionTargetsTheScenesController() throws {
        let (_, inbox, _) = try shown(tab: 0)
        inbox.view.layoutIfNeeded()
        let cell = try #require(inbox.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? MessageCell)
        let button = try #require(cell.archiveButton)
        #expect(button.superview === cell.contentView)
        button.sendActions(for: .touchUpInside)
        #expect(InterfaceBuilderLog.entries == ["Inbox archiveTapped row 1"])
    }

    @Test func thePrototypeHoldsItsScenesControllerWeakly() throws {
        weak var released: InboxViewController?
        do {
            let inbox = try #require(
                storyboard.instantiateViewController(withIdentifier: "Inbox") as? InboxViewController)
            inbox.view.frame = CGRect(x: 0, y: 0, width: 393, height: 200)
            let cell = inbox.tableView.dequeueReusableCell(withIdentifier: "Message")
            #expect(cell is MessageCell)
            released = inbox
        }
        #expect(released == nil)
    }
}
