import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// `UICollectionViewController`, and layout-to-layout navigation: a push of a controller with
/// `useLayoutToLayoutNavigationTransitions` is a change of the shared collection view's layout, and its pop
/// changes it back. Big layout: 100 × 50 items, three a line 30 pt apart (item 1 at x 145, item 7 on the
/// third line at y 140); small layout: 50 × 50 items, six a line 12 pt apart (item 1 at x 77, item 7 on
/// the second line at y 80).
@MainActor
@Suite(.freshApplication) struct UICollectionViewControllerTests {
    @MainActor private struct Setup {
        let log = LoggingController.Log()
        let window: UIWindow
        let nav: UINavigationController
        let a: LoggedCollectionController
        let b: LoggedCollectionController
        let big: LoggedFlowLayout
        let small: LoggedFlowLayout
        let delegate: LoggingNavigationDelegate

        init(pushedWithLayoutToLayout: Bool = true) {
            big = LoggedFlowLayout("big", side: 100, log: log)
            small = LoggedFlowLayout("small", side: 50, log: log)
            a = LoggedCollectionController("A", layout: big, log: log)
            b = LoggedCollectionController("B", layout: small, log: log)
            b.useLayoutToLayoutNavigationTransitions = pushedWithLayoutToLayout
            nav = UINavigationController(rootViewController: a)
            delegate = LoggingNavigationDelegate(log: log)
            nav.delegate = delegate
            window = ControllerFixtures.window(root: nav)
            window.makeKeyAndVisible()
            UIApplication.shared.advance(by: 0)
            log.lines.removeAll()
        }

        /// Pushes B, runs to idle and clears the log (where each pop test starts); the shared collection view.
        func pushB() throws -> UICollectionView {
            let shared = try #require(a.collectionView)
            nav.pushViewController(b, animated: true)
            UIApplication.shared.runUntilIdle()
            log.lines.removeAll()
            return shared
        }
    }

    @Test func theControllerMakesItsCollectionViewAndServesIt() throws {
        let layout = UICollectionViewFlowLayout()
        let controller = UICollectionViewController(collectionViewLayout: layout)
        let collectionView = try #require(controller.collectionView)
        #expect(controller.view === collectionView)
        #expect(collectionView.collectionViewLayout === layout && controller.collectionViewLayout === layout)
        #expect(collectionView.dataSource === controller && collectionView.delegate === controller)
        #expect(collectionView.frame == UIScreen.main.bounds)
        #expect(collectionView.numberOfSections == 1 && collectionView.numberOfItems(inSection: 0) == 0)
        #expect(controller.clearsSelectionOnViewWillAppear && !controller.useLayoutToLayoutNavigationTransitions)
    }

    @Test func aLayoutToLayoutPushChangesTheLayoutOfTheSharedCollectionView() throws {
        let s = Setup()
        let shared = try #require(s.a.collectionView)
        s.nav.pushViewController(s.b, animated: true)
        #expect(s.b.collectionView === shared && s.b.view === shared)
        #expect(shared.collectionViewLayout === s.small)
        #expect(shared.dataSource === s.a && shared.delegate === s.a)
        UIApplication.shared.advance(by: UICollectionView.updateAnimationDuration / 2)
        let cell = try #require(shared.cellForItem(at: IndexPath(item: 1, section: 0)))
        let position = try #require(cell.layer.presentation()).position
        #expect(abs(position.x - (195 + 102) / 2) < 1e-4 && position.y == 45)
        UIApplication.shared.runUntilIdle()
        #expect(
            s.log.lines == [
                "B viewDidLoad", "A viewWillDisappear(true)", "B viewWillAppear(true)", "delegate willShow B (true)",
                "small prepare", "A viewDidDisappear(true)", "B viewDidAppear(true)", "delegate didShow B (true)",
            ])
        #expect(s.nav.viewControllers == [s.a, s.b] && s.nav.contentView.subviews == [shared])
        #expect(cellFrame(shared, 1) == CGRect(x: 77, y: 20, width: 50, height: 50))
        #expect(cellFrame(shared, 7) == CGRect(x: 77, y: 80, width: 50, height: 50))
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func itsPopChangesTheLayoutBackAndGivesThePoppedControllerItsOwnView() throws {
        let s = Setup()
        let shared = try s.pushB()
        s.nav.popViewController(animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(
            s.log.lines == [
                "B viewWillDisappear(true)", "A viewWillAppear(true)", "delegate willShow A (true)", "big prepare",
                "B viewDidDisappear(true)", "A viewDidAppear(true)", "delegate didShow A (true)",
                // B's own collection view, given back with its layout, lays out at the next commit.
                "small prepare",
            ])
        #expect(shared.collectionViewLayout === s.big && s.a.view === shared)
        let own = try #require(s.b.collectionView)
        #expect(own !== shared && own.collectionViewLayout === s.small && s.small.collectionView === own)
        #expect(cellFrame(shared, 1) == CGRect(x: 145, y: 20, width: 100, height: 50))
        #expect(cellFrame(shared, 7) == CGRect(x: 145, y: 140, width: 100, height: 50))
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func viewWillAppearClearsTheSelectionOnlyWhenAsked() throws {
        let s = Setup()
        let shared = try #require(s.a.collectionView)
        s.b.clearsSelectionOnViewWillAppear = false
        shared.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        s.nav.pushViewController(s.b, animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(shared.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        s.nav.popViewController(animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(shared.indexPathsForSelectedItems == nil)
    }

    @Test func aPushWithoutTheFlagSlidesTheControllersOwnCollectionViewIn() throws {
        let s = Setup(pushedWithLayoutToLayout: false)
        let shared = try #require(s.a.collectionView)
        s.nav.pushViewController(s.b, animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(s.b.collectionView !== shared && shared.collectionViewLayout === s.big)
        #expect(s.nav.contentView.subviews == [s.b.view])
        #expect(cellFrame(s.b.collectionView, 1) == CGRect(x: 77, y: 20, width: 50, height: 50))
    }

    @Test func theFlagCannotChangeOncePushed() {
        let s = Setup()
        s.nav.pushViewController(s.b, animated: false)
        let reports = Diagnostics.capture { s.b.useLayoutToLayoutNavigationTransitions = false }
        #expect(reports.map(\.code) == [.invalidState])
        #expect(s.b.useLayoutToLayoutNavigationTransitions)
    }

    /// Puts a finger down 5 pt from the left edge and moves it right `steps` frames of `step` points.
    private func dragFromTheEdge(steps: Int, by step: CGFloat) -> UITouch {
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 5, y: 400))
        UIApplication.shared.advance(by: 1.0 / 60)
        for index in 1...steps {
            UIApplication.shared.touchMove(touch, to: CGPoint(x: 5 + CGFloat(index) * step, y: 400))
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        return touch
    }

    @Test func anEdgeSwipeScrubsThePopAndACancelPutsThePushedLayoutBack() throws {
        let s = Setup()
        let shared = try s.pushB()
        let touch = dragFromTheEdge(steps: 20, by: 4)
        #expect(s.nav.transitionCoordinator?.isInteractive == true)
        UIApplication.shared.advance(by: 0.5)
        UIApplication.shared.touchUp(touch)
        UIApplication.shared.runUntilIdle()
        #expect(
            s.log.lines == [
                "B viewWillDisappear(true)", "A viewWillAppear(true)", "delegate willShow A (true)", "big prepare",
                "small prepare", "A viewWillDisappear(true)", "A viewDidDisappear(true)", "B viewWillAppear(true)",
                "B viewDidAppear(true)",
            ])
        #expect(s.nav.viewControllers == [s.a, s.b] && s.b.view === shared)
        #expect(shared.collectionViewLayout === s.small)
        #expect(cellFrame(shared, 7) == CGRect(x: 77, y: 80, width: 50, height: 50))
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func anEdgeSwipePastHalfWayFinishesThePop() throws {
        let s = Setup()
        let shared = try s.pushB()
        let touch = dragFromTheEdge(steps: 30, by: 8)
        UIApplication.shared.advance(by: 0.5)
        UIApplication.shared.touchUp(touch)
        UIApplication.shared.runUntilIdle()
        #expect(
            s.log.lines == [
                "B viewWillDisappear(true)", "A viewWillAppear(true)", "delegate willShow A (true)", "big prepare",
                "B viewDidDisappear(true)", "A viewDidAppear(true)", "delegate didShow A (true)",
                // B's own collection view, given back with its layout, lays out at the next commit.
                "small prepare",
            ])
        #expect(s.nav.viewControllers == [s.a] && s.a.view === shared && shared.collectionViewLayout === s.big)
        #expect(cellFrame(shared, 7) == CGRect(x: 145, y: 140, width: 100, height: 50))
        #expect(LeftoverStateChecker.check(s.window) == [])
    }
}
