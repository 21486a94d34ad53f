import Foundation
import OpenUIKit

/// The containment notes, on one screen in four parts, exercised the way a person exercises the sample: a
/// finger taps the row of buttons at the bottom of the screen (injected touches at their centres).
///
/// - (c) at launch, while the container is between `viewWillAppear` and `viewDidAppear`, the article's
///   `addSubViewController` adds a child's view before the child: the child gets `viewDidAppear` twice
///   (once through its view entering the window, once forwarded by the container) and OpenUIKit reports a
///   `.duplicateAppearance` diagnostic, captured around the run-loop turn that delivers it. It comes first
///   because the container is only half-way through appearing while the window first shows; Remove takes
///   the child out.
/// - (a) Add and Remove: the documented add sequence (addChild, addSubview, didMove) and remove sequence
///   (willMove(nil), removeFromSuperview, removeFromParent);
/// - (b) Manual, then Remove: a container with `shouldAutomaticallyForwardAppearanceMethods` false calling
///   its child's `beginAppearanceTransition`/`endAppearanceTransition` from its own callbacks;
/// - (d) Three, Flip, Remove: the 【三】 example: three children, the third shown, then
///   `transition(from: third, to: first, duration: 4, options: .transitionFlipFromLeft)` and the remove
///   sequence.
final class AppearanceForwardingDemo: StagedDemo {
    static let name = "appearance-forwarding"
    static let title = "Containment and appearance forwarding"
    static let summary =
        "addSubview before addChild delivers viewDidAppear twice; then taps on the screen's buttons run the add and remove sequences, a container forwarding appearance by hand, and three children with a 4 s flip from the third to the first (from \(SeedArticle.childControllerNotes.cited()))."

    let size = CGSize(width: 240, height: 320)
    let duration: TimeInterval = 9.4
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0, "(c) addSubview before addChild"), (1.5, "(a) add sequence"), (3.0, "(b) manual forwarding"),
        (4.5, "(d) third child shown"), (5.6, "(d) flip, 0.8 s in"), (6.4, "(d) flip, 1.6 s in"),
        (7.2, "(d) flip, 2.4 s in"),
        (8.0, "(d) flip, 3.2 s in"),
        (8.9, "(d) first child shown"), (9.3, "(d) first child removed"),
    ]

    typealias Command = ForwardingContainerController.Command

    /// The buttons tapped, on the first frame at or after each time.
    static let taps: [(time: TimeInterval, step: Command)] = [
        (0.8, .remove), (1.2, .add), (2.2, .remove), (2.6, .manual), (3.8, .remove), (4.2, .three), (4.8, .flip),
        (9.0, .remove),
    ]

    private(set) var container: ForwardingContainerController?
    private var script = DemoScript(taps)
    private(set) var stage: DemoStage?
    private let finger = ScriptedFinger()

    /// The flip example, while it is on the stage.
    var example: FlipExampleController? { container?.example }

    required init() {}

    func makeScene() -> CALayer {
        let container = ForwardingContainerController(size: size)
        let stage = DemoStage(showing: container, size: size)
        let trace = stage.trace
        self.stage = stage
        self.container = container
        container.captionLabel.text = "(c) addSubview, then addChild"
        trace.note("(c) addSubview before addChild while Container appears", at: 0)
        container.addSubViewController()
        let reports = Diagnostics.capture { UIApplication.shared.advance(by: 0) }
        for report in reports {
            trace.note("diagnostic \(report.code): \(report.message)", at: 0)
        }
        container.updateButtons()
        return stage.layer
    }

    func perform(at time: TimeInterval) {
        finger.follow(at: time)
        guard let container else { return }
        for command in script.due(at: time) {
            stage?.trace.note("tap \(command.rawValue)", at: time)
            guard let point = container.buttons[command]?.centerInWindow else { continue }
            finger.tap(at: point, time: time, in: window)
        }
    }
}
