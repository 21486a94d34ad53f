import Foundation
import OpenUIKit

/// The present/dismiss transitions of “Complex Animation Cases” (with the slide of “Playing with iOS
/// Transitions”), shown in
/// turn the way a person runs them: the seed's `TransitionFirstViewController`, green, inside a navigation
/// controller (bar hidden), is its pages' transitioning delegate; a finger taps its "Present" button and then
/// the red page's "Dismiss" button, once per animation — the spring scale-in (damping 0.6) that fades out,
/// the slide in from the right and out again, and the snapshot of the first page that slides down 80 % over
/// the red page and, on dismissal, is found again in the container by its tag and slides back up.
final class PresentCustomDemo: StagedDemo {
    static let name = "present-custom"
    static let title = "Custom present/dismiss animators"
    static let summary =
        "A transitioningDelegate's animators, presented and dismissed by taps on the pages' buttons: the spring scale-in (damping 0.6), the slide from the right, and the snapshot found again by viewWithTag on dismissal (from \(SeedArticle.complexAnimationCases.cited(part: 2)) and \(SeedArticle.playingWithTransitions.cited(part: 2)))."

    /// The animations in the order shown, and when each is presented (its dismissal comes `dismissDelay`
    /// later).
    static let presentations: [(type: TransitionFirstViewController.TransitionType, time: TimeInterval)] = [
        (.spring, 0.3), (.slide, 2.1), (.snapshot, 3.9),
    ]
    static let dismissDelay: TimeInterval = 1

    let size = CGSize(width: 240, height: 320)
    let duration: TimeInterval = 5.7
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0.2, "First"), (0.4, "spring: scaling in"), (1.0, "Second"), (1.6, "fading out"),
        (2.4, "slide in"), (3.4, "slide out"), (4.2, "snapshot slides down"), (4.6, "snapshot 80 % down"),
        (5.2, "found by tag: back up"), (5.6, "First again"),
    ]

    private enum Step { case present(TransitionFirstViewController.TransitionType), dismiss }

    private var script = DemoScript<Step>(
        presentations.flatMap {
            [(time: $0.time, step: Step.present($0.type)), (time: $0.time + dismissDelay, step: Step.dismiss)]
        })
    private(set) var stage: DemoStage?
    private(set) var first: TransitionFirstViewController?

    required init() {}

    func makeScene() -> CALayer {
        let first = TransitionFirstViewController()
        self.first = first
        let stage = DemoStage.showingNavigation(rootedAt: first, size: size).stage
        self.stage = stage
        return stage.layer
    }

    func perform(at time: TimeInterval) {
        guard let first else { return }
        for step in script.due(at: time) {
            switch step {
            case .present(let type):
                first.transitionType = type
                stage?.trace.note("tap Present (\(type))", at: time)
                stage?.tap(first.buttonCenterInWindow)
            case .dismiss:
                stage?.trace.note("tap Dismiss", at: time)
                stage?.tap((first.secondVC as? ModalButtonController)?.buttonCenterInWindow)
            }
        }
    }
}
