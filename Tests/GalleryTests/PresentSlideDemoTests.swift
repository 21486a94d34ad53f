import Foundation
import OpenCoreGraphics
import OpenUIKit
import Testing

@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The present-slide demo: a tap on the green Home page's button presents the red Page with the
/// ported `TransDelegate`, whose `AniObject` slides it in from the right over 2 s (UIKit's default
/// ease-in-out); a tap on the Page's button dismisses it with UIKit's default animation, down.
@MainActor
@Suite(.freshApplication) struct PresentSlideDemoTests {
    let home = bytes(0.2, 0.6, 0.35)
    let page = bytes(0.85, 0.2, 0.2)
    let row = 60

    @Test func thePresentationAsksTheDelegateAndTheDismissalFallsBackToTheDefault() {
        let trace = RecordedDemo(PresentSlideDemo.self).trace.filter {
            !$0.contains("animation ") && !$0.contains("LayoutSubviews")
        }
        #expect(
            trace == [
                "Home loadView", "Home viewDidLoad", "Home viewWillAppear(false)", "Home viewDidAppear(false)",
                "t=0.300 tap Present", "Page loadView", "Page viewDidLoad",
                "Home delegate transitioning animationController(forPresented:)",
                "Home delegate transitioning interactionControllerForPresentation", "Home present Page began",
                "Home viewWillDisappear(true)", "Page viewWillAppear(true)",
                "Home delegate presentationController presentationTransitionWillBegin",
                "Home context.completeTransition(true)", "Home present Page completed",
                "Home delegate presentationController presentationTransitionDidEnd(true)",
                "Page viewDidAppear(true)", "Home viewDidDisappear(true)",
                "t=2.800 tap Dismiss",
                // The delegate answers nil: no interaction controller is asked for, the built-in animation runs.
                "Home delegate transitioning animationController(forDismissed:)", "Home dismiss Page began",
                "Page viewWillDisappear(true)", "Home viewWillAppear(true)",
                "Home delegate presentationController dismissalTransitionWillBegin",
                "Home context.completeTransition(true)", "Home dismiss Page completed",
                "Home delegate presentationController dismissalTransitionDidEnd(true)", "Home viewDidAppear(true)",
                "Page viewDidDisappear(true)",
            ])
    }

    @Test func thePageSlidesInFromTheRightOnTheEaseInOutCurve() {
        let recorded = RecordedDemo(PresentSlideDemo.self)
        #expect(recorded.image(at: 0.2).pixel(230, row, is: home))
        // About 0.5 s and 1 s into the 2 s slide, which starts at the tap's lift: the page's left edge is at
        // 240 × (1 − easeInOut(t / 2)).
        for time in [0.8, 1.3] {
            let edge = 240 * (1 - ReferenceCurve.easeInOut((time - PresentSlideDemo.presentTime - tapDelay) / 2))
            #expect(recorded.image(at: time).boundary(at: edge, row: row, left: home, right: page))
        }
        #expect(recorded.image(at: 2.5).pixel(5, row, is: page))
        // The default dismissal moves the page down: the home page shows at the top first.
        let dismissing = recorded.image(at: 3.0)
        #expect(dismissing.pixel(5, 5, is: home))
        #expect(dismissing.pixel(5, 315, is: page))
        #expect(recorded.image(at: 3.7).pixel(5, 315, is: home))
    }

    @Test func thePresentedPageIsReleasedAfterItsDismissal() {
        let live = LiveDemo(PresentSlideDemo())
        live.run(to: 2.5)
        #expect(live.demo.page != nil)
        live.run(to: live.demo.duration)
        UIApplication.shared.runUntilIdle()
        #expect(live.demo.page == nil)
    }
}
