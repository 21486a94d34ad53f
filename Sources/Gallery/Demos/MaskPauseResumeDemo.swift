import Foundation
import OpenUIKit

/// The mask animation of “Complex Animation Cases” (its first part), paused and resumed as a person does it: a finger
/// taps the screen's Start button (the top card's mask path shrinks from full height to 0 over 3 s, uncovering the
/// bottom card), then Pause mid-way (speed 0 + timeOffset) and Resume a second later (the beginTime recipe of Technical
/// Q&A QA1673), exactly as the article's actions do. Each button acts on the tap's lift, one run-loop turn (1/60 s)
/// after the tap.
final class MaskPauseResumeDemo: GalleryDemo {
    static let name = "mask-pause-resume"
    static let title = "A mask's animation paused and resumed"
    static let summary =
        "Taps on Start, Pause and Resume: a CAShapeLayer mask's path shrinks from full height to 0 over 3 s, paused with speed = 0 + timeOffset and resumed a second later with the beginTime recipe (from \(SeedArticle.complexAnimationCases.cited(part: 1)))."

    /// When the finger taps each button.
    static let taps: [(time: TimeInterval, button: String)] = [(0, "Start"), (1.2, "Pause"), (2.2, "Resume")]

    let size = CGSize(width: 240, height: 320)
    let duration: TimeInterval = 4.4
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0, "t = 0: mask covers all"), (0.6, "0.6 s: shrinking"), (1.2, "1.2 s: paused"),
        (2.0, "2.0 s: still paused"), (2.8, "2.8 s: resumed"), (4.2, "4.2 s: done"),
    ]
    var trace: [String] { log.lines.map(\.text) }
    var timedTrace: [TimedTraceLine]? { log.lines }
    private var log = TimedTraceLog()
    private var script = DemoScript(taps.map { (time: $0.time, step: $0.button) })
    private var stage: DemoStage?
    /// The seed's screen (made with the scene).
    private(set) var controller: MaskPauseController?

    var window: UIWindow? { stage?.window }

    required init() {}

    func makeScene() -> CALayer {
        UIScreen.main.use(UIScreen.Device(size: size, scale: 2))
        let controller = MaskPauseController()
        controller.title = "Mask"
        controller.log = { [unowned self] line in log.appendStamped(line) }
        self.controller = controller
        let stage = DemoStage(showing: controller, size: size)
        self.stage = stage
        return stage.layer
    }

    /// Taps each button on the first frame at or after its time, so frame rates whose frame times miss
    /// 1.2 s or 2.2 s (24 fps) still pause and resume.
    func perform(at time: TimeInterval) {
        if time == 0 { log.start() }
        for button in script.due(at: time) {
            log.appendStamped("tap \(button)")
            stage?.tap(controller?.buttons[button]?.centerInWindow)
        }
    }
}
