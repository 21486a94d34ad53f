import Foundation
import OpenUIKit

/// Constraint animation as the Auto Layout Guide teaches it: a card's height constant changes and the view
/// lays out inside `UIView.animate` (every frame the layout pass moves animates, the stack under the card
/// included), then a stack view's middle row hides inside a block (the row under it closes the gap), then
/// both are undone in one block. The gallery page's layout overlay shows each frame's views with the
/// constraints that placed them.
final class ConstraintAnimationDemo: StagedDemo {
    static let name = "constraint-animation"
    static let title = "Constraint and stack view animation"
    static let summary =
        "A card's height constraint animated with layoutIfNeeded() in UIView.animate, then a stack view's middle row hidden in a block, then both undone — Auto Layout's animation pattern (from Apple's “Auto Layout Guide”, Animating Changes Made by Auto Layout). Turn on the layout overlay to see each view's frame and the constraints that placed it."

    let size = CGSize(width: 240, height: 320)
    let duration: TimeInterval = 4.2
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0, "card 80 pt"), (1.0, "growing"), (1.8, "card 140 pt"), (2.25, "middle row hiding"),
        (2.8, "row hidden"), (3.4, "undoing"), (4.1, "as at first"),
    ]

    /// When each change starts and how long its block runs.
    static let expandTime: TimeInterval = 0.5
    static let expandDuration: TimeInterval = 1
    static let hideTime: TimeInterval = 2
    static let hideDuration: TimeInterval = 0.5
    static let undoTime: TimeInterval = 3
    static let undoDuration: TimeInterval = 0.8

    private enum Step { case expand, hide, undo }

    private var script = DemoScript<Step>([(expandTime, .expand), (hideTime, .hide), (undoTime, .undo)])
    private(set) var controller: ConstraintCardController?
    private(set) var stage: DemoStage?

    required init() {}

    func makeScene() -> CALayer {
        let controller = ConstraintCardController()
        controller.title = "Card"
        let stage = DemoStage(showing: controller, size: size)
        controller.note = stage.trace.noteNow
        self.controller = controller
        self.stage = stage
        return stage.layer
    }

    func perform(at time: TimeInterval) {
        for step in script.due(at: time) {
            switch step {
            case .expand:
                controller?.animateCardHeight(
                    to: ConstraintCardController.expandedHeight, duration: Self.expandDuration)
            case .hide:
                controller?.animateHidingMiddleRow(duration: Self.hideDuration)
            case .undo:
                controller?.animateCardHeight(
                    to: ConstraintCardController.collapsedHeight, duration: Self.undoDuration, showingMiddleRow: true)
            }
        }
    }
}
