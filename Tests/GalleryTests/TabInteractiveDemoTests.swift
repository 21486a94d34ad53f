import Foundation
import OpenCoreGraphics
import OpenUIKit
import Testing

@testable import Gallery
@testable import OpenQuartzCore
@testable import OpenUIKit
import OpenUIKitTesting

/// The tab-interactive demo: a tap switches with the delegate's animator alone; swipes on
/// the content drive the same animator through a percent-driven interaction, finished past half-way and
/// cancelled below.
@MainActor
@Suite(.freshApplication) struct TabInteractiveDemoTests {
    let one = bytes(0.85, 0.2, 0.2)
    let two = bytes(0.15, 0.6, 0.3)
    let three = bytes(0.2, 0.45, 0.85)

    /// A swipe of the script as the pan sees it at 30 fps: the finger moves once per frame (move `k` made
    /// `k / 30` s after the touch-down and delivered at the next run-loop turn, the last one with the lift);
    /// the pan begins with the first move 10 points or more from the touch-down and measures from there.
    @MainActor
    struct Swipe {
        let start: TimeInterval
        let frames: Int
        let step: Double
        let began: Int

        init(start: TimeInterval, from: CGPoint, to: CGPoint, duration: TimeInterval) {
            self.start = start
            frames = Int((duration * 30).rounded())
            step = abs(Double(to.x - from.x)) / Double(frames)
            began = Int((10 / step).rounded(.up))
        }

        /// The percentage reported with move `k`: its translation since the pan began over the screen's width.
        func percent(move k: Int) -> Double { Double(k - began) * step / 240 }

        /// The percentage reported by the frame shown at `time`.
        func percent(at time: TimeInterval) -> Double {
            percent(move: min(Int(((time - start) * 30).rounded()) - 1, frames))
        }

        /// The trace's updates, before and with the lift.
        var updates: (moving: [String], lifting: String) {
            let line = { (k: Int) in
                "Tabs context.updateInteractiveTransition(\(ControllerTransitionContext.format(percent(move: k))))"
            }
            return ((began + 1..<frames).map(line), line(frames))
        }

        var end: TimeInterval { start + Double(frames) / 30 }
    }

    static let swipes: [Swipe] = TabInteractiveDemo.steps.compactMap { time, step in
        guard case .swipe(let from, let to, let duration) = step else { return nil }
        return Swipe(start: time, from: from, to: to, duration: duration)
    }

    @Test func theTapAndTheSwipesRunInUIKitsOrder() throws {
        let trace = RecordedDemo(TabInteractiveDemo.self).trace.filter {
            !$0.contains(" animation ") && !$0.hasSuffix("LayoutSubviews")
        }
        let note = { (time: TimeInterval, text: String) in String(format: "t=%.3f ", time) + text }
        let began = { (from: String, to: String) in
            [
                "Tabs delegate animationControllerForTransitionFrom \(from) to \(to)",
                "Tabs delegate interactionControllerFor", "Tabs select \(from) → \(to) began",
                "\(to) viewWillAppear(true)", "\(from) viewWillDisappear(true)",
            ]
        }
        let finished = { (from: String, to: String) in
            [
                "Tabs context.finishInteractiveTransition()", "Tabs context.completeTransition(true)",
                "Tabs select \(from) → \(to) completed", "\(from) viewDidDisappear(true)", "\(to) viewDidAppear(true)",
            ]
        }
        let swipe = { (index: Int, direction: String, from: String, to: String) -> [String] in
            let swipe = Self.swipes[index]
            return [note(swipe.start, "finger down, swiping \(direction)")]
                + (to == "Three" ? ["Three loadView", "Three viewDidLoad"] : []) + began(from, to)
                + ["Tabs interaction startInteractiveTransition"] + swipe.updates.moving
                + [note(swipe.end, "finger up"), swipe.updates.lifting]
        }
        var expected = [
            "Tabs loadView", "Tabs viewDidLoad", "One loadView", "One viewDidLoad", "Tabs viewWillAppear(false)",
            "One viewWillAppear(false)", "Tabs viewDidAppear(false)", "One viewDidAppear(false)",
            note(0.3, "tap Two"), note(0.3 + 1.0 / 30, "finger up"), "Tabs delegate shouldSelect Two", "Two loadView",
            "Two viewDidLoad",
        ]
        expected += began("One", "Two")
        expected += [
            "Tabs delegate didSelect Two", "Tabs context.completeTransition(true)", "Tabs select One → Two completed",
            "One viewDidDisappear(true)", "Two viewDidAppear(true)",
        ]
        expected += swipe(0, "left", "Two", "Three") + finished("Two", "Three")
        expected += swipe(1, "right", "Three", "Two")
        expected += [
            "Tabs context.cancelInteractiveTransition()", "Tabs context.completeTransition(false)",
            "Tabs select Three → Two cancelled", "Two viewWillDisappear(true)", "Two viewDidDisappear(true)",
            "Three viewWillAppear(true)", "Three viewDidAppear(true)",
        ]
        expected += swipe(2, "right", "Three", "Two") + finished("Three", "Two")
        #expect(trace == expected)
        // The seed's threshold: the first and last swipes end past half-way, the second below.
        #expect(Self.swipes.map { $0.percent(move: $0.frames) > 0.5 } == [true, false, true])
    }

    @Test func thePagesFollowTheFingerThroughTheAnimatorsCurve() {
        let recorded = RecordedDemo(TabInteractiveDemo.self)
        let width = 240.0
        // Swiping left: Three's left edge is where the scrubbed curve has brought it from the right edge.
        let left = ReferenceCurve.easeInOut(Self.swipes[0].percent(at: 1.6))
        #expect(recorded.image(at: 1.6).boundary(at: width * (1 - left), row: 100, left: two, right: three))
        // The short swipe right: Two's right edge has come in from the left side as far.
        let right = ReferenceCurve.easeInOut(Self.swipes[1].percent(at: 2.7))
        #expect(recorded.image(at: 2.7).boundary(at: width * right, row: 100, left: two, right: three))
        // Between the gestures one page fills the content: Two, Three (finished), Three (cancelled), Two.
        for (time, page) in [(1.1, two), (2.2, three), (3.2, three), (4.4, two)] {
            let image = recorded.image(at: time)
            #expect(image.pixel(5, 20, is: page) && image.pixel(234, 250, is: page))
        }
    }

    @Test func theCancelledSwitchLeavesNothingBehind() throws {
        let demo = TabInteractiveDemo()
        _ = RecordedDemo(instance: demo)
        UIApplication.shared.runUntilIdle()
        let tabs = try #require(demo.tabs)
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.viewControllers?.map { $0.view.window != nil } == [false, true, false])
        #expect(LeftoverStateChecker.check(try #require(demo.window)) == [])
    }
}
