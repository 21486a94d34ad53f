import Foundation
import OpenCoreGraphics
import OpenUIKit
import Testing

@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The modal-styles demo: taps on the green Home page's button present the red Page full
/// screen with each built-in transition style in turn, and taps on the Page's button dismiss it.
@MainActor
@Suite(.freshApplication) struct ModalStylesDemoTests {
    let home = bytes(0.2, 0.6, 0.35)
    let page = bytes(0.85, 0.2, 0.2)

    @Test func everyStyleIsPresentedAndDismissedInUIKitsOrder() {
        let trace = RecordedDemo(ModalStylesDemo.self).trace.filter {
            !$0.contains("animation ") && !$0.contains("LayoutSubviews")
        }
        let cycle = [
            "Page loadView", "Page viewDidLoad", "Home present Page began", "Home viewWillDisappear(true)",
            "Page viewWillAppear(true)", "Home delegate presentationController presentationTransitionWillBegin",
            "Home context.completeTransition(true)", "Home present Page completed",
            "Home delegate presentationController presentationTransitionDidEnd(true)", "Page viewDidAppear(true)",
            "Home viewDidDisappear(true)",
        ]
        let dismissal = [
            "Home dismiss Page began", "Page viewWillDisappear(true)", "Home viewWillAppear(true)",
            "Home delegate presentationController dismissalTransitionWillBegin",
            "Home context.completeTransition(true)", "Home dismiss Page completed",
            "Home delegate presentationController dismissalTransitionDidEnd(true)", "Home viewDidAppear(true)",
            "Page viewDidDisappear(true)",
        ]
        var expected = ["Home loadView", "Home viewDidLoad", "Home viewWillAppear(false)", "Home viewDidAppear(false)"]
        for (style, time) in ModalStylesDemo.styles {
            expected.append(String(format: "t=%.3f tap Present (\(style))", time))
            expected += cycle
            expected.append(String(format: "t=%.3f tap Dismiss", time + ModalStylesDemo.dismissDelay))
            expected += dismissal
        }
        #expect(trace == expected)
    }

    @Test func eachStyleShowsItsMotion() {
        let recorded = RecordedDemo(ModalStylesDemo.self)
        // Cover vertical, 0.15 s after the tap: the page has come up part of the way from the bottom.
        let covering = recorded.image(at: 0.45)
        #expect(covering.pixel(120, 10, is: home))
        #expect(covering.pixel(120, 310, is: page))
        // Presented: the page everywhere (its title and button aside).
        #expect(recorded.image(at: 1.2).pixel(10, 10, is: page))
        // Half-way through the cross-dissolve the page is half over the home page.
        let dissolving = recorded.image(at: 5.0)
        let mixed = dissolving.rgba(10, 10)
        #expect(mixed[0] > home[0] + 20 && mixed[0] < page[0] - 20)
        // The partial curl holds the page's corner up: the page below, the curled sheet (lighter) above.
        let curled = recorded.image(at: 7.9)
        #expect(curled.pixel(10, 300, is: page))
        #expect(!curled.pixel(10, 10, is: page) && !curled.pixel(10, 10, is: home))
        // All dismissed: home again.
        #expect(recorded.image(at: 9.2).pixel(10, 310, is: home))
    }
}
