import Foundation
import OpenCoreGraphics
import OpenUIKit
import Testing

@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The interactive-dismiss demo: the red `ViewController2` is presented over the green Home
/// page, then dragged right by injected touches on its pan recognizer, which drives the dismissal — with the
/// ported `IntObject` (the page follows the finger) and with `UIPercentDrivenInteractiveTransition` (which
/// scrubs `AniObject`'s 2 s ease-in-out slide).
///
/// The finger moves 100 pt (short drags) or 200 pt (long ones) in 0.5 s, one move a frame, each reaching the
/// window on the next frame; the pan begins at the first move 10 pt from where the finger went down — the
/// second move of a short drag, the first of a long one, both at x = 43⅓ — and measures from there.
@MainActor
@Suite(.freshApplication) struct InteractiveDismissDemoTests {
    let home = bytes(0.2, 0.6, 0.35)
    let page = bytes(1, 0, 0)
    let row = 60

    /// The pan's translation at frame `time` of drag `index`: the finger's place one frame earlier, from 43⅓.
    static func translation(at time: TimeInterval, drag index: Int) -> Double {
        let drag = InteractiveDismissDemo.drags[index]
        let speed = Double(drag.to.x - drag.from.x) / (drag.end - drag.start)
        return Double(drag.from.x) + speed * (time - 1.0 / 30 - drag.start) - (Double(drag.from.x) + 40.0 / 3)
    }

    @Test func theTraceShowsBothObjectsCancelledThenFinished() {
        let trace = RecordedDemo(InteractiveDismissDemo.self).trace.filter {
            !$0.contains("animation ") && !$0.contains("LayoutSubviews") && !$0.contains("context.update")
        }
        let presentation = [
            "ViewController2 loadView", "ViewController2 viewDidLoad",
            "Home delegate transitioning animationController(forPresented:)",
            "Home delegate transitioning interactionControllerForPresentation", "Home present ViewController2 began",
            "Home viewWillDisappear(true)", "ViewController2 viewWillAppear(true)",
            "Home delegate presentationController presentationTransitionWillBegin",
            "Home context.completeTransition(true)", "Home present ViewController2 completed",
            "Home delegate presentationController presentationTransitionDidEnd(true)",
            "ViewController2 viewDidAppear(true)", "Home viewDidDisappear(true)",
        ]
        let dragBegan = [
            "Home delegate transitioning animationController(forDismissed:)",
            "Home delegate transitioning interactionControllerForDismissal", "Home dismiss ViewController2 began",
            "ViewController2 viewWillDisappear(true)", "Home viewWillAppear(true)",
            "Home delegate presentationController dismissalTransitionWillBegin",
            "Home interaction startInteractiveTransition",
        ]
        // UIKit's turn-back of a cancelled dismissal: the presenter will and did disappear, the page will and
        // did appear again.
        let cancelled = [
            "Home context.completeTransition(false)", "Home dismiss ViewController2 cancelled",
            "Home delegate presentationController dismissalTransitionDidEnd(false)", "Home viewWillDisappear(true)",
            "Home viewDidDisappear(true)", "ViewController2 viewWillAppear(true)",
            "ViewController2 viewDidAppear(true)",
        ]
        let finished = [
            "Home context.completeTransition(true)", "Home dismiss ViewController2 completed",
            "Home delegate presentationController dismissalTransitionDidEnd(true)", "Home viewDidAppear(true)",
            "ViewController2 viewDidDisappear(true)",
        ]
        let expected =
            ["Home loadView", "Home viewDidLoad", "Home viewWillAppear(false)", "Home viewDidAppear(false)"]
            + ["t=0.300 tap Present (IntObject)"] + presentation
            + ["t=2.600 finger down"] + dragBegan + ["t=3.100 finger up at x = 130"]
            // The seed's cancel calls only cancelInteractiveTransition(): the engine waits the transition's
            // 2 s and 4 s more after it (0.2 s after the lift), then reports and completes the cancel itself.
            + ["Home context.cancelInteractiveTransition()"] + cancelled
            + [
                "t=9.300 diagnostic invalidTransition: Gallery.AniObject did not call completeTransition(_:) within 4.0 s of the end of the transition from <ViewController2> to <ModalButtonController \"Home\">; the transition is completed for it"
            ]
            // The seed's finish calls only completeTransition(true).
            + ["t=9.800 finger down"] + dragBegan + ["t=10.300 finger up at x = 230"] + finished
            + ["t=10.900 tap Present (UIPercentDrivenInteractiveTransition)"] + presentation
            + ["t=13.200 finger down"] + dragBegan + ["t=13.700 finger up at x = 130"]
            + ["Home context.cancelInteractiveTransition()"] + cancelled
            + ["t=14.800 finger down"] + dragBegan + ["t=15.300 finger up at x = 230"]
            + ["Home context.finishInteractiveTransition()"] + finished
        #expect(trace == expected)
    }

    @Test func thePercentDrivenDragsReportTheirProgress() {
        let updates = RecordedDemo(InteractiveDismissDemo.self).trace.filter { $0.contains("context.update") }
        // One update a frame after the pan began (at 13.3 s and 14.8667 s) up to the lift's frame, then the
        // lift's own: the translation over the width.
        #expect(updates.count == 13 + 14)
        #expect(updates[12] == "Home context.updateInteractiveTransition(0.361)")
        #expect(updates.last == "Home context.updateInteractiveTransition(0.778)")
    }

    @Test func theDraggedPageFollowsTheFingerThenSettles() {
        let recorded = RecordedDemo(InteractiveDismissDemo.self)
        // Presenting: AniObject's 2 s ease-in-out slide from the tap's lift (one run-loop turn after the tap).
        let presenting = (1.3 - InteractiveDismissDemo.presentations[0].time - tapDelay) / 2
        #expect(
            recorded.image(at: 1.3).boundary(
                at: 240 * (1 - ReferenceCurve.easeInOut(presenting)), row: row, left: home, right: page))
        // The seed's IntObject puts the page's left edge at the screen width × the progress: the translation.
        for (time, drag) in [(2.9, 0), (10.2, 1)] {
            let edge = Self.translation(at: time, drag: drag)
            #expect(recorded.image(at: time).boundary(at: edge, row: row, left: home, right: page))
        }
        // Cancelled and completed by the engine: the page covers the screen; finished: Home alone.
        #expect(recorded.image(at: 9.5).pixel(5, row, is: page))
        #expect(recorded.image(at: 10.8).pixel(235, row, is: home))
        // UIPercentDrivenInteractiveTransition scrubs AniObject's slide: the edge at 240 × easeInOut(progress).
        for (time, drag) in [(13.5, 2), (15.2, 3)] {
            let edge = 240 * ReferenceCurve.easeInOut(Self.translation(at: time, drag: drag) / 240)
            #expect(recorded.image(at: time).boundary(at: edge, row: row, left: home, right: page))
        }
        #expect(recorded.image(at: 14.6).pixel(5, row, is: page))
        #expect(recorded.image(at: 16.1).pixel(235, row, is: home))
    }

    @Test func eachPresentedPageIsReleasedAfterItsDismissal() {
        let live = LiveDemo(InteractiveDismissDemo())
        live.run(to: 9.5)
        weak var first = live.demo.presented
        #expect(first != nil)
        // The seed's IntObject keeps its last context (and so the page) until its delegate goes: the next
        // presentation's new delegate replaces it.
        live.run(to: 10.8)
        #expect(first != nil)
        live.run(to: 11.0)
        #expect(first == nil)
        live.run(to: 14.6)
        #expect(live.demo.presented != nil)
        live.run(to: live.demo.duration)
        UIApplication.shared.runUntilIdle()
        #expect(live.demo.presented == nil)
    }
}
