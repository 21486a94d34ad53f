import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Storyboards read as Xcode writes them: controllers, their views and attributes, outlets and actions,
/// in UIKit's order.
@MainActor
@Suite(.freshApplication) struct UIStoryboardTests {
    let storyboard = UIStoryboard(name: "Main", bundle: .module)

    init() {
        InterfaceBuilderLog.entries = []
    }

    /// The initial controller and its root, made through the relationship segue; the root's view waits.
    func home() throws -> (UINavigationController, HomeViewController) {
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let home = try #require(navigation.viewControllers.first as? HomeViewController)
        return (navigation, home)
    }

    @Test func theInitialControllerIsMadeWithItsRelationshipSegue() throws {
        let (navigation, home) = try home()
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.storyboard === storyboard && home.storyboard === storyboard)
        #expect(home.title == "Home")
        #expect(home.navigationItem.title == "Start")
        #expect(home.navigationItem.rightBarButtonItem?.systemItem == .add)
        // init?(coder:) sees the title; the outlets into the view are connected only when the view loads.
        #expect(InterfaceBuilderLog.entries == ["Home init(coder:) title=Home", "Home awakeFromNib outlets=false"])
        #expect(!home.isViewLoaded)
    }

    @Test func theViewLoadsFromTheSceneWithOutletsEmbedsThenViewDidLoad() throws {
        let (_, home) = try home()
        InterfaceBuilderLog.entries = []
        let reports = Diagnostics.capture { home.loadViewIfNeeded() }
        #expect(
            InterfaceBuilderLog.entries == [
                "Home prepare embedChild", "Child willMove(toParent: Home)", "Child didMove(toParent: Home)",
                "Home viewDidLoad label=Hello children=1",
            ])
        // The scene's two deliberate mistakes: an outlet the class does not list, and a runtime attribute a
        // plain view does not have.
        #expect(reports.map(\.code) == [.undefinedInterfaceBuilderKey, .undefinedInterfaceBuilderKey])
        #expect(reports.first?.message.hasSuffix("not key value coding-compliant for the key missingOutlet.") == true)
        #expect(reports.last?.message.hasSuffix("not key value coding-compliant for the key badgeText.") == true)
        #expect(home.children.first is ChildViewController)
        #expect(home.buttons.map { $0.title(for: .normal) } == ["Next", "Tap"])
    }

    @Test func viewsGetTheAttributesTheSceneGives() throws {
        let (_, home) = try home()
        let view = try #require(home.view)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(view.backgroundColor == .systemBackground)
        #expect(view.subviews.count == 8)
        let label = try #require(home.titleLabel)
        #expect(label.text == "Hello")
        #expect(label.textAlignment == .center)
        #expect(label.numberOfLines == 2)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.font == .preferredFont(forTextStyle: .headline))
        #expect(label.textColor == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(label.contentHuggingPriority(for: .horizontal) == UILayoutPriority(rawValue: 251))
        let next = try #require(home.nextButton)
        #expect(next.buttonType == .system)
        #expect(next.tag == 7)
        #expect(next.title(for: .normal) == "Next")
        #expect(next.title(for: .highlighted) == "Next!")
        #expect(next.titleColor(for: .normal) == UIColor(white: 0, alpha: 1))
        #expect(next.titleLabel?.font == .boldSystemFont(ofSize: 15))
        let dot = try #require(home.dotView)
        #expect(dot.image?.size == UIImage(named: "star", in: .module, compatibleWith: nil)?.size)
        #expect(dot.image != nil)
        #expect(dot.contentMode == .scaleAspectFit)
        #expect(dot.clipsToBounds)
        let toggle = try #require(view.subviews.compactMap { $0 as? UISwitch }.first)
        #expect(toggle.isOn)
        let box = try #require(home.box)
        #expect(box.isHidden)
        #expect(box.alpha == 0.5)
        #expect(box.tag == 42)
        #expect(box.backgroundColor == .systemRed)
        #expect(box.layer.cornerRadius == 8)
        let child = try #require(home.children.first)
        // A named colour missing from the bundle's asset catalog comes from the document's resources…
        // except that Brand is in the catalog (0x33, 102, 0.8), which wins, as on iOS.
        #expect(child.view.backgroundColor == UIColor(red: 0x33 / 255, green: 102 / 255, blue: 0.8, alpha: 1))
        #expect(child.view.superview === view.subviews[6])
        #expect(child.view.frame == view.subviews[6].bounds)
    }

    @Test func constraintsAndLayoutGuidesBecomeAutoLayoutConstraints() throws {
        let (_, home) = try home()
        let view = try #require(home.view)
        let label = try #require(home.titleLabel)
        let container = view.subviews[6]
        let box = try #require(home.box)
        #expect(view.constraints.count == 7)
        let leading = view.constraints[0]
        #expect(leading.firstItem === label && leading.firstAttribute == .leading)
        #expect(leading.secondItem === view.safeAreaLayoutGuide && leading.secondAttribute == .leading)
        #expect(leading.constant == 20 && leading.relation == .equal && leading.multiplier == 1)
        let margin = view.constraints[3]
        #expect(margin.secondItem === view && margin.secondAttribute == .leadingMargin)
        let aspect = view.constraints[5]
        #expect(aspect.firstItem === container && aspect.secondItem === container)
        #expect(abs(aspect.multiplier - 353.0 / 200.0) < 1e-9)
        let spacing = view.constraints[6]
        #expect(spacing.firstItem === box && spacing.relation == .greaterThanOrEqual)
        #expect(spacing.priority == UILayoutPriority(rawValue: 750) && spacing.constant == 20)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        #expect(view.constraints.allSatisfy { $0.isActive })
    }

    @Test func actionsAreSentForTheEventsTheSceneGives() throws {
        let (_, home) = try home()
        let view = try #require(home.view)
        let tapButton = home.buttons[1]
        let toggle = try #require(view.subviews.compactMap { $0 as? UISwitch }.first)
        InterfaceBuilderLog.entries = []
        tapButton.sendActions(for: .touchUpInside)
        tapButton.sendActions(for: .touchDown)
        toggle.sendActions(for: .valueChanged)
        #expect(InterfaceBuilderLog.entries == ["Home tapped Tap", "Home switchChanged true"])
        let recognizer = try #require(view.gestureRecognizers?.compactMap { $0 as? UITapGestureRecognizer }.first)
        #expect(recognizer.numberOfTapsRequired == 2)
        #expect(recognizer.view === view)
    }

    @Test func identifiedControllersAndTabBarRelationships() throws {
        let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(detail is DetailViewController && detail.title == "Detail")
        let typed: DetailViewController = storyboard.instantiateViewController(identifier: "Detail")
        #expect(typed !== detail)
        var coderSeen = false
        let made: ChildViewController = storyboard.instantiateViewController(identifier: "Child") { coder in
            coderSeen = coder.decodeObject(forKey: "title") as? String == "Child"
            return ChildViewController(coder: coder)
        }
        #expect(coderSeen && made.title == "Child")
        let tabs = try #require(storyboard.instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        #expect(tabs.viewControllers?.map(\.traceName) == ["One", "Two"])
        #expect(tabs.viewControllers?.map { $0.tabBarItem.title } == ["First", "Second"])
        #expect(tabs.viewControllers?.map { $0.tabBarItem.tag } == [1, 2])
        let list = try #require(tabs.viewControllers?.last as? ListViewController)
        #expect(list.tableView.rowHeight == 50)
        #expect(list.tableView.dataSource === list)
        #expect(list.tableView.delegate === list)
    }

    @Test func prototypeCellsAreDequeuedFreshWithTheirOutlets() throws {
        let tabs = try #require(storyboard.instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        let list = try #require(tabs.viewControllers?.last as? ListViewController)
        let window = ControllerFixtures.window(root: tabs)
        window.makeKeyAndVisible()
        tabs.selectedIndex = 1
        UIApplication.shared.runUntilIdle()
        let cells = list.tableView.visibleCells.compactMap { $0 as? ListCell }
        #expect(cells.count == 3)
        #expect(cells.map { $0.titleLabel?.text } == ["Row 0", "Row 1", "Row 2"])
        #expect(cells.map(\.reuseIdentifier) == ["Cell", "Cell", "Cell"])
        #expect(cells.allSatisfy { $0.titleLabel?.superview === $0.contentView })
        #expect(Set(cells.map(ObjectIdentifier.init)).count == 3)
    }
}
