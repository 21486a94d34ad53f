import Foundation
import OpenCoreGraphics
import OpenUIKit
import Testing
@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The interactive-pop demo: a 240 × 320 screen, List red, Detail blue. Taps on List's Push
/// button push the detail; the detail's pan pops it with the ported `IntObject` (from x = 30: released at
/// 44 %, cancelled; at 75 %, finished), then the navigation controller's edge swipe pops it with the built-in
/// animation (from x = 4: slow and short, cancelled; far, finished). The finger moves once a frame (30 fps
/// here) on a straight line; a pan begins at the first move 10 pt from where the finger went down and
/// measures its translation from there.
@MainActor
@Suite(.freshApplication) struct InteractivePopDemoTests {
    let list = bytes(0.85, 0.2, 0.2)
    let detail = bytes(0.2, 0.45, 0.85)
    let white = bytes(1, 1, 1)
    let row = 250

    /// The progress a pan reports at each of its changes, for a finger moving from `from` to `to` over
    /// `duration` at 30 fps: the translation from the move at which the pan began, over the 240 pt width.
    static func progresses(from: Double, to: Double, over duration: Double) -> [Double] {
        let count = Int((duration * 30).rounded())
        let moves = (1...count).map { from + (to - from) * Double($0) / Double(count) }
        let began = moves.firstIndex { $0 - from >= UIPanGestureRecognizer.minimumTranslationToBegin }!
        return moves[(began + 1)...].map { ($0 - moves[began]) / 240 }
    }

    /// A progress as the transition context traces it: rounded to three decimals.
    static func update(_ progress: Double) -> String {
        let rounded = (progress * 1000).rounded() / 1000
        let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return "Nav context.updateInteractiveTransition(\(text))"
    }

    static let launch = [
        "Nav loadView", "Nav viewDidLoad", "List loadView", "List viewDidLoad",
        "Nav viewWillAppear(false)", "List viewWillAppear(false)", "Nav viewDidAppear(false)",
        "List viewDidAppear(false)",
    ]

    /// A tap on Push at `time`: the built-in push (the delegate answers nil).
    static func push(at time: String) -> [String] {
        [
            "t=\(time) tap Push", "Detail willMove(toParent: Nav)", "Detail loadView", "Detail viewDidLoad",
            "Nav delegate animationControllerFor push", "Nav push List → Detail began",
            "List viewWillDisappear(true)", "Detail viewWillAppear(true)", "Nav delegate willShow Detail",
            "Nav coordinator alongside animation", "Nav context.completeTransition(true)",
            "Nav push List → Detail completed", "List viewDidDisappear(true)", "Detail viewDidAppear(true)",
            "Nav coordinator completion (cancelled: false)", "Detail didMove(toParent: Nav)",
            "Nav delegate didShow Detail",
        ]
    }

    /// A drag that pops the detail interactively: the pop beginning (with the delegate's interaction
    /// controller for the seed's pan, the built-in one for the edge swipe), one update a move, the finger
    /// lifting before its last move is delivered, then the pop finished or cancelled.
    static func drag(
        down: String, up: String, from: Double, to: Double, over duration: Double, seedPan: Bool, finishes: Bool
    ) -> [String] {
        let updates = progresses(from: from, to: to, over: duration).map(update)
        let began =
            ["Detail willMove(toParent: nil)", "Nav delegate animationControllerFor pop"]
            + (seedPan ? ["Nav delegate interactionControllerFor"] : [])
            + [
                "Nav pop Detail → List began", "Detail viewWillDisappear(true)", "List viewWillAppear(true)",
                "Nav delegate willShow List", "Nav interaction startInteractiveTransition",
                "Nav coordinator alongside animation",
            ]
        let ended =
            finishes
            ? [
                "Nav context.finishInteractiveTransition()", "Nav context.completeTransition(true)",
                "Nav pop Detail → List completed", "Detail viewDidDisappear(true)", "List viewDidAppear(true)",
                "Nav coordinator completion (cancelled: false)", "Detail didMove(toParent: nil)",
                "Nav delegate didShow List",
            ]
            : [
                "Nav context.cancelInteractiveTransition()", "Nav context.completeTransition(false)",
                "Nav pop Detail → List cancelled", "List viewWillDisappear(true)", "List viewDidDisappear(true)",
                "Detail viewWillAppear(true)", "Detail viewDidAppear(true)",
                "Nav coordinator completion (cancelled: true)", "Detail didMove(toParent: Nav)",
            ]
        return ["t=\(down) finger down at x = \(Int(from))"] + began + updates.dropLast()
            + ["t=\(up) finger up at x = \(Int(to))", updates.last!] + ended
    }

    @Test func theSeedsPanFinishesOnlyPastHalfWay() {
        // The seed's rule on the last progress: 44 % is short, 75 % is past half-way.
        #expect(Self.progresses(from: 30, to: 150, over: 0.6).last! < 0.5)
        #expect(Self.progresses(from: 30, to: 220, over: 0.6).last! > 0.5)
        // The edge swipe projects the release: 53.3 pt + 0.499 × 64 pt/s ≈ 85 pt (35 %) is short; 189 pt is far.
        #expect(Self.progresses(from: 4, to: 68, over: 1).last! * 240 + 0.499 * 64 < 120)
        #expect(Self.progresses(from: 4, to: 204, over: 0.6).last! > 0.5)
    }

    @Test func theTraceShowsThePansAndTheEdgeSwipesPopsInUIKitsOrder() {
        let trace = RecordedDemo(InteractivePopDemo.self).trace.filter { !$0.contains("animation ") }
        let expected =
            Self.launch + Self.push(at: "0.300")
            + Self.drag(down: "1.000", up: "1.600", from: 30, to: 150, over: 0.6, seedPan: true, finishes: false)
            + Self.drag(down: "2.200", up: "2.800", from: 30, to: 220, over: 0.6, seedPan: true, finishes: true)
            + Self.push(at: "3.300")
            + Self.drag(down: "4.000", up: "5.000", from: 4, to: 68, over: 1, seedPan: false, finishes: false)
            + Self.drag(down: "5.800", up: "6.400", from: 4, to: 204, over: 0.6, seedPan: false, finishes: true)
        #expect(trace == expected)
    }

    @Test func theDraggedDetailUncoversTheListThenSettles() {
        let recorded = RecordedDemo(InteractivePopDemo.self)
        // 1.5 s: the seed's pan at 80 pt (moves 2 … 14 of 6.67 pt delivered) — the detail's left edge at x = 80.
        let dragging = recorded.image(at: 1.5)
        #expect(dragging.boundary(at: 80, row: row, left: list, right: detail))
        // Cancelled: the detail is back, covering everything.
        #expect(recorded.image(at: 1.9).pixel(20, row, is: detail))
        // 2.7 s: the second drag at 13 moves of 10.56 pt, 137.2 pt.
        #expect(recorded.image(at: 2.7).boundary(at: 137.2, row: row, left: list, right: detail))
        // Finished: the list alone.
        #expect(recorded.image(at: 3.1).pixel(220, row, is: list))
        #expect(recorded.image(at: 3.9).pixel(20, row, is: detail))
    }

    @Test func theEdgeSwipeSlidesTheDetailOverTheDimmedListThenSettles() {
        let recorded = RecordedDemo(InteractivePopDemo.self)
        // 4.9 s: the slow swipe about 44 pt in — the detail still covers most of the screen, the list shows
        // dimmed (darker than its red) at the left.
        let swiping = recorded.image(at: 4.9)
        #expect(swiping.pixel(100, row, is: detail))
        let dimmed = swiping.rgba(10, row)
        #expect(dimmed[0] < list[0] - 10 && dimmed[0] > dimmed[2])
        #expect(recorded.image(at: 5.5).pixel(5, row, is: detail))
        // 6.3 s: the far swipe about 144 pt in — the list (nearly undimmed) on the left, the detail on the right.
        let far = recorded.image(at: 6.3)
        #expect(far.pixel(230, row, is: detail))
        #expect(!far.pixel(60, row, is: detail) && !far.pixel(60, row, is: white))
        #expect(recorded.image(at: 6.9).pixel(5, row, is: list))
    }

    @Test func aLeftwardPanMovesNothingAndItsPopIsCancelled() throws {
        let demo = InteractivePopDemo()
        let live = LiveDemo(demo)
        live.run(to: 0.9)
        let navigation = try #require(demo.navigation)
        let detail = try #require(navigation.topViewController)
        UIApplication.shared.drag(
            from: CGPoint(x: 200, y: 160), to: CGPoint(x: 60, y: 160), duration: 0.3, in: demo.window)
        // Leftward the seed's pan reports no progress: the detail has not moved.
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 240, height: 320))
        UIApplication.shared.runUntilIdle()
        let popLines = callbackLines(demo.trace).drop { !$0.contains("pop Detail → List began") }
        #expect(!popLines.contains { $0.contains("updateInteractiveTransition") })
        #expect(
            popLines.suffix(9) == [
                "Nav context.cancelInteractiveTransition()", "Nav context.completeTransition(false)",
                "Nav pop Detail → List cancelled", "List viewWillDisappear(true)", "List viewDidDisappear(true)",
                "Detail viewWillAppear(true)", "Detail viewDidAppear(true)",
                "Nav coordinator completion (cancelled: true)", "Detail didMove(toParent: Nav)",
            ])
        #expect(navigation.viewControllers.map(\.title) == ["List", "Detail"])
        #expect(navigation.topViewController === detail)
        #expect(LeftoverStateChecker.check(try #require(demo.window)) == [])
    }
}
