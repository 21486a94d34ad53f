import Foundation
import OpenUIKit

/// The containment notes, on one screen in four parts:
///
/// - (c) at launch, while the container is between `viewWillAppear` and `viewDidAppear`, the article's
///   `addSubViewController` adds a child's view before the child: the child gets `viewDidAppear` twice
///   (once through its view entering the window, once forwarded by the container) and OpenUIKit reports a
///   `.duplicateAppearance` diagnostic, captured around the run-loop turn that delivers it. It comes first
///   because the container is only half-way through appearing while the window first shows.
/// - (a) the documented add sequence (addChild, addSubview, didMove) and remove sequence
///   (willMove(nil), removeFromSuperview, removeFromParent);
/// - (b) manual forwarding: a container with `shouldAutomaticallyForwardAppearanceMethods` false calling
///   its child's `beginAppearanceTransition`/`endAppearanceTransition` from its own callbacks;
/// - (d) the 【三】 example: three children, the third shown, then `transition(from: third, to: first,
///   duration: 4, options: .transitionFlipFromLeft)` and the remove sequence.
final class AppearanceForwardingDemo: GalleryDemo {
    static let name = "appearance-forwarding"
    static let title = "Containment and appearance forwarding"
    static let summary =
        "addSubview before addChild delivers viewDidAppear twice; the add and remove sequences; a container forwarding appearance by hand; three children and a 4 s flip from the third to the first (seed 002)."

    let size = CGSize(width: 240, height: 320)
    let duration: TimeInterval = 9.4
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0, "(c) addSubview before addChild"), (1.5, "(a) add sequence"), (3.0, "(b) manual forwarding"),
        (4.5, "(d) third child shown"), (5.6, "(d) flip, 0.8 s in"), (6.4, "(d) flip, 1.6 s in"),
        (7.2, "(d) flip, 2.4 s in"),
        (8.0, "(d) flip, 3.2 s in"),
        (8.9, "(d) first child shown"), (9.3, "(d) first child removed"),
    ]

    enum Step {
        case removeDuplicated, addChild, removeChild, addManual, removeManual, addExample, flip, removeFirst
    }

    static let steps: [(time: TimeInterval, step: Step)] = [
        (0.8, .removeDuplicated), (1.2, .addChild), (2.2, .removeChild), (2.6, .addManual), (3.8, .removeManual),
        (4.2, .addExample), (4.8, .flip), (9.0, .removeFirst),
    ]

    private(set) var container: ForwardingContainerController?
    private(set) var duplicated: UIViewController?
    private(set) var added: UIViewController?
    private(set) var manual: ManualForwardingController?
    private(set) var example: FlipExampleController?
    private var script = DemoScript(steps)
    private var stage: DemoStage?

    var window: UIWindow? { stage?.window }
    var trace: [String] { stage?.trace.lines ?? [] }

    required init() {}

    func makeScene() -> CALayer {
        let container = ForwardingContainerController(size: size)
        let stage = DemoStage(showing: container, size: size)
        let trace = stage.trace
        self.stage = stage
        self.container = container
        container.captionLabel.text = "(c) addSubview, then addChild"
        trace.note("(c) addSubview before addChild while Container appears", at: 0)
        duplicated = container.addSubViewController()
        let reports = Diagnostics.capture { UIApplication.shared.advance(by: 0) }
        for report in reports {
            trace.note("diagnostic \(report.code): \(report.message)", at: 0)
        }
        return stage.layer
    }

    func perform(at time: TimeInterval) {
        guard let container else { return }
        for step in script.due(at: time) {
            switch step {
            case .removeDuplicated:
                show("(c) remove sequence", in: container, at: time)
                duplicated.map(container.hideContentController)
                duplicated = nil
            case .addChild:
                show("(a) add sequence", in: container, at: time)
                let child = PanelController(title: "Child", color: UIColor(red: 0.15, green: 0.6, blue: 0.3, alpha: 1))
                container.displayContentController(child)
                added = child
            case .removeChild:
                show("(a) remove sequence", in: container, at: time)
                added.map(container.hideContentController)
                added = nil
            case .addManual:
                show("(b) manual forwarding", in: container, at: time)
                let manual = ManualForwardingController()
                container.displayContentController(manual)
                self.manual = manual
            case .removeManual:
                show("(b) manual forwarding: remove", in: container, at: time)
                manual.map(container.hideContentController)
                manual = nil
            case .addExample:
                show("(d) three children, third shown", in: container, at: time)
                let example = FlipExampleController(size: container.frameForContentController.size)
                container.displayContentController(example)
                self.example = example
            case .flip:
                show("(d) flip from left, 4 s", in: container, at: time)
                example?.flip()
            case .removeFirst:
                show("(d) remove the first child", in: container, at: time)
                example?.removeCurrent()
            }
        }
    }

    private func show(_ caption: String, in container: ForwardingContainerController, at time: TimeInterval) {
        container.captionLabel.text = caption
        stage?.trace.note(caption, at: time)
    }
}
