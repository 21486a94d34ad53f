import Foundation
import OpenUIKit

/// Every `CATransition` type, public and private, in turn: a finger taps the Next button every 0.8 s, and
/// each tap runs the next type's 0.6 s linear transition on a two-state card (orange "A" ⇄ blue "B"), the
/// type named above the card. Each button acts on the tap's lift, one run-loop turn (1/60 s) after the tap.
final class TransitionTypesDemo: GalleryDemo {
    static let name = "transition-types"
    static let title = "Every CATransition type"
    static let summary =
        "Taps on Next switch a two-state card through every CATransition type in turn — fade, moveIn, push, reveal, cube, alignedCube, oglFlip, flip, alignedFlip, rotate, pageCurl, pageUnCurl, rippleEffect, suckEffect, cameraIris, cameraIrisHollowClose, cameraIrisHollowOpen — each a 0.6 s linear transition (the CATransition types of \(SeedArticle.complexAnimationCases.cited(part: 2)))."

    /// When the finger taps Next: every 0.8 s from 0.2 s, once per type.
    static let taps: [TimeInterval] = TransitionTypesController.types.indices.map { 0.2 + 0.8 * Double($0) }

    let size = CGSize(width: 240, height: 320)
    let duration: TimeInterval = 14
    /// The first state, a few effects about half-way (0.3 s after their tap), and the last state.
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0.1, "A"), (3.7, "cube"), (7.7, "rotate"), (8.5, "pageCurl"), (10.1, "rippleEffect"), (10.9, "suckEffect"),
        (11.7, "cameraIris"), (12.5, "cameraIrisHollowClose"), (13.3, "cameraIrisHollowOpen"), (14, "B"),
    ]
    var trace: [String] { log.lines.map(\.text) }
    var timedTrace: [TimedTraceLine]? { log.lines }
    private var log = TimedTraceLog()
    private var script = DemoScript(taps.map { (time: $0, step: ()) })
    private var stage: DemoStage?
    /// The screen (made with the scene).
    private(set) var controller: TransitionTypesController?

    var window: UIWindow? { stage?.window }

    required init() {}

    func makeScene() -> CALayer {
        UIScreen.main.use(UIScreen.Device(size: size, scale: 2))
        let controller = TransitionTypesController()
        controller.log = { [unowned self] line in log.appendStamped(line) }
        self.controller = controller
        let stage = DemoStage(showing: controller, size: size)
        self.stage = stage
        return stage.layer
    }

    func perform(at time: TimeInterval) {
        if time == 0 { log.start() }
        for _ in script.due(at: time) {
            log.appendStamped("tap Next")
            stage?.tap(controller?.nextButton.centerInWindow)
        }
    }
}
