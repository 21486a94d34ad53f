import Foundation
import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import Gallery

/// The app's news screen at 390 × 844. The strip is the bar's title view: the bar (y 47…91) fits its 390 points between
/// its 8-point margins, so it is 374 wide at x 8; item `i` is 64 × 44 at x = 74 i in it (the flow layout's 10-point
/// line spacing), the content 12 × 64 + 11 × 10 = 878 wide. A tapped title scrolls to the strip's middle, clamped at
/// the content's start: 芹菜 (item 2, its middle at 180) leaves it at 0, 水果 (item 3, its middle at 254) scrolls it to 254
/// − 187 = 67. The pages fill the screen under the bar, their red button at (118, 206), 122 × 48 (read on row 210,
/// above its title); a tap acts one 30 fps frame after it, and the pages slide for 0.5 s, ease in–out.
@MainActor
@Suite(.freshApplication) struct ChildControllerDemoTests {
    let white = bytes(1, 1, 1)
    let red = bytes(1, 0, 0)
    let blue = bytes(0, 0, 1)

    static func slideStart(_ index: Int) -> TimeInterval { ChildControllerDemo.titleTaps[index].time + 1.0 / 30 }

    /// A title's tap at `time`, then the slide from page `from` to page `to`, loading `to` first when `loads`: the
    /// new page appears before the old one disappears, as `transition(from:to:)` calls them.
    static func slide(at time: TimeInterval, from: String, to: String, loads: Bool) -> [String] {
        let news = "NewsScreenController"
        return [String(format: "t=%.3f tap %@", time, to)] + (loads ? ["\(to) loadView", "\(to) viewDidLoad"] : [])
            + [
                "\(news) transition \(from) → \(to)", "\(to) viewWillAppear(true)", "\(from) viewWillDisappear(true)",
                "\(news) transition \(from) → \(to) ended (finished: true)", "\(from) viewDidDisappear(true)",
                "\(to) viewDidAppear(true)",
            ]
    }

    /// A push or pop of `to` over `from`, the shown page `page` getting the news screen's appearance calls after it.
    static func navigation(
        _ kind: String, from: String, to: String, page: String, pushing: Bool
    ) -> [String] {
        let nav = AnimationSetTrace.navigation
        let moving = pushing ? to : from
        let news = "NewsScreenController"
        let pageAfter = { (screen: String, call: String) in screen == news ? ["\(page) \(call)"] : [] }
        return
            (pushing
            ? ["\(to) willMove(toParent: \(nav))", "\(to) loadView", "\(to) viewDidLoad"]
            : ["\(from) willMove(toParent: nil)"])
            + ["\(nav) \(kind) \(from) → \(to) began", "\(from) viewWillDisappear(true)"]
            + pageAfter(from, "viewWillDisappear(true)") + ["\(to) viewWillAppear(true)"]
            + pageAfter(to, "viewWillAppear(true)")
            + [
                "\(nav) delegate willShow \(to)", "\(nav) coordinator alongside animation",
                "\(nav) context.completeTransition(true)", "\(nav) \(kind) \(from) → \(to) completed",
                "\(from) viewDidDisappear(true)",
            ] + pageAfter(from, "viewDidDisappear(true)") + ["\(to) viewDidAppear(true)"]
            + pageAfter(to, "viewDidAppear(true)")
            + [
                "\(nav) coordinator completion (cancelled: false)",
                "\(moving) didMove(toParent: \(pushing ? nav : "nil"))", "\(nav) delegate didShow \(to)",
            ]
    }

    /// The push adds every page as a child in `viewDidLoad` and loads only the first; each tapped title loads its
    /// page the first time and slides; the detail page's push and pop, and the screen's pop, forward the appearance
    /// calls to the page shown after the screen's own.
    @Test func theTraceShowsThePagesAddedUpFrontLoadedWhenFirstShown() {
        let trace = callbackLines(AnimationSetRecordings.recorded(ChildControllerDemo.self).trace).filter {
            !$0.hasSuffix("LayoutSubviews")
        }
        let nav = AnimationSetTrace.navigation, home = AnimationSetTrace.home
        let news = "NewsScreenController", detail = "NewsDetailController"
        let titles = NewsScreenController.titles
        let taps = ChildControllerDemo.titleTaps
        let expected =
            AnimationSetTrace.opening
            + [
                "t=0.500 tap ChildViewController", "\(news) willMove(toParent: \(nav))", "\(news) loadView",
                "\(news) viewDidLoad",
            ] + titles.map { "\($0) willMove(toParent: \(news))" } + ["萝卜 loadView", "萝卜 viewDidLoad"]
            + Array(Self.navigation("push", from: home, to: news, page: "萝卜", pushing: true).dropFirst(3))
            + Self.slide(at: taps[0].time, from: "萝卜", to: "芹菜", loads: true)
            + Self.slide(at: taps[1].time, from: "芹菜", to: "白菜", loads: true)
            + Self.slide(at: taps[2].time, from: "白菜", to: "水果", loads: true)
            + [String(format: "t=%.3f tap 进入子页面", ChildControllerDemo.detailTime)]
            + Self.navigation("push", from: news, to: detail, page: "水果", pushing: true)
            + [String(format: "t=%.3f tap ‹ Back", ChildControllerDemo.detailBackTime)]
            + Self.navigation("pop", from: detail, to: news, page: "水果", pushing: false)
            + [String(format: "t=%.3f tap 返回上一级页面", ChildControllerDemo.backTime)]
            + Self.navigation("pop", from: news, to: home, page: "水果", pushing: false)
        #expect(trace == expected)
    }

    @Test func theStripIsTheBarsTitleViewAndScrollsTheTappedTitleToTheMiddle() throws {
        let demo = ChildControllerDemo()
        let live = LiveDemo(demo)
        live.run(to: 1.2)
        let screen = try #require(demo.app.screen as? NewsScreenController)
        let strip = try #require(screen.collectionView)
        #expect(screen.navigationItem.titleView === strip && screen.navigationItem.hidesBackButton)
        #expect(strip.convert(strip.bounds, to: nil) == CGRect(x: 8, y: 47, width: 374, height: 44))
        #expect(strip.contentSize == CGSize(width: 878, height: 44))
        #expect(strip.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        let cell = try #require(strip.cellForItem(at: IndexPath(item: 2, section: 0)) as? NewsTitleCell)
        #expect(cell.frame == CGRect(x: 148, y: 0, width: 64, height: 44))
        #expect(cell.label?.text == "芹菜" && cell.label?.frame == CGRect(x: 0, y: 10, width: 64, height: 35))
        #expect(cell.label?.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(cell.contentView.layer.cornerRadius == 10 && cell.label?.layer.masksToBounds == true)
        #expect(screen.children.map(\.title) == NewsScreenController.titles)
        #expect(screen.children[0].view.superview === screen.view)
        live.run(to: 4.4)
        #expect(screen.currentChildIndex == 3)
        #expect(strip.contentOffset == CGPoint(x: 67, y: 0))
        #expect(strip.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        // Pages load when first shown: 萝卜, 芹菜, 白菜 and 水果.
        #expect(screen.children.indices.filter { screen.children[$0].isViewLoaded } == [0, 1, 2, 3])
        live.run(to: 5.5)
        #expect(demo.app.navigation?.topViewController?.navigationItem.title == "DetailViewController")
    }

    @Test func theSelectedTitleIsBlue() {
        let recorded = AnimationSetRecordings.recorded(ChildControllerDemo.self)
        // 萝卜 at x 8…72, then 白菜 at 82…146, then 水果 at 8 + 222 − 67 = 163…227; the label from y 57 down.
        #expect(recorded.image(at: 1.2).pixel(13, 74, is: blue))
        #expect(recorded.image(at: 3.4).pixel(87, 74, is: blue) && !recorded.image(at: 3.4).pixel(13, 74, is: blue))
        #expect(recorded.image(at: 4.4).pixel(168, 74, is: blue))
    }

    @Test(arguments: [0, 1, 2])
    func thePagesSlideByDirection(index: Int) {
        let recorded = AnimationSetRecordings.recorded(ChildControllerDemo.self)
        let start = Self.slideStart(index)
        let forwards = index != 1
        // Fractions of the slide that fall on 30 fps frames.
        for fraction in [4.0 / 15, 7.0 / 15, 11.0 / 15] {
            let p = ReferenceCurve.easeInOut(fraction)
            let image = recorded.image(at: start + 0.5 * fraction)
            // The old page's button, then the new one's, 390 points apart.
            let old = forwards ? 118 - 390 * p : 118 + 390 * p
            let new = forwards ? old + 390 : old - 390
            for left in [old, new] where left + 4 > 0 && left + 8 < 390 {
                #expect(image.pixel(Int(left.rounded(.up)) + 4, 210, is: red), "\(index) \(fraction): \(left)")
            }
            for left in [old, new] where left - 4 > 0 && left - 4 < 390 {
                #expect(image.pixel(Int(left.rounded(.down)) - 4, 210, is: white), "\(index) \(fraction): \(left)")
            }
        }
        let settled = recorded.image(at: start + 0.6)
        #expect(settled.pixel(122, 210, is: red) && settled.pixel(114, 210, is: white))
    }

    @Test func theDetailPageThenBackToTheHome() {
        let recorded = AnimationSetRecordings.recorded(ChildControllerDemo.self)
        let detail = recorded.image(at: 5.5)
        #expect(detail.pixel(122, 210, is: white) && detail.pixel(122, 320, is: white))
        let again = recorded.image(at: 6.6)
        #expect(again.pixel(122, 210, is: red))
        #expect(recorded.image(at: 7.6).pixel(300, 160, is: white))
    }

    /// A swipe on a page, as the app's pages take it: left shows the next page, right the previous one, each
    /// sliding in with `transition(from:to:)` (0.5 s) and its title selected; a right swipe on the first page
    /// does nothing.
    @Test func aSwipeOnAPageShowsTheNextOrThePreviousPage() throws {
        let demo = ChildControllerDemo()
        let live = LiveDemo(demo)
        live.run(to: 1.2)
        let screen = try #require(demo.app.screen as? NewsScreenController)
        let window = demo.app.stage?.window
        let swipe = { (from: CGFloat, to: CGFloat) in
            UIApplication.shared.drag(
                from: CGPoint(x: from, y: 500), to: CGPoint(x: to, y: 500), duration: 0.1, in: window)
            UIApplication.shared.advance(by: 0.6)
        }
        swipe(300, 150)
        #expect(screen.currentChildIndex == 1)
        #expect(screen.collectionView?.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(screen.children[1].view.frame.origin.x == 0 && screen.children[0].view.superview == nil)
        swipe(100, 250)
        #expect(screen.currentChildIndex == 0)
        #expect(screen.collectionView?.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(screen.children[0].view.frame.origin.x == 0 && screen.children[1].view.superview == nil)
        swipe(100, 250)
        #expect(screen.currentChildIndex == 0 && screen.children[0].view.superview === screen.view)
    }
}
