import Foundation
import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing
import TestSupport
@testable import Gallery

/// The constraint-animation demo and its layout overlay. Geometry from the constraints, in the 240 × 320
/// window: the card is 20 pt inside the leading, top and trailing edges, so x 20, y 20, width 240 − 2·20 =
/// 200, height 80 (140 expanded); the stack is 16 pt under the card with the same insets, its rows 40 pt
/// high and 8 pt apart, so rows at y 0, 48, 96 in the stack (136 pt high) and 0, 48 with the middle one
/// hidden (88 pt). `UIView.animate`'s default curve is ease-in-ease-out, which is at 0.5 half-way.
@MainActor
@Suite(.freshApplication) struct ConstraintAnimationDemoTests {
    typealias Card = ConstraintCardController
    let width = 240 - 2 * Card.inset

    @Test func theTraceShowsEachBlockAndItsCompletionWhenItsDurationHasRun() throws {
        let timed = RecordedDemo(ConstraintAnimationDemo.self).timedTrace
        let lines = callbackLines(timed.map(\.text)).map {
            $0.replacingOccurrences(of: #"^t=\d+\.\d+ "#, with: "", options: .regularExpression)
        }
        #expect(
            lines == [
                "Card loadView", "Card viewDidLoad", "Card viewWillAppear(false)", "Card viewDidAppear(false)",
                "card height 140, layoutIfNeeded() in a 1.0 s block", "card height block finished (true)",
                "middle row hidden, stack layoutIfNeeded() in a 0.5 s block", "hiding block finished (true)",
                "card height 80, layoutIfNeeded() in a 0.8 s block", "card height block finished (true)",
            ])
        for (start, duration) in [
            (ConstraintAnimationDemo.expandTime, ConstraintAnimationDemo.expandDuration),
            (ConstraintAnimationDemo.hideTime, ConstraintAnimationDemo.hideDuration),
            (ConstraintAnimationDemo.undoTime, ConstraintAnimationDemo.undoDuration),
        ] {
            let begun = try #require(timed.first { $0.time >= start - 1e-9 && $0.text.contains("block") })
            let ended = try #require(timed.first { $0.time > begun.time && $0.text.contains("finished") })
            #expect(abs(begun.time - start) < 1e-9, "\(begun.text)")
            // The completion runs on the run loop's first turn at or after the block's end.
            #expect(ended.time >= start + duration - 1e-9 && ended.time <= start + duration + 1.0 / 60 + 1e-9)
        }
    }

    @Test func theCardAndTheRowsSitWhereTheConstraintsPutThem() {
        let demo = RecordedDemo(ConstraintAnimationDemo.self)
        let blue = bytes(0.2, 0.45, 0.85)
        let red = bytes(0.85, 0.2, 0.2)
        let green = bytes(0.15, 0.6, 0.3)
        let orange = bytes(0.9, 0.6, 0.1)
        let white = bytes(1, 1, 1)
        // At first: the card's bottom at 20 + 80 = 100, the rows from 116, 164 and 212.
        let start = demo.image(at: 0)
        #expect(start.pixel(120, 98, is: blue) && start.pixel(120, 102, is: white))
        #expect(start.pixel(120, 118, is: red) && start.pixel(120, 166, is: green) && start.pixel(120, 214, is: orange))
        // Expanded: the card's bottom at 160, the rows from 176, 224 and 272.
        let expanded = demo.image(at: 1.8)
        #expect(expanded.pixel(120, 158, is: blue) && expanded.pixel(120, 162, is: white))
        #expect(expanded.pixel(120, 226, is: green) && expanded.pixel(120, 274, is: orange))
        // The middle row hidden: the last row moves up to 176 + 48 = 224, nothing below 264.
        let hidden = demo.image(at: 2.8)
        #expect(hidden.pixel(120, 226, is: orange) && hidden.pixel(120, 274, is: white))
    }

    /// The overlay's entry for each view at `time`: name, depth, rectangle on screen, model frame and the
    /// constraints that placed it.
    func overlay(at time: TimeInterval) -> [(name: String, shown: [Double]?, frame: [Double], constraints: [String])] {
        let layout = DemoRenderer.record(ConstraintAnimationDemo.self, fps: 30).layout
        let snapshot = layout.snapshots[layout.frames[Int((time * 30).rounded())]]
        return snapshot.map { view in
            (layout.names[view.name], view.shown, view.frame, view.constraints.map { layout.constraints[$0] })
        }
    }

    @Test func theOverlayListsEachViewsFrameAndTheConstraintsThatPlacedIt() throws {
        let views = overlay(at: 1.8)
        let expandedHeight = Double(Card.expandedHeight)
        let inset = Double(Card.inset), width = Double(width)
        let card = try #require(views.first { $0.frame == [inset, inset, width, expandedHeight] })
        #expect(card.name == "UIView")
        #expect(card.shown == [inset, inset, width, expandedHeight])
        // Horizontal ones first; within an axis the engine's order, which an edited constant changes.
        #expect(
            card.constraints.prefix(2) == [
                "self.leading == UIView.leading + 20", "self.trailing == UIView.trailing - 20",
            ])
        #expect(
            card.constraints.dropFirst(2).sorted() == [
                "UIStackView.top == self.bottom + 16", "self.height == 140", "self.top == UIView.top + 20",
            ])
        let stackTop = inset + expandedHeight + Double(Card.gap)
        let rowStep = Double(Card.rowHeight + Card.spacing)
        let stack = try #require(views.first { $0.name == "UIStackView" })
        #expect(stack.frame == [inset, stackTop, width, 3 * Double(Card.rowHeight) + 2 * Double(Card.spacing)])
        // The stack's own constraints, among those it makes for its rows.
        for constraint in [
            "self.leading == UIView.leading + 20", "self.trailing == UIView.trailing - 20",
            "self.top == UIView.bottom + 16",
        ] {
            #expect(stack.constraints.contains(constraint), "\(stack.constraints)")
        }
        let rows = views.filter { $0.constraints.contains("self.height == 40 @999") }
        #expect(rows.map(\.frame) == (0..<3).map { [0, Double($0) * rowStep, width, 40] })
        #expect(rows.map(\.shown) == (0..<3).map { [inset, stackTop + Double($0) * rowStep, width, 40] })

        // With the middle row hidden, it is not listed and the last row sits one step down.
        let hidden = overlay(at: 2.8).filter { $0.constraints.contains("self.height == 40 @999") }
        #expect(hidden.map(\.frame) == [[0, 0, width, 40], [0, rowStep, width, 40]])
    }

    @Test func halfWayThroughTheBlockTheOverlayShowsTheFramesOnScreenAndTheModelsFinalFrames() throws {
        // 1.0 s is half of the 1 s block begun at 0.5 s: the card is shown 80 + 0.5 · 60 = 110 high.
        let views = overlay(at: 1.0)
        let inset = Double(Card.inset), width = Double(width)
        let card = try #require(views.first { $0.constraints.contains("self.height == 140") })
        #expect(card.frame == [inset, inset, width, 140])
        #expect(card.shown == [inset, inset, width, 110])
        let stack = try #require(views.first { $0.name == "UIStackView" })
        #expect(stack.frame == [inset, inset + 140 + 16, width, 136])
        #expect(stack.shown == [inset, inset + 110 + 16, width, 136])
    }
}
