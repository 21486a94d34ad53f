import Foundation
import OpenUIKit
import Testing
@testable import Gallery
import OpenUIKitTesting
import TestSupport

/// The live app's screens, run headless on the virtual clock: the home list of demos pushes a demo's live
/// screen, which hosts the demo's scene in a window of the demo's own and plays its script (or leaves an
/// interactive demo to the finger).
@MainActor
@Suite(.freshApplication) struct LiveAppTests {
    func showHome() -> (UIWindow, UINavigationController, GalleryHomeController) {
        let home = GalleryHomeController()
        let navigation = UINavigationController(rootViewController: home)
        let window = StandardWindow.shown(root: navigation)
        UIApplication.shared.runUntilIdle()
        return (window, navigation, home)
    }

    /// Pushes the live screen of `demo` (without animation), lets it appear and returns it with its demo.
    func pushLiveScreen<Demo: GalleryDemo>(
        of demo: Demo.Type, on navigation: UINavigationController
    ) throws -> (DemoHostController, Demo) {
        navigation.pushViewController(DemoHostController(demo: demo), animated: false)
        UIApplication.shared.advance(by: 0)
        let host = try #require(navigation.topViewController as? DemoHostController)
        return (host, try #require(host.demo as? Demo))
    }

    @Test func theHomeListsEveryDemoBySectionAndATapPushesItsLiveScreen() throws {
        let (_, navigation, home) = showHome()
        let table = home.tableView
        #expect(table.numberOfSections == GalleryCatalog.sections.count)
        let listed = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
        #expect(listed == GalleryCatalog.sections.map(\.demos.count))
        #expect(listed.reduce(0, +) == GalleryCatalog.demos.count)
        let header = try #require(table.headerView(forSection: 0) as? UITableViewHeaderFooterView)
        #expect(header.textLabel.text == "基础动画案例 — Basic animations")
        let indexPath = try #require(home.indexPath(ofDemoNamed: MaskPauseResumeDemo.name))
        // The article's section of animations: mask-pause-resume, then path-morph.
        #expect(indexPath == IndexPath(row: 0, section: 2))
        // Below the app's seventeen rows: scrolled into sight first.
        table.scrollToRow(at: indexPath, at: .middle, animated: false)
        UIApplication.shared.advance(by: 0)
        let cell = try #require(table.cellForRow(at: indexPath))
        #expect(cell.textLabel?.text == "A mask's animation paused and resumed")
        UIApplication.shared.tap(at: try #require(cell.centerInWindow))
        UIApplication.shared.runUntilIdle()
        let host = try #require(navigation.topViewController as? DemoHostController)
        #expect(ObjectIdentifier(host.demoType) == ObjectIdentifier(MaskPauseResumeDemo.self))
        // Centred in the safe area below the 44 pt bar: 44 + (800 − 320) / 2 = 284.
        #expect(host.stageView.frame == CGRect(x: 75, y: 284, width: 240, height: 320))
        #expect(host.stageWindow.rootViewController?.title == "Mask")
        #expect(host.stageWindow.frame == CGRect(x: 0, y: 0, width: 240, height: 320))
        #expect(UIApplication.shared.keyWindow === navigation.view.window)
        #expect(UIScreen.main.bounds.size == StandardScreen.size)
    }

    /// A row of the AnimationSet app's screens pushes the screen itself, full screen under the bar, as the app
    /// pushes it from its home, for the finger to drive.
    @Test func anAppScreensRowPushesTheScreenItself() throws {
        let (_, navigation, home) = showHome()
        let indexPath = try #require(home.indexPath(ofDemoNamed: BasicAnimationDemo.name))
        #expect(indexPath == IndexPath(row: 0, section: 0))
        UIApplication.shared.tap(
            at: CGPoint(x: 200, y: try GalleryHomeController.rowMidY(ofDemoNamed: BasicAnimationDemo.name)))
        UIApplication.shared.runUntilIdle()
        let screen = try #require(navigation.topViewController as? BasicAnimationController)
        #expect(screen.view.frame == CGRect(origin: .zero, size: StandardScreen.size))
        #expect(screen.title == "CABasicAnimation")
        // Its buttons work under the finger: 缩放 (the third) squeezes the square.
        let scale = screen.operationButtons[2]
        UIApplication.shared.tap(at: try #require(scale.centerInWindow))
        UIApplication.shared.advance(by: 0.5)
        let shown = try #require(screen.demoView.layer.presentation())
        #expect(abs(shown.transform.m11 - 0.6) < 0.05)
    }

    /// Leaving a demo whose controllers present nothing ends it without a report: the live screen dismisses
    /// only what the demo presents (a dismissal with nothing presented is a misuse, reported).
    @Test func leavingADemoThatPresentsNothingReportsNothing() throws {
        let (_, navigation, _) = showHome()
        let (host, _) = try pushLiveScreen(of: PageScrollDemo.self, on: navigation)
        UIApplication.shared.runUntilIdle()
        #expect(host.stageWindow.rootViewController?.presentedViewController == nil)
        let reports = Diagnostics.capture {
            navigation.popViewController(animated: true)
            UIApplication.shared.runUntilIdle()
        }
        #expect(reports.map(\.message) == [])
        #expect(navigation.topViewController is GalleryHomeController)
        #expect(host.stageWindow.rootViewController == nil)
    }

    @Test func anInteractiveDemoIsLeftToTheFinger() throws {
        let (_, navigation, _) = showHome()
        navigation.pushViewController(DemoHostController(demo: PageScrollDemo.self), animated: false)
        UIApplication.shared.runUntilIdle()
        let host = try #require(navigation.topViewController as? DemoHostController)
        let pager = try #require((host.demo as? PageScrollDemo)?.pager)
        UIApplication.shared.advance(by: 2)
        #expect(pager.scrollView.contentOffset == .zero)
        UIApplication.shared.drag(from: CGPoint(x: 290, y: 400), to: CGPoint(x: 110, y: 400), duration: 0.2)
        UIApplication.shared.runUntilIdle()
        #expect(pager.currentPage == 1 && pager.scrollView.contentOffset == CGPoint(x: 240, y: 0))
    }

    /// Taps the bar's Play button of the live screen on top.
    func tapPlay(on navigation: UINavigationController) throws {
        func label(_ text: String, in view: UIView) -> UILabel? {
            if let label = view as? UILabel, label.text == text, !label.isHidden { return label }
            return view.subviews.lazy.compactMap { label(text, in: $0) }.first
        }
        let play = try #require(label("Play", in: navigation.navigationBar))
        UIApplication.shared.tap(
            at: play.convert(CGPoint(x: play.bounds.midX, y: play.bounds.midY), to: nil as UIView?))
    }

    @Test func aScriptedDemoWaitsForThePersonAndPlayPlaysItsScriptFromTheStart() throws {
        let (_, navigation, _) = showHome()
        let (host, demo) = try pushLiveScreen(of: NewsChildrenDemo.self, on: navigation)
        UIApplication.shared.advance(by: 4)
        UIApplication.shared.runUntilIdle()
        #expect(demo.newsController?.currentChildIndex == 0)
        #expect(host.scriptStart == nil)
        try tapPlay(on: navigation)
        UIApplication.shared.advance(by: 0.4)
        let played = try #require(host.demo as? NewsChildrenDemo)
        #expect(played !== demo)
        #expect(played.newsController?.currentChildIndex == 0)
        UIApplication.shared.advance(by: 3)
        UIApplication.shared.runUntilIdle()
        #expect(played.newsController?.currentChildIndex == 2)
        #expect(host.stageWindow.rootViewController === played.newsController)
        #expect(demo.newsController?.viewIfLoaded?.window == nil)
    }

    /// With no script running, the person's own taps drive the demo: the segmented control swaps the
    /// container's child and back.
    @Test func thePersonDrivesADemoThroughItsOwnControls() throws {
        let (_, navigation, _) = showHome()
        let (host, demo) = try pushLiveScreen(of: SegueContainerDemo.self, on: navigation)
        let root = try #require(demo.rootController)
        UIApplication.shared.advance(by: 4)
        #expect(root.containerVC?.children.map { "\(type(of: $0))" } == ["FirstController"])
        let control: UISegmentedControl = root.segSwitch
        let segmentWidth = control.bounds.width / CGFloat(control.numberOfSegments)
        func tapSegment(_ index: Int) {
            // Where the person clicks: the segment's centre in the app's window.
            let center = CGPoint(x: segmentWidth * (CGFloat(index) + 0.5), y: control.bounds.midY)
            UIApplication.shared.tap(at: control.convert(center, to: navigation.view.window))
            UIApplication.shared.runUntilIdle()
        }
        tapSegment(1)
        #expect(root.segSwitch.selectedSegmentIndex == 1)
        #expect(root.containerVC?.children.map { "\(type(of: $0))" } == ["SecondController"])
        tapSegment(0)
        #expect(root.containerVC?.children.map { "\(type(of: $0))" } == ["FirstController"])
        #expect(host.scriptStart == nil)
    }

    /// The scripted taps land on the hosted scene's controls: the points are converted to the app's window.
    @Test func aHostedDemosTapsReachItsControls() throws {
        let (_, navigation, _) = showHome()
        let segue = try pushLiveScreen(of: SegueContainerDemo.self, on: navigation).0
        try tapPlay(on: navigation)
        UIApplication.shared.advance(by: 3.4)
        UIApplication.shared.runUntilIdle()
        let root = try #require((segue.demo as? SegueContainerDemo)?.rootController)
        #expect(root.segSwitch.selectedSegmentIndex == 1)
        #expect(root.containerVC?.children.map { "\(type(of: $0))" } == ["SecondController"])

        let forwarding = try pushLiveScreen(of: AppearanceForwardingDemo.self, on: navigation).0
        try tapPlay(on: navigation)
        UIApplication.shared.advance(by: 9.6)
        UIApplication.shared.runUntilIdle()
        let container = try #require((forwarding.demo as? AppearanceForwardingDemo)?.container)
        #expect(container.children.map(\.title) == ["Example"])
        #expect(container.example?.children.map(\.title) == ["Second", "Third"])
    }
}
