import Foundation
import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import TestSupport
import Testing

@testable import Gallery

extension AppPushPopDemo: WindowedDemo {}
extension AppPresentDismissDemo: WindowedDemo {}
extension AppTabSlideDemo: WindowedDemo {}

/// The catalog's demos of the 各类转场动画 list's rows that open the app's own screens, by name.
let transitionListRowDemoNames = ["app-push-pop", "app-present-dismiss", "app-tab-slide"]

/// The trace lines of the three demos in UIKit's order, on top of the shell's (`TransitionListTrace`).
enum TransitionListRowTrace {
    static let navigation = TransitionListTrace.navigation
    static let list = TransitionListTrace.list
    static let page = "SinglePageController"
    static let tabs = "MyTabBarPageController"

    /// The opening, the tap on the home's row and the tap on the list's row `row` that pushes the film list
    /// titled by it.
    static func filmList(_ row: String) -> [String] {
        AnimationSetTrace.opening
            + TransitionListTrace.push(
                from: TransitionListTrace.home, to: list, loading: "TransitionListViewController", at: 0.4, row: list)
            + TransitionListTrace.push(from: list, to: row, at: 1.3, row: row)
    }

    /// The tap at `time` on the film `film`, and the push of its page with the navigation delegate's animator.
    static func pushPage(from list: String, at time: TimeInterval, film: String) -> [String] {
        var lines = TransitionListTrace.push(from: list, to: page, at: time, row: film)
        lines.insert(
            contentsOf: [
                "\(navigation) delegate animationControllerFor push",
                "\(navigation) delegate interactionControllerFor",
            ], at: 4)
        return lines
    }

    /// The tap at `time` on the back button, and the pop of the page with the navigation delegate's animator.
    static func popPage(to list: String, at time: TimeInterval) -> [String] {
        var lines = TransitionListTrace.pop(from: page, to: list, at: time)
        lines.insert(
            contentsOf: [
                "\(navigation) delegate animationControllerFor pop",
                "\(navigation) delegate interactionControllerFor",
            ], at: 2)
        return lines
    }

    /// The tap at `time` on `film`, and the full-screen presentation of its page by the list's animator: the
    /// presenter (the navigation controller, the window's root) and the list disappear.
    static func presentPage(over list: String, at time: TimeInterval, film: String) -> [String] {
        [
            String(format: "t=%.3f tap %@", time, film), "\(page) loadView", "\(page) viewDidLoad",
            "\(navigation) delegate transitioning animationController(forPresented:)",
            "\(navigation) delegate transitioning interactionControllerForPresentation",
            "\(navigation) present \(page) began", "\(navigation) viewWillDisappear(true)",
            "\(list) viewWillDisappear(true)", "\(page) viewWillAppear(true)",
            "\(navigation) delegate presentationController presentationTransitionWillBegin",
            "\(navigation) context.completeTransition(true)", "\(navigation) present \(page) completed",
            "\(navigation) delegate presentationController presentationTransitionDidEnd(true)",
            "\(page) viewDidAppear(true)", "\(navigation) viewDidDisappear(true)", "\(list) viewDidDisappear(true)",
        ]
    }

    /// The tap at `time` on the page's back arrow, and the dismissal by the list's animator.
    static func dismissPage(to list: String, at time: TimeInterval) -> [String] {
        [
            String(format: "t=%.3f tap icon_nav_back", time),
            "\(navigation) delegate transitioning animationController(forDismissed:)",
            "\(navigation) delegate transitioning interactionControllerForDismissal",
            "\(navigation) dismiss \(page) began", "\(page) viewWillDisappear(true)",
            "\(navigation) viewWillAppear(true)", "\(list) viewWillAppear(true)",
            "\(navigation) delegate presentationController dismissalTransitionWillBegin",
            "\(navigation) context.completeTransition(true)", "\(navigation) dismiss \(page) completed",
            "\(navigation) delegate presentationController dismissalTransitionDidEnd(true)",
            "\(navigation) viewDidAppear(true)", "\(list) viewDidAppear(true)", "\(page) viewDidDisappear(true)",
        ]
    }

    /// The tap at 1.3 s on the list's last row: the tab bar controller loads its two tabs' navigation controllers
    /// (the first one's view and page only: the second tab is loaded when it is first chosen) and is presented
    /// full screen over the window's root with UIKit's cover-vertical animation, the first tab appearing with it.
    static let presentTabs = [
        "t=1.300 tap tabbarcontroller 切换转场动画", "\(tabs) loadView", "\(tabs) viewDidLoad",
        "\(navigation) willMove(toParent: \(tabs))", "\(navigation) willMove(toParent: \(tabs))",
        "\(navigation) loadView", "\(navigation) viewDidLoad", "first loadView", "first viewDidLoad",
        "\(navigation) didMove(toParent: \(tabs))", "\(navigation) didMove(toParent: \(tabs))",
        "\(navigation) present \(tabs) began", "\(navigation) viewWillDisappear(true)",
        "\(list) viewWillDisappear(true)",
        "\(tabs) viewWillAppear(true)", "\(navigation) viewWillAppear(true)", "first viewWillAppear(true)",
        "\(navigation) delegate presentationController presentationTransitionWillBegin",
        "\(navigation) context.completeTransition(true)", "\(navigation) present \(tabs) completed",
        "\(navigation) delegate presentationController presentationTransitionDidEnd(true)",
        "\(tabs) viewDidAppear(true)", "\(navigation) viewDidAppear(true)", "first viewDidAppear(true)",
        "\(navigation) viewDidDisappear(true)", "\(list) viewDidDisappear(true)",
    ]

    /// The tap at `time` on the item `item`, and the switch from the page `from` to the page `to` with the
    /// delegate's animator (the list's); `loading` when the new tab's navigation controller and page load first.
    static func select(item: String, from: String, to: String, at time: TimeInterval, loading: Bool) -> [String] {
        let load =
            loading
            ? ["\(navigation) loadView", "\(navigation) viewDidLoad", "\(to) loadView", "\(to) viewDidLoad"] : []
        return [String(format: "t=%.3f tap %@", time, item), "\(tabs) delegate shouldSelect \(navigation)"] + load + [
            "\(tabs) delegate animationControllerForTransitionFrom \(navigation) to \(navigation)",
            "\(tabs) delegate interactionControllerFor", "\(tabs) select \(navigation) → \(navigation) began",
            "\(navigation) viewWillAppear(true)", "\(to) viewWillAppear(true)", "\(navigation) viewWillDisappear(true)",
            "\(from) viewWillDisappear(true)", "\(tabs) delegate didSelect \(navigation)",
            "\(tabs) context.completeTransition(true)", "\(tabs) select \(navigation) → \(navigation) completed",
            "\(navigation) viewDidDisappear(true)", "\(from) viewDidDisappear(true)",
            "\(navigation) viewDidAppear(true)", "\(to) viewDidAppear(true)",
        ]
    }

    /// The tap at `time` on the first page's “返回”: the tab bar controller is dismissed, the list appears again.
    static func dismissTabs(at time: TimeInterval) -> [String] {
        [
            String(format: "t=%.3f tap 返回", time), "\(navigation) dismiss \(tabs) began",
            "\(tabs) viewWillDisappear(true)", "\(navigation) viewWillDisappear(true)", "first viewWillDisappear(true)",
            "\(navigation) viewWillAppear(true)", "\(list) viewWillAppear(true)",
            "\(navigation) delegate presentationController dismissalTransitionWillBegin",
            "\(navigation) context.completeTransition(true)", "\(navigation) dismiss \(tabs) completed",
            "\(navigation) delegate presentationController dismissalTransitionDidEnd(true)",
            "\(navigation) viewDidAppear(true)", "\(list) viewDidAppear(true)", "\(tabs) viewDidDisappear(true)",
            "\(navigation) viewDidDisappear(true)", "first viewDidDisappear(true)",
        ]
    }
}

/// The three demos of the 各类转场动画 list's rows that open the app's own screens: each plays in the app's shell,
/// its trace in UIKit's order, its pixels at key frames where the animators put them (computed here from the
/// app's frames, durations and UIView animation's ease-in-out curve, at 1 pixel per point, on frames of the 30 fps
/// recording); their sizes, frames, leftovers and releases are checked with the custom presentations'
/// (`CustomPresentationDemoTests`).
@MainActor
@Suite(.freshApplication) struct TransitionListRowDemoTests {
    static let white = [255, 255, 255]
    static let red = [255, 0, 0]
    static let purple = bytes(0.5, 0, 0.5)
    /// 魔法精灵's poster colour.
    static let green = bytes(0.2, 0.6, 0.35)
    /// The bars' height under the status bar: 47 + 44 points.
    static let barBottom: CGFloat = 91

    /// Where 魔法精灵's poster is in the window on its row: the table's rows start under the bar, 100 points each;
    /// the cell shows the 55 × 80 poster 16 points from its leading edge, centred vertically.
    static let rowPoster = CGRect(x: 16, y: barBottom + 200 + 10, width: 55, height: 80)
    /// Where it is on the film's page (the app's frame, from the screen's top-left corner).
    static let pagePoster = CGRect(x: 15, y: 150, width: 110, height: 160)

    /// How far into the animation started by the tap at `tap` the frame at `time` is: a scripted tap lifts one
    /// 30 fps frame after it went down, and the controls act on the lift.
    static func elapsed(_ time: TimeInterval, since tap: TimeInterval) -> Double { time - tap - 1.0 / 30 }

    static func interpolated(_ from: CGRect, _ to: CGRect, _ fraction: Double) -> CGRect {
        let f = CGFloat(fraction)
        return CGRect(
            x: from.minX + (to.minX - from.minX) * f, y: from.minY + (to.minY - from.minY) * f,
            width: from.width + (to.width - from.width) * f, height: from.height + (to.height - from.height) * f)
    }

    /// Checks that the poster is at `rect` in `image`: its colour just inside its top-left corner, not just left of
    /// it nor just above it.
    static func expectPoster(at rect: CGRect, in image: CGImage, _ note: String) {
        let x = Int(rect.minX.rounded()), y = Int(rect.minY.rounded())
        #expect(image.pixel(x + 3, y + 3, is: green), "\(note)")
        #expect(!image.pixel(x - 3, y + 3, is: green), "\(note)")
        #expect(!image.pixel(x + 3, y - 3, is: green), "\(note)")
    }

    /// The poster flight of a push/pop or present/dismiss recording: the snapshot on its way at `flights`' times,
    /// while the page fades in or out (its red band over the white list at (300, 120)).
    static func expectFlights(
        _ recorded: RecordedDemo, flights: [(tap: TimeInterval, time: TimeInterval, entering: Bool)]
    ) {
        for (tap, time, entering) in flights {
            // The row's selection and the back controls act in the tap's run-loop turn, 1/60 s after it (the
            // trace's times), and the poster flight starts there.
            let progress = ReferenceCurve.easeInOut((time - tap - 1.0 / 60) / VCCustomPageTransitioning.duration)
            let (from, to) = entering ? (rowPoster, pagePoster) : (pagePoster, rowPoster)
            let image = recorded.image(at: time)
            expectPoster(at: interpolated(from, to, progress), in: image, "\(time)")
            let alpha = entering ? progress : 1 - progress
            #expect(
                image.pixel(300, 120, is: PresentCustomDemoTests.blend(red, alpha, over: white), tolerance: 3),
                "\(time)")
        }
    }

    @Test func thePushedPagesPosterFliesInAndBack() {
        let recorded = AnimationSetRecordings.recorded(AppPushPopDemo.self)
        let row = TransitionListViewController.rowTitles[0]
        let expected =
            TransitionListRowTrace.filmList(row)
            + TransitionListRowTrace.pushPage(from: row, at: 2.2, film: "魔法精灵")
            + TransitionListRowTrace.popPage(to: row, at: 3.0)
            + TransitionListTrace.pop(from: row, to: TransitionListTrace.list, at: 3.8)
            + TransitionListTrace.pop(from: TransitionListTrace.list, to: TransitionListTrace.home, at: 4.6)
        #expect(CustomPresentationDemoTests.callbacks(recorded) == expected)
        Self.expectFlights(recorded, flights: [(2.2, 2.35, true), (3.0, 3.15, false)])
        // Landed: the page's poster in place under the bar, which lies over the red band; then the row's again.
        let pushed = recorded.image(at: 2.9)
        Self.expectPoster(at: Self.pagePoster, in: pushed, "pushed")
        #expect(pushed.pixel(300, 120, is: Self.red))
        #expect(!pushed.pixel(300, 60, is: Self.red))
        Self.expectPoster(at: Self.rowPoster, in: recorded.image(at: 3.7), "popped")
    }

    @Test func thePresentedPagesPosterFliesInAndBack() {
        let recorded = AnimationSetRecordings.recorded(AppPresentDismissDemo.self)
        let row = TransitionListViewController.rowTitles[1]
        let expected =
            TransitionListRowTrace.filmList(row)
            + TransitionListRowTrace.presentPage(over: row, at: 2.2, film: "魔法精灵")
            + TransitionListRowTrace.dismissPage(to: row, at: 3.0)
            + TransitionListTrace.pop(from: row, to: TransitionListTrace.list, at: 3.8)
            + TransitionListTrace.pop(from: TransitionListTrace.list, to: TransitionListTrace.home, at: 4.6)
        #expect(CustomPresentationDemoTests.callbacks(recorded) == expected)
        Self.expectFlights(recorded, flights: [(2.2, 2.35, true), (3.0, 3.15, false)])
        // Presented full screen: the red band reaches the screen's top edge, no bar over it, the white arrow on it.
        let presented = recorded.image(at: 2.9)
        Self.expectPoster(at: Self.pagePoster, in: presented, "presented")
        #expect(presented.pixel(300, 20, is: Self.red))
        #expect(presented.pixel(300, 60, is: Self.red))
        #expect(presented.pixel(22, 60, is: Self.white, tolerance: 40))
        Self.expectPoster(at: Self.rowPoster, in: recorded.image(at: 3.7), "dismissed")
    }

    /// Where the xibs' labels are once their 375 × 667 pages are resized to 390 × 844: each flexible margin takes a
    /// share of the change in proportion to its size (`UIView.AutoresizingMask`).
    static func autoresized(_ frame: CGRect) -> CGRect {
        let dx = 390 - 375.0, dy = 844 - 667.0
        let left = frame.minX, right = 375 - frame.maxX, top = frame.minY, bottom = 667 - frame.maxY
        return CGRect(
            x: left + dx * left / (left + right), y: top + dy * top / (top + bottom), width: frame.width,
            height: frame.height)
    }

    @Test func theTabsSlideInFromTheRight() {
        let recorded = AnimationSetRecordings.recorded(AppTabSlideDemo.self)
        let list = TransitionListTrace.list
        let taps = AppTabSlideDemo.taps
        let expected =
            AnimationSetTrace.opening
            + TransitionListTrace.push(
                from: TransitionListTrace.home, to: list, loading: "TransitionListViewController", at: 0.4, row: list)
            + TransitionListRowTrace.presentTabs
            + TransitionListRowTrace.select(item: "我的", from: "first", to: "second", at: taps[0].time, loading: true)
            + TransitionListRowTrace.select(item: "首页", from: "second", to: "first", at: taps[1].time, loading: false)
            + TransitionListRowTrace.dismissTabs(at: AppTabSlideDemo.tapBack)
            + TransitionListTrace.pop(from: list, to: TransitionListTrace.home, at: AppTabSlideDemo.tapHome)
        #expect(CustomPresentationDemoTests.callbacks(recorded) == expected)
        // The pages as their xibs lay them out: 首页's red label, 我的's on purple.
        let home = Self.autoresized(CGRect(x: 91, y: 306, width: 192, height: 85))
        let my = Self.autoresized(CGRect(x: 118, y: 319, width: 139, height: 82))
        let first = recorded.image(at: 2.2)
        #expect(first.pixel(Int(home.minX) + 5, Int(home.midY), is: Self.red))
        #expect(first.pixel(Int(home.minX) - 5, Int(home.midY), is: Self.white))
        let second = recorded.image(at: 3.7)
        #expect(second.pixel(Int(my.minX) + 5, Int(my.midY), is: Self.red))
        #expect(second.pixel(Int(my.minX) - 5, Int(my.midY), is: Self.purple))
        // Each new page slides in from the right edge over the old one, which stays (1 s, ease-in-out).
        for (tap, time, left, right) in [
            (taps[0].time, 2.8, Self.white, Self.purple), (taps[1].time, 4.3, Self.purple, Self.white),
        ] {
            let edge =
                390 * (1 - ReferenceCurve.easeInOut(Self.elapsed(time, since: tap) / TabBarPageTransition.duration))
            #expect(recorded.image(at: time).boundary(at: edge, row: 600, left: left, right: right), "\(time)")
        }
        #expect(recorded.image(at: 5.2).pixel(50, 600, is: Self.white))
    }

    /// The film list's rows: six films 100 points high, the first four with their posters (55 × 80), the last
    /// two with none, as the app ships only four.
    @Test func theFilmListShowsSixFilmsAndFourPosters() throws {
        let live = LiveDemo(AppPushPopDemo())
        live.run(to: 2.1)
        let list = try #require(live.demo.app.navigation?.topViewController as? VCTransitionPageController)
        #expect(list.title == "push/pop 转场动画")
        let cells = (0..<6).map { list.tableView.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(cells.map { $0?.textLabel?.text } == ["永不回头", "机械师", "魔法精灵", "惊天破", "湄公河行动", "育婴室"])
        #expect(
            cells.map { $0?.imageView?.image?.size } == Array(repeating: CGSize(width: 55, height: 80), count: 4) + [
                nil, nil,
            ])
        let poster = try #require(cells[2]?.imageView)
        #expect(poster.convert(poster.bounds, to: nil) == Self.rowPoster)
    }

    /// In the live app, the row of these demos pushes the 各类转场动画 list itself, whose rows open the app's
    /// screens under the mouse: the last presents the tab bar controller, whose 返回 dismisses it; the first pushes
    /// the film list.
    @Test func theLiveListsRowsOpenTheAppsScreens() throws {
        let navigation = UINavigationController(rootViewController: GalleryHomeController())
        _ = StandardWindow.shown(root: navigation)
        UIApplication.shared.runUntilIdle()
        let homeRow = try GalleryHomeController.rowMidY(ofDemoNamed: AppPushPopDemo.name)
        UIApplication.shared.tap(at: CGPoint(x: 200, y: homeRow))
        UIApplication.shared.runUntilIdle()
        let list = try #require(navigation.topViewController as? TransitionListViewController)
        UIApplication.shared.tap(at: try #require(list.rowCenterInWindow(row: TransitionListViewController.tabBarRow)))
        UIApplication.shared.runUntilIdle()
        let tabs = try #require(navigation.presentedViewController as? MyTabBarPageController)
        #expect(tabs.modalPresentationStyle == .fullScreen && tabs.delegate === list)
        #expect(tabs.tabBar.items?.map(\.title) == ["首页", "我的"])
        let page = try #require((tabs.selectedViewController as? UINavigationController)?.topViewController)
        let back = try #require((page as? TabPageController)?.backButton)
        UIApplication.shared.tap(at: try #require(back.centerInWindow))
        UIApplication.shared.runUntilIdle()
        #expect(navigation.presentedViewController == nil)
        UIApplication.shared.tap(
            at: try #require(list.rowCenterInWindow(row: TransitionListViewController.pushPopRow)))
        UIApplication.shared.runUntilIdle()
        #expect((navigation.topViewController as? VCTransitionPageController)?.title == "push/pop 转场动画")
    }
}
