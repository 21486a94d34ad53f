import Foundation
import OpenCoreGraphics
import OpenUIKit
import Testing
@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The news-children demo. Geometry: a 240 × 320 page, the title strip 40 points high on top
/// of full-page children. Selections at 0.5 s (Sports, forwards), 1.5 s (Tech, backwards) and 2.5 s
/// (Sports, forwards), each a 0.5 s slide with no options, so ease in–out: going forwards the boundary
/// between the old page (left) and the new one is at 240 × (1 − p), going backwards between the new page
/// (left) and the old one at 240 × p, p = ReferenceCurve.easeInOut(elapsed/0.5).
@MainActor
@Suite(.freshApplication) struct NewsChildrenDemoTests {
    let top = bytes(0.85, 0.2, 0.2)
    let tech = bytes(0.2, 0.45, 0.85)
    let sports = bytes(0.15, 0.6, 0.3)
    /// A row below the strip and clear of the centred page title.
    let row = 250

    /// When the slide of the tap at `tap` starts.
    static func slideStart(_ tap: TimeInterval) -> TimeInterval { tap + 1.0 / 30 }

    @Test func theTraceShowsEveryChildAddedUpFrontAndPagesLoadingWhenFirstShown() {
        let trace = callbackLines(RecordedDemo(NewsChildrenDemo.self).trace)
        #expect(
            trace == [
                "News loadView", "News viewDidLoad",
                "Top willMove(toParent: News)", "Tech willMove(toParent: News)", "Sports willMove(toParent: News)",
                "Money willMove(toParent: News)",
                "Top loadView", "Top viewDidLoad",
                "News viewWillAppear(false)", "Top viewWillAppear(false)", "News viewDidAppear(false)",
                "Top viewDidAppear(false)",
                "t=0.500 tap Sports",
                "Sports loadView", "Sports viewDidLoad",
                "News transition Top → Sports", "Sports viewWillAppear(true)", "Top viewWillDisappear(true)",
                "News transition Top → Sports ended (finished: true)", "Top viewDidDisappear(true)",
                "Sports viewDidAppear(true)",
                "t=1.500 tap Tech",
                "Tech loadView", "Tech viewDidLoad",
                "News transition Sports → Tech", "Tech viewWillAppear(true)", "Sports viewWillDisappear(true)",
                "News transition Sports → Tech ended (finished: true)", "Sports viewDidDisappear(true)",
                "Tech viewDidAppear(true)",
                "t=2.500 tap Sports",
                "News transition Tech → Sports", "Sports viewWillAppear(true)", "Tech viewWillDisappear(true)",
                "News transition Tech → Sports ended (finished: true)", "Tech viewDidDisappear(true)",
                "Sports viewDidAppear(true)",
            ])
    }

    @Test func viewDidLoadOncePerPageViewWillAppearPerShowing() {
        let trace = RecordedDemo(NewsChildrenDemo.self).trace
        func count(_ line: String) -> Int { trace.filter { $0 == line }.count }
        #expect(["Top", "Tech", "Sports", "Money"].map { count("\($0) viewDidLoad") } == [1, 1, 1, 0])
        #expect(
            ["Top", "Tech", "Sports", "Money"].map {
                count("\($0) viewWillAppear(true)") + count("\($0) viewWillAppear(false)")
            } == [1, 1, 2, 0])
    }

    @Test(arguments: [0.6, 0.7, 0.8, 0.9])
    func forwardsTheNewPageSlidesInFromTheRight(time: Double) {
        let image = RecordedDemo(NewsChildrenDemo.self).image(at: time)
        let boundary = 240 * (1 - ReferenceCurve.easeInOut((time - Self.slideStart(0.5)) / 0.5))
        #expect(image.boundary(at: boundary, row: row, left: top, right: sports), "boundary \(boundary)")
    }

    @Test(arguments: [1.6, 1.7, 1.8, 1.9])
    func backwardsTheOldPageLeavesToTheRight(time: Double) {
        let image = RecordedDemo(NewsChildrenDemo.self).image(at: time)
        let boundary = 240 * ReferenceCurve.easeInOut((time - Self.slideStart(1.5)) / 0.5)
        #expect(image.boundary(at: boundary, row: row, left: tech, right: sports), "boundary \(boundary)")
    }

    @Test func theStripStaysOnTopAndShowsTheSelection() {
        let demo = RecordedDemo(NewsChildrenDemo.self)
        let dark = bytes(0.2, 0.2, 0.2), light = bytes(0.9, 0.9, 0.9)
        #expect(demo.image(at: 0).pixel(2, 2, is: dark))
        for time in [0.7, 1.7, 2.7] {
            let image = demo.image(at: time)
            #expect(image.pixel(2, 2, is: light), "t = \(time)")
            #expect(image.pixel(178, 38, is: time == 1.7 ? light : dark), "t = \(time)")
            #expect(image.pixel(62, 38, is: time == 1.7 ? dark : light), "t = \(time)")
        }
        #expect(demo.image(at: 3.3).pixel(120, row, is: sports))
    }

    @Test func atTheEndMoneyIsStillUnloadedAndTheStripOnTop() throws {
        let demo = NewsChildrenDemo()
        _ = RecordedDemo(instance: demo)
        let news = try #require(demo.newsController)
        #expect(news.children.map(\.isViewLoaded) == [true, true, true, false])
        #expect(news.view.subviews.last === news.titleStrip)
        #expect(news.currentChildIndex == 2)
    }

    @Test func aTapOnTheSelectedTitleChangesNothing() throws {
        let live = LiveDemo(NewsChildrenDemo())
        live.run(to: 0.2)
        let news = try #require(live.demo.newsController)
        let linesBefore = live.demo.trace.count
        UIApplication.shared.tap(at: try #require(news.titleStrip.titleCenterInWindow(0)), in: live.demo.window)
        UIApplication.shared.runUntilIdle()
        #expect(news.currentChildIndex == 0 && news.titleStrip.selectedIndex == 0)
        #expect(live.demo.trace.count == linesBefore)
    }

    @Test func aTitleIndexBeyondTheTitlesIsReportedAndIgnored() throws {
        let strip = TitleStripView(frame: CGRect(x: 0, y: 0, width: 240, height: 40), titles: ["A", "B"])
        strip.selectedIndex = 1
        let reports = Diagnostics.capture { strip.selectedIndex = 2 }
        #expect(reports.map(\.code) == [.invalidArgument])
        #expect(reports.first?.message == "TitleStripView: selectedIndex 2 is beyond the 2 titles")
        #expect(strip.selectedIndex == 1)
        #expect(strip.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(strip.titleCenterInWindow(5) == nil)
    }

    @Test func eachSlideStartsWhenTheLiftIsDelivered() throws {
        let timed = RecordedDemo(NewsChildrenDemo.self).timedTrace
        for (time, item) in NewsChildrenDemo.selections {
            let title = NewsViewController.titles[item]
            let note = try #require(timed.firstIndex { $0.text == String(format: "t=%.3f tap %@", time, title) })
            let transition = try #require(timed[note...].first { $0.text.hasPrefix("News transition ") })
            #expect(transition.text.hasSuffix("→ \(title)"))
            #expect(abs(transition.time - Self.slideStart(time)) < 1e-6)
        }
    }
}
