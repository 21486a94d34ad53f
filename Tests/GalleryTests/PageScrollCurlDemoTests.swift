import Foundation
import OpenCoreGraphics
import OpenUIKit
import Testing
@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The page-curl twin of page-scroll: First, Second and Third in a `UIPageViewController` with the page curl,
/// 240 × 320 points. A swipe toward the spine at 0.3 s turns First over, a tap at 1.6 s turns Second, and a
/// slow drag away from the spine at 2.6 s, released early, turns back.
@MainActor
@Suite(.freshApplication) struct PageScrollCurlDemoTests {
    let first = bytes(0.85, 0.2, 0.2)
    let second = bytes(0.15, 0.6, 0.3)
    let third = bytes(0.2, 0.45, 0.85)
    /// A row clear of the centred page titles.
    let row = 250

    @Test func theTraceShowsTwoTurnsAndOneTurnedBackInTheEnginesOrder() {
        let trace = RecordedDemo(PageScrollCurlDemo.self).trace
        let events = trace.filter { !$0.hasPrefix("t=") }
        let turn = { (from: String, to: String, loads: Bool) -> [String] in
            ["Pages delegate willTransitionTo \(to)", "\(to) willMove(toParent: Pages)"]
                + (loads ? ["\(to) loadView", "\(to) viewDidLoad"] : [])
                + [
                    "\(to) viewWillAppear(true)", "\(from) viewWillDisappear(true)",
                    "\(from) viewDidDisappear(true)", "\(to) viewDidAppear(true)", "\(from) willMove(toParent: nil)",
                    "\(from) didMove(toParent: nil)", "\(to) didMove(toParent: Pages)",
                    "Pages delegate didFinishAnimating previous \(from) completed true",
                ]
        }
        let start = [
            "Pages loadView", "Pages viewDidLoad", "First loadView", "First viewDidLoad",
            "Pages viewWillAppear(false)", "First viewWillAppear(false)", "Pages viewDidAppear(false)",
            "First viewDidAppear(false)",
        ]
        let turnedBack = [
            "Pages delegate willTransitionTo Second", "Second willMove(toParent: Pages)",
            "Second viewWillAppear(true)", "Third viewWillDisappear(true)", "Second viewWillDisappear(true)",
            "Second viewDidDisappear(true)", "Third viewWillAppear(true)", "Third viewDidAppear(true)",
            "Second willMove(toParent: nil)", "Second didMove(toParent: nil)",
            "Pages delegate didFinishAnimating previous Third completed false",
        ]
        #expect(
            events
                == start + turn("First", "Second", true) + turn("Second", "Third", true) + turnedBack)
        let notes = trace.filter { $0.hasPrefix("t=") }.map { $0.split(separator: " ", maxSplits: 1)[1] }
        #expect(
            notes == [
                "finger down", "turned to Second", "tap", "turned to Third", "finger down", "turned back to Third",
            ])
    }

    @Test func theTapsTurnTakesHalfASecond() throws {
        let timed = RecordedDemo(PageScrollCurlDemo.self).timedTrace
        let tap = try #require(timed.first { $0.text.hasSuffix(" tap") }?.time)
        let turned = try #require(timed.first { $0.text.hasSuffix("turned to Third") }?.time)
        // Down at 1.6 s, up (and the turn's start) one frame of 1/60 s later, then 0.5 s of curl, ending on a
        // frame.
        #expect(turned - tap >= 1.0 / 60 + 0.5 - 1e-6 && turned - tap <= 1.0 / 60 + 0.5 + 1.0 / 30 + 1e-6)
    }

    @Test func theCurlShowsTheFrontThePageUnderneathAndWholePagesAtRest() {
        let demo = RecordedDemo(PageScrollCurlDemo.self)
        for (time, color) in [(0.2, first), (1.5, second), (2.5, third), (4.3, third)] {
            let image = demo.image(at: time)
            #expect([2, 120, 237].allSatisfy { image.pixel($0, row, is: color) }, "t = \(time)")
        }
        // Mid-curl: the flat front of First at the spine, Second revealed at the free edge.
        let curling = demo.image(at: 0.5)
        #expect(curling.pixel(2, row, is: first) && curling.pixel(237, row, is: second))
    }
}
