import Foundation
import OpenUIKit

/// Particles: a `CAEmitterLayer` firing rockets that trail sparks and burst (nested emitter cells, additive
/// compositing), turned off by a tap on its button — the rockets in flight still burst and fade, as Core
/// Animation keeps living particles when `birthRate` drops to 0 — and on again. Every frame is a function of its
/// time, so the recording is the same at any frame rate.
final class FireworksDemo: GalleryDemo {
    static let name = "fireworks"
    static let title = "Particles: fireworks turned off and on"
    static let summary =
        "A CAEmitterLayer fires rockets whose sub-cells trail sparks and burst, added up; a tap on Stop sets its birthRate to 0 (the rockets in flight still burst and fade), a tap on Start fires again."

    /// When the finger taps the button.
    static let taps: [TimeInterval] = [2.0, 5.0]

    let size = CGSize(width: 240, height: 320)
    let duration: TimeInterval = 6.4
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0.9, "0.9 s: rockets climb"), (1.9, "1.9 s: a burst"), (2.3, "2.3 s: stopped, none born"),
        (3.0, "3.0 s: the living finish"), (4.7, "4.7 s: all gone"), (6.2, "6.2 s: firing again"),
    ]
    var trace: [String] { log.lines.map(\.text) }
    var timedTrace: [TimedTraceLine]? { log.lines }
    private var log = TimedTraceLog()
    private var script = DemoScript(taps.map { (time: $0, step: "tap") })
    private var stage: DemoStage?
    /// The demo's screen (made with the scene).
    private(set) var controller: FireworksController?

    var window: UIWindow? { stage?.window }

    required init() {}

    func makeScene() -> CALayer {
        UIScreen.main.use(UIScreen.Device(size: size, scale: 2))
        let controller = FireworksController()
        controller.title = "Fireworks"
        controller.log = { [unowned self] line in log.appendStamped(line) }
        self.controller = controller
        let stage = DemoStage(showing: controller, size: size)
        self.stage = stage
        return stage.layer
    }

    /// Taps the button on the first frame at or after each tap's time.
    func perform(at time: TimeInterval) {
        if time == 0 { log.start() }
        for _ in script.due(at: time) {
            let title = controller?.button?.title(for: .normal) ?? ""
            log.appendStamped("tap \(title)")
            stage?.tap(controller?.button?.centerInWindow)
        }
    }
}
