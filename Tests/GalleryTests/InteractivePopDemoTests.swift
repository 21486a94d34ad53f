import Foundation
import OpenCoreGraphics
import OpenUIKit
import Testing
@testable import Gallery
@testable import OpenQuartzCore

/// The interactive-pop demo (seed 004 §3): a 240 × 320 screen, List red, Detail blue. The first pop is
/// dragged to 60 % and cancelled, the second dragged to 70 % and finished; while dragged the detail's left
/// edge is at 240 × progress with the list below it.
@MainActor
@Suite struct InteractivePopDemoTests {
    let list = bytes(0.85, 0.2, 0.2)
    let detail = bytes(0.2, 0.45, 0.85)
    let row = 250

    @Test func theTraceShowsACancelledThenAFinishedInteractivePop() {
        let trace = RecordedDemo(InteractivePopDemo.self).trace.filter {
            !$0.contains("animation ") && !$0.contains("context.update")
        }
        #expect(
            trace == [
                "Nav loadView", "Nav viewDidLoad", "List loadView", "List viewDidLoad",
                "Nav viewWillAppear(false)", "List viewWillAppear(false)", "Nav viewDidAppear(false)",
                "List viewDidAppear(false)",
                "t=0.300 push Detail", "Detail willMove(toParent: Nav)", "Detail loadView", "Detail viewDidLoad",
                "Nav push List → Detail began", "List viewWillDisappear(true)", "Detail viewWillAppear(true)",
                "Nav delegate willShow Detail",
                "Nav coordinator alongside animation", "Nav context.completeTransition(true)",
                "Nav push List → Detail completed",
                "List viewDidDisappear(true)", "Detail viewDidAppear(true)",
                "Nav coordinator completion (cancelled: false)",
                "Detail didMove(toParent: Nav)", "Nav delegate didShow Detail",
                "t=1.000 pan began: pop", "Detail willMove(toParent: nil)", "Nav delegate animationControllerFor pop",
                "Nav delegate interactionControllerFor", "Nav pop Detail → List began",
                "Detail viewWillDisappear(true)",
                "List viewWillAppear(true)", "Nav delegate willShow List", "Nav interaction startInteractiveTransition",
                "Nav coordinator alongside animation",
                "t=1.600 pan ended short: cancel", "Nav context.cancelInteractiveTransition()",
                "Nav context.completeTransition(false)",
                "Nav pop Detail → List cancelled", "List viewWillDisappear(true)", "List viewDidDisappear(true)",
                "Detail viewWillAppear(true)", "Detail viewDidAppear(true)",
                "Nav coordinator completion (cancelled: true)",
                "Detail didMove(toParent: Nav)",
                "t=2.200 pan began: pop", "Detail willMove(toParent: nil)", "Nav delegate animationControllerFor pop",
                "Nav delegate interactionControllerFor", "Nav pop Detail → List began",
                "Detail viewWillDisappear(true)",
                "List viewWillAppear(true)", "Nav delegate willShow List", "Nav interaction startInteractiveTransition",
                "Nav coordinator alongside animation",
                "t=2.800 pan ended far: finish", "Nav context.finishInteractiveTransition()",
                "Nav context.completeTransition(true)",
                "Nav pop Detail → List completed", "Detail viewDidDisappear(true)", "List viewDidAppear(true)",
                "Nav coordinator completion (cancelled: false)", "Detail didMove(toParent: nil)",
                "Nav delegate didShow List",
            ])
    }

    @Test func theDraggedDetailUncoversTheListThenSettles() {
        let recorded = RecordedDemo(InteractivePopDemo.self)
        // 1.3 s: half of the first drag, progress 0.3 — the detail's left edge near x = 72.
        let dragging = recorded.image(at: 1.3)
        #expect(dragging.pixel(40, row, is: list))
        #expect(dragging.pixel(110, row, is: detail))
        // Cancelled: the detail is back, covering everything.
        #expect(recorded.image(at: 1.9).pixel(20, row, is: detail))
        // 2.65 s: the second drag near 0.6 — the list shows up to x ≈ 144.
        let second = recorded.image(at: 2.65)
        #expect(second.pixel(120, row, is: list))
        #expect(second.pixel(200, row, is: detail))
        // Finished: the list alone.
        #expect(recorded.image(at: 3.2).pixel(220, row, is: list))
    }
}
