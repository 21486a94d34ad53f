import Foundation
import OpenUIKit

/// The four built-in modal transition styles of “Playing with iOS Transitions” (its modal part), presented
/// and dismissed in turn the way a person does it: a finger taps the green page's "Present" button, which
/// presents a red page full screen with the next `UIModalTransitionStyle` — coverVertical, flipHorizontal,
/// crossDissolve, partialCurl —, then taps the red page's "Dismiss" button.
final class ModalStylesDemo: StagedDemo {
    static let name = "modal-styles"
    static let title = "The four modal transition styles"
    static let summary =
        "coverVertical, flipHorizontal, crossDissolve and partialCurl, each presented and dismissed full screen by taps on the pages' buttons (from \(SeedArticle.playingWithTransitions.cited(part: 2)))."

    /// The styles in the order shown, and when each is presented (its dismissal comes `dismissDelay` later).
    static let styles: [(style: UIModalTransitionStyle, time: TimeInterval)] = [
        (.coverVertical, 0.3), (.flipHorizontal, 2.5), (.crossDissolve, 4.7), (.partialCurl, 6.9),
    ]
    static let dismissDelay: TimeInterval = 1.3
    static let home = UIColor(red: 0.2, green: 0.6, blue: 0.35, alpha: 1)
    static let page = UIColor(red: 0.85, green: 0.2, blue: 0.2, alpha: 1)

    let size = CGSize(width: 240, height: 320)
    let duration: TimeInterval = 9.3
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0.2, "Home"), (0.45, "coverVertical"), (1.2, "presented"), (1.8, "dismissing"),
        (2.85, "flipHorizontal"), (5.0, "crossDissolve"), (7.9, "partialCurl: curled"), (9.2, "Home again"),
    ]

    private enum Step { case present(UIModalTransitionStyle), dismiss }

    private var script = DemoScript<Step>(
        styles.flatMap { [($0.time, Step.present($0.style)), ($0.time + dismissDelay, .dismiss)] }.sorted {
            $0.0 < $1.0
        }
        .map { (time: $0.0, step: $0.1) })
    private(set) var stage: DemoStage?
    private var homeController: ModalButtonController?
    private var nextStyle: UIModalTransitionStyle = .coverVertical
    private var presented: ModalButtonController?

    required init() {}

    func makeScene() -> CALayer {
        let (stage, home) = DemoStage.showingHome(size: size) { [unowned self] in
            let page = ModalButtonController.dismissiblePage(title: "Page")
            page.modalTransitionStyle = nextStyle
            presented = page
            return page
        }
        homeController = home
        self.stage = stage
        return stage.layer
    }

    func perform(at time: TimeInterval) {
        for step in script.due(at: time) {
            switch step {
            case .present(let style):
                nextStyle = style
                stage?.trace.note("tap Present (\(style))", at: time)
                stage?.tap(homeController?.buttonCenterInWindow)
            case .dismiss:
                stage?.trace.note("tap Dismiss", at: time)
                stage?.tap(presented?.buttonCenterInWindow)
            }
        }
    }
}
