import Foundation
import OpenQuartzCore
import Testing
@testable import OpenUIKit

/// The navigation bar observes its items: titles, buttons, prompt, back button, all redrawn on change, and
/// laid out edge to edge with the documented margins.
@MainActor
@Suite(.freshApplication) struct NavigationBarItemsTests {
    /// A controller that sets its title in `viewDidLoad`, as apps do.
    final class TitledInViewDidLoad: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
        }
    }

    /// A view of a fixed size, to place as a custom view or a title view.
    static func box(_ width: CGFloat, _ height: CGFloat) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    @Test func aTitleSetInViewDidLoadReachesTheBar() {
        let root = TitledInViewDidLoad()
        let (nav, window) = NavigationSetup.showing(root)
        #expect(window.isKeyWindow)
        #expect(nav.navigationBar.titleLabel.text == "Inbox")
        root.title = "Archive"
        #expect(nav.navigationBar.titleLabel.text == "Archive")
        root.navigationItem.title = "Item"
        #expect(nav.navigationBar.titleLabel.text == "Item")
        root.title = "Ignored while the item has a title"
        #expect(nav.navigationBar.titleLabel.text == "Item")
    }

    @Test func theBackButtonTitleFollowsApplesOrder() {
        let s = NavigationSetup()
        let bar = s.nav.navigationBar
        s.nav.pushViewController(s.controller("B"), animated: false)
        // The previous item's title (the controller's title "A").
        #expect(bar.backButton.currentTitle == "‹ A")
        // Its backButtonTitle comes before its title…
        s.root.navigationItem.backButtonTitle = "List"
        #expect(bar.backButton.currentTitle == "‹ List")
        // …and its backBarButtonItem's title before both.
        s.root.navigationItem.backBarButtonItem = UIBarButtonItem(
            title: "Home", style: .plain, target: nil, action: nil)
        #expect(bar.backButton.currentTitle == "‹ Home")
        s.root.navigationItem.backBarButtonItem?.title = "Start"
        #expect(bar.backButton.currentTitle == "‹ Start")
        // Without any of them: "Back".
        s.root.navigationItem.backBarButtonItem = nil
        s.root.navigationItem.backButtonTitle = nil
        s.root.title = nil
        #expect(bar.backButton.currentTitle == "‹ Back")
    }

    @Test func buttonsAreLaidOutFromTheEdgesWithTheTitleCentred() {
        let s = NavigationSetup()
        let bar = s.nav.navigationBar
        let item = s.root.navigationItem
        let close = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        close.width = 60
        let share = UIBarButtonItem(customView: Self.box(30, 30))
        let save = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        save.width = 50
        item.leftBarButtonItems = [close, share]
        item.rightBarButtonItem = save
        item.titleView = Self.box(100, 30)
        #expect(UINavigationBar.edgeMargin == 8 && UINavigationBar.itemSpacing == 8)
        // Left: 8 … 68, 8 spacing, 76 … 106. Right: 390 − 8 − 50 = 332.
        #expect(
            bar.leftButtons.map(\.frame) == [
                CGRect(x: 8, y: 0, width: 60, height: 44), CGRect(x: 76, y: 0, width: 30, height: 44),
            ])
        #expect(bar.rightButtons.map(\.frame) == [CGRect(x: 332, y: 0, width: 50, height: 44)])
        #expect(share.customView?.frame == CGRect(x: 0, y: 7, width: 30, height: 30))
        // The title view centred on the bar: (390 − 100) / 2 = 145, (44 − 30) / 2 = 7.
        #expect(item.titleView?.frame == CGRect(x: 145, y: 7, width: 100, height: 30))
        #expect(bar.titleLabel.isHidden)
        #expect(bar.rightButtons[0].label.font == .boldSystemFont(ofSize: 17))
        #expect(bar.leftButtons[0].label.font == .systemFont(ofSize: 17))
        // A title view too wide to be centred between the groups is centred in the room left, and narrowed:
        // the room is 114 … 324 (210 pt).
        item.titleView = Self.box(300, 30)
        #expect(item.titleView?.frame == CGRect(x: 114, y: 7, width: 210, height: 30))
    }

    @Test func leftItemsReplaceTheBackButtonUnlessTheySupplementIt() {
        let s = NavigationSetup()
        let bar = s.nav.navigationBar
        let b = s.controller("B")
        s.nav.pushViewController(b, animated: false)
        let back = bar.backButton
        // "‹ A" measured as the bar's button font measures it.
        let backWidth = "‹ A".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width.rounded(.up)
        #expect(back.frame == CGRect(x: 8, y: 0, width: backWidth, height: 44))
        let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        cancel.width = 70
        b.navigationItem.leftBarButtonItem = cancel
        #expect(back.isHidden)
        #expect(bar.leftButtons.map(\.frame) == [CGRect(x: 8, y: 0, width: 70, height: 44)])
        #expect(bar.leftButtons.first?.currentTitle == "Cancel")
        b.navigationItem.leftItemsSupplementBackButton = true
        #expect(!back.isHidden)
        #expect(bar.leftButtons.map(\.frame) == [CGRect(x: 8 + backWidth + 8, y: 0, width: 70, height: 44)])
        b.navigationItem.leftBarButtonItems = nil
        b.navigationItem.setHidesBackButton(true, animated: false)
        #expect(b.navigationItem.hidesBackButton)
        #expect(back.isHidden)
        b.navigationItem.hidesBackButton = false
        #expect(!back.isHidden)
    }

    @Test func animatedButtonChangesFadeTheNewButtonsIn() throws {
        let s = NavigationSetup()
        let bar = s.nav.navigationBar
        s.root.navigationItem.setRightBarButton(UIBarButtonItem(systemItem: .add), animated: true)
        let button = try #require(bar.rightButtons.first)
        #expect(button.currentTitle == "+")
        #expect(button.alpha == 1)
        UIApplication.shared.advance(by: TimeInterval(UINavigationController.hideShowBarDuration) / 2)
        let shown = CGFloat(button.layer.presentation()!.opacity)
        #expect(shown > 0 && shown < 1)
        UIApplication.shared.runUntilIdle()
        s.root.navigationItem.setLeftBarButtonItems([UIBarButtonItem(systemItem: .edit)], animated: false)
        #expect(bar.leftButtons.first?.currentTitle == "Edit")
        #expect(bar.leftButtons.first?.layer.presentation()?.opacity ?? 1 == 1)
        s.root.navigationItem.setRightBarButtonItems(nil, animated: false)
        #expect(bar.rightButtons.isEmpty)
        s.root.navigationItem.setLeftBarButton(nil, animated: true)
        #expect(bar.leftButtons.isEmpty)
    }

    @Test func aPromptGrowsTheBarAndTheSafeArea() {
        let s = NavigationSetup()
        let bar = s.nav.navigationBar
        var changes: [UIEdgeInsets] = []
        let observer = SafeAreaObserver { changes.append($0.safeAreaInsets) }
        s.root.view.addSubview(observer)
        observer.frame = s.root.view.bounds
        s.root.navigationItem.prompt = "Choose a photo"
        // 44 + 30 = 74.
        #expect(bar.frame == CGRect(x: 0, y: 0, width: StandardScreen.width, height: 74))
        #expect(s.root.view.frame == StandardScreen.bounds)
        #expect(s.root.view.safeAreaInsets == UIEdgeInsets(top: 74, left: 0, bottom: 0, right: 0))
        #expect(bar.titleLabel.frame.minY == 30)
        s.root.navigationItem.prompt = nil
        #expect(bar.frame.height == 44)
        #expect(
            changes == [
                UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0),
                UIEdgeInsets(top: 74, left: 0, bottom: 0, right: 0),
                UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0),
            ])
    }
}

/// A view that calls `onChange` from `safeAreaInsetsDidChange()`.
final class SafeAreaObserver: UIView {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    let onChange: (SafeAreaObserver) -> Void

    init(onChange: @escaping (SafeAreaObserver) -> Void) {
        self.onChange = onChange
        super.init(frame: .zero)
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        onChange(self)
    }
}
