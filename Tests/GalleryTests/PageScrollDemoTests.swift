import Foundation
import OpenCoreGraphics
import OpenUIKit
import Testing
@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The page-scroll demo: a 240 × 320 page container of First (red), Second (green) and Third
/// (blue) on a paging scroll view, swiped left at 0.3 s and 1.9 s and right at 3.5 s, each swipe 140 points
/// over 0.2 s. Pages load when they first come into sight; each release settles on a page with the scroll
/// view's critically damped spring (no overshoot).
@MainActor
@Suite(.freshApplication) struct PageScrollDemoTests {
    let first = bytes(0.85, 0.2, 0.2)
    let second = bytes(0.15, 0.6, 0.3)
    let third = bytes(0.2, 0.45, 0.85)
    /// A row clear of the centred page titles.
    let row = 250

    @Test func theTraceShowsPagesLoadingWhenTheyFirstComeIntoSight() {
        #expect(
            RecordedDemo(PageScrollDemo.self).trace == [
                "Pages loadView", "Pages viewDidLoad",
                "First willMove(toParent: Pages)", "Second willMove(toParent: Pages)",
                "Third willMove(toParent: Pages)",
                "First didMove(toParent: Pages)", "Second didMove(toParent: Pages)", "Third didMove(toParent: Pages)",
                "Pages viewWillAppear(false)",
                "First loadView", "First viewDidLoad", "First viewWillAppear(false)",
                "Pages viewDidAppear(false)", "First viewDidAppear(false)",
                "t=0.300 finger down",
                "Second loadView", "Second viewDidLoad", "Second viewWillAppear(false)", "Second viewDidAppear(false)",
                "t=0.500 finger up", "t=1.483 settled on page 1",
                "t=1.900 finger down",
                "Third loadView", "Third viewDidLoad", "Third viewWillAppear(false)", "Third viewDidAppear(false)",
                "t=2.100 finger up", "t=3.083 settled on page 2",
                "t=3.500 finger down", "t=3.700 finger up", "t=4.683 settled on page 1",
            ])
    }

    @Test func theKeyFramesShowWholePagesAtRest() {
        let demo = RecordedDemo(PageScrollDemo.self)
        for (time, color) in [(0.2, first), (1.7, second), (3.3, third), (4.7, second)] {
            let image = demo.image(at: time)
            #expect([2, 120, 237].allSatisfy { image.pixel($0, row, is: color) }, "t = \(time)")
        }
    }

    /// The x of the boundary between two pages on `row` (the first pixel of the right-hand page), if both show.
    func boundary(_ image: CGImage, right: [Int]) -> Int? {
        (0..<240).first { image.pixel($0, row, is: right) }
    }

    @Test func dragsMoveThePageWithTheFingerAndReleasesSettleWithoutOvershoot() throws {
        let demo = RecordedDemo(PageScrollDemo.self)
        let dragged = try #require(boundary(demo.image(at: 0.45), right: second))
        #expect(dragged > 100 && dragged < 240 && demo.image(at: 0.45).pixel(2, row, is: first))
        var last = dragged
        for frame in demo.index(at: 0.5)...demo.index(at: 1.5) {
            let image = demo.image(at: Double(frame) / Double(demo.fps))
            let x = boundary(image, right: second) ?? 0
            #expect(x <= last, "frame \(frame): the boundary moves back to \(x) from \(last)")
            last = x
        }
        #expect(last == 0)
        let back = try #require(boundary(demo.image(at: 3.65), right: third))
        #expect(back > 0 && back < 240 && demo.image(at: 3.65).pixel(2, row, is: second))
    }

    @Test func atTheEndTheSecondPageShowsAndEveryPageLoadedOnce() throws {
        let demo = PageScrollDemo()
        let trace = RecordedDemo(instance: demo).trace
        let pager = try #require(demo.pager)
        #expect(pager.currentPage == 1 && pager.scrollView.contentOffset == CGPoint(x: 240, y: 0))
        #expect(
            ["First", "Second", "Third"].map { name in trace.filter { $0 == "\(name) viewDidLoad" }.count } == [
                1, 1, 1,
            ])
    }
}
