import Foundation
import OpenCoreGraphics
import OpenUIKit
import Testing
@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The nav-ogl-flip demo: at 0.3 s a finger taps the list's Flip button, whose action puts a
/// 1 s ease-out oglFlip from the left on the navigation controller's layer and starts a push under it. The
/// flip shows the old screen (red List) until half-way, the new one (blue pushed page) after; edge-on at
/// ease-out progress 0.5, about 0.31 s in.
@MainActor
@Suite(.freshApplication) struct NavOglFlipDemoTests {
    let list = bytes(0.85, 0.2, 0.2)
    let pushed = bytes(0.2, 0.45, 0.85)
    let white = bytes(1, 1, 1)
    /// The button's 35 % black over the list's red.
    let button = bytes(0.85 * 0.65, 0.2 * 0.65, 0.2 * 0.65)

    @Test func theTraceShowsThePushUnderTheFlip() {
        let trace = RecordedDemo(NavOglFlipDemo.self).trace.filter { !$0.contains("animation ") }
        #expect(
            trace == [
                "Nav loadView", "Nav viewDidLoad", "List loadView", "List viewDidLoad",
                "Nav viewWillAppear(false)", "List viewWillAppear(false)", "Nav viewDidAppear(false)",
                "List viewDidAppear(false)",
                "t=0.300 tap Flip", "Transition willMove(toParent: Nav)", "Transition loadView",
                "Transition viewDidLoad",
                "Nav push List → Transition began", "List viewWillDisappear(true)", "Transition viewWillAppear(true)",
                "Nav delegate willShow Transition", "Nav coordinator alongside animation",
                "Nav context.completeTransition(true)",
                "Nav push List → Transition completed", "List viewDidDisappear(true)", "Transition viewDidAppear(true)",
                "Nav coordinator completion (cancelled: false)", "Transition didMove(toParent: Nav)",
                "Nav delegate didShow Transition",
            ])
    }

    @Test func theScreenFlipsFromTheListToThePushedPage() {
        let recorded = RecordedDemo(NavOglFlipDemo.self)
        let before = recorded.image(at: 0.2)
        #expect(before.pixel(120, 250, is: list))
        // The Flip button (120 × 36 at x 60…180, y 264…300), clear of its title.
        #expect(before.pixel(66, 282, is: button))
        #expect(recorded.image(at: 0.5).pixel(120, 250, is: list))
        // Edge-on: the page is a thin strip in the middle, the sides show the white background.
        let edgeOn = recorded.image(at: 0.6)
        #expect(edgeOn.pixel(20, 250, is: white))
        #expect(edgeOn.pixel(220, 250, is: white))
        #expect(recorded.image(at: 0.8).pixel(120, 250, is: pushed))
        #expect(recorded.image(at: 1.5).pixel(20, 250, is: pushed))
    }
}
