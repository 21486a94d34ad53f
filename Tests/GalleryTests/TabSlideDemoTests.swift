import Foundation
import OpenCoreGraphics
import OpenUIKit
import Testing

@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The tab-slide demo: taps on the tab bar's items switch tabs through the delegate's
/// `TabBarTransition` — Two and Three slide in from the right, One comes back from the left.
@MainActor
@Suite(.freshApplication) struct TabSlideDemoTests {
    let colors = TabSlideDemo.pages.map { page -> [Int] in
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = page.color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return bytes(Double(red), Double(green), Double(blue))
    }

    /// When the slide of the tap at `tap` starts: the finger lifts one 30 fps frame after it went down, and
    /// the lift is delivered — and the switch made — at the start of the next run-loop turn.
    static func slideStart(_ tap: TimeInterval) -> TimeInterval { tap + 1.0 / 30 }

    @Test func everyTapSwitchesInUIKitsOrder() {
        let trace = RecordedDemo(TabSlideDemo.self).trace.filter {
            !$0.contains(" animation ") && !$0.hasSuffix("LayoutSubviews")
        }
        var expected = [
            "Tabs loadView", "Tabs viewDidLoad", "One loadView", "One viewDidLoad", "Tabs viewWillAppear(false)",
            "One viewWillAppear(false)", "Tabs viewDidAppear(false)", "One viewDidAppear(false)",
        ]
        var current = "One"
        for (time, index) in TabSlideDemo.taps {
            let next = TabSlideDemo.pages[index].title
            expected.append(String(format: "t=%.3f tap \(next)", time))
            expected.append("Tabs delegate shouldSelect \(next)")
            if next != "One" { expected += ["\(next) loadView", "\(next) viewDidLoad"] }
            expected += [
                "Tabs delegate animationControllerForTransitionFrom \(current) to \(next)",
                "Tabs delegate interactionControllerFor", "Tabs select \(current) → \(next) began",
                "\(next) viewWillAppear(true)", "\(current) viewWillDisappear(true)", "Tabs delegate didSelect \(next)",
                "Tabs context.completeTransition(true)", "Tabs select \(current) → \(next) completed",
                "\(current) viewDidDisappear(true)", "\(next) viewDidAppear(true)",
            ]
            current = next
        }
        #expect(trace == expected)
    }

    @Test func thePagesSlideByTheAnimatorsCurve() {
        let recorded = RecordedDemo(TabSlideDemo.self)
        let width = 240.0
        // Forwards: the new page's left edge is where the curve has brought it from the right edge.
        for (tap, time, left, right) in [(0.3, 0.6, 0, 1), (1.3, 1.6, 1, 2)] {
            let covered = ReferenceCurve.easeInOut((time - Self.slideStart(tap)) / 0.5)
            let edge = width * (1 - covered)
            #expect(recorded.image(at: time).boundary(at: edge, row: 100, left: colors[left], right: colors[right]))
        }
        // Back to One: it comes in from the left, so its right edge has moved that far from the left side.
        let covered = ReferenceCurve.easeInOut((2.6 - Self.slideStart(2.3)) / 0.5)
        #expect(recorded.image(at: 2.6).boundary(at: width * covered, row: 100, left: colors[0], right: colors[2]))
        // Between the taps each page fills the content.
        for (time, page) in [(0.2, 0), (1.2, 1), (2.2, 2), (3.1, 0)] {
            let image = recorded.image(at: time)
            #expect(image.pixel(5, 20, is: colors[page]) && image.pixel(234, 250, is: colors[page]))
        }
    }

    @Test func theLeftTabsViewLeavesTheWindowAndNothingIsLeftOver() throws {
        let demo = TabSlideDemo()
        _ = RecordedDemo(instance: demo)
        UIApplication.shared.runUntilIdle()
        let tabs = try #require(demo.tabs)
        #expect(tabs.selectedIndex == 0)
        let pages = try #require(tabs.viewControllers)
        #expect(pages.map { $0.view.window != nil } == [true, false, false])
        #expect(LeftoverStateChecker.check(try #require(demo.window)) == [])
    }
}
