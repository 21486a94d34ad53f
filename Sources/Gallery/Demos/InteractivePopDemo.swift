import Foundation
import OpenUIKit

/// The transitions article's custom interactive pop, ported line by line: a navigation controller pushes a detail page
/// with the system animation, then two pops are driven by the seed's `IntObject` the way a pan would drive
/// it — the first dragged 60 % of the way and let go (cancelled: the turned-back appearance callbacks, the detail stays), the
/// second dragged 70 % and finished. The screen is the demo's 240 × 320, as the seed's code measures
/// `UIScreen.main.bounds`.
final class InteractivePopDemo: GalleryDemo {
    static let name = "interactive-pop"
    static let title = "Interactive pop with a custom interaction object"
    static let summary =
        "A push with the system animation, then pops driven by seed 004 §3's IntObject: dragged 60 % and cancelled (the detail stays, fact 81's callbacks), then dragged 70 % and finished."

    let size = CGSize(width: 240, height: 320)
    let duration: TimeInterval = 3.3
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0.2, "List"), (0.45, "pushing Detail"), (0.9, "Detail"), (1.6, "dragged 60 %"),
        (1.9, "cancelled: Detail stays"),
        (2.8, "dragged 70 %"), (3.2, "finished: List"),
    ]

    /// What the script does, on the first frame at or after each time.
    enum Step {
        case push, beginPop, cancel, finish
    }

    /// The drags: from `start` to `end` the progress grows linearly to `to`.
    static let drags: [(start: TimeInterval, end: TimeInterval, to: CGFloat)] = [(1.0, 1.6, 0.6), (2.2, 2.8, 0.7)]

    static let steps: [(time: TimeInterval, step: Step)] = [
        (0.3, .push), (1.0, .beginPop), (1.6, .cancel), (2.2, .beginPop), (2.8, .finish),
    ]

    private var script = DemoScript(steps)
    private var stage: DemoStage?
    private var navigation: UINavigationController?
    private let delegate = PopNavigationDelegate()

    var window: UIWindow? { stage?.window }
    var trace: [String] { stage?.trace.lines ?? [] }

    required init() {}

    func makeScene() -> CALayer {
        UIScreen.main.use(UIScreen.Device(size: size, scale: 2))
        let navigation = UINavigationController(
            rootViewController: PanelController(
                title: "List", color: UIColor(red: 0.85, green: 0.2, blue: 0.2, alpha: 1)))
        navigation.title = "Nav"
        navigation.setNavigationBarHidden(true, animated: false)
        self.navigation = navigation
        let stage = DemoStage(showing: navigation, size: size)
        self.stage = stage
        return stage.layer
    }

    func perform(at time: TimeInterval) {
        guard let navigation else { return }
        for step in script.due(at: time) {
            switch step {
            case .push:
                stage?.trace.note("push Detail", at: time)
                navigation.pushViewController(
                    PanelController(title: "Detail", color: UIColor(red: 0.2, green: 0.45, blue: 0.85, alpha: 1)),
                    animated: true)
            case .beginPop:
                stage?.trace.note("pan began: pop", at: time)
                navigation.delegate = delegate
                navigation.popViewController(animated: true)
            case .cancel:
                stage?.trace.note("pan ended short: cancel", at: time)
                delegate.interaction.cancel()
            case .finish:
                stage?.trace.note("pan ended far: finish", at: time)
                delegate.interaction.finish()
            }
        }
        if let drag = Self.drags.first(where: { time > $0.start && time < $0.end }) {
            delegate.interaction.updateAniProgress(drag.to * CGFloat((time - drag.start) / (drag.end - drag.start)))
        }
    }
}
