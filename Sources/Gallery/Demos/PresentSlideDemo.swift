import Foundation
import OpenUIKit

/// The first custom modal transition of “Playing with iOS Transitions”, ported: the
/// presented page's `transitioningDelegate` is the seed's `TransDelegate`, whose `AniObject` slides the
/// page in from the right over 2 s; the delegate gives no dismissal animator, so the dismissal is UIKit's
/// default, the page sliding down. Presented and dismissed by taps on the pages' buttons.
final class PresentSlideDemo: StagedDemo {
    static let name = "present-slide"
    static let title = "Present sliding in from the right"
    static let summary =
        "A transitioningDelegate whose AniObject slides the presented page in from the right over 2 s; the dismissal keeps UIKit's default slide down (from \(SeedArticle.playingWithTransitions.cited(part: 2)))."

    static let presentTime: TimeInterval = 0.3
    static let dismissTime: TimeInterval = 2.8

    let size = CGSize(width: 240, height: 320)
    let duration: TimeInterval = 3.8
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0.2, "Home"), (0.8, "sliding in"), (1.3, "half-way (1 s of 2)"), (2.5, "presented"),
        (3.0, "default dismissal"), (3.7, "Home again"),
    ]

    private enum Step { case present, dismiss }

    private var script = DemoScript<Step>([(presentTime, .present), (dismissTime, .dismiss)])
    private(set) var stage: DemoStage?
    private var home: ModalButtonController?
    private let transDelegate = TransDelegate()
    /// The presented page, held weakly: UIKit releases it after the dismissal.
    private(set) weak var page: ModalButtonController?

    required init() {}

    func makeScene() -> CALayer {
        let (stage, home) = DemoStage.showingHome(size: size) { [unowned self] in
            let v2 = ModalButtonController.dismissiblePage(title: "Page")
            v2.transitioningDelegate = transDelegate
            page = v2
            return v2
        }
        self.home = home
        self.stage = stage
        return stage.layer
    }

    func perform(at time: TimeInterval) {
        for step in script.due(at: time) {
            switch step {
            case .present:
                stage?.trace.note("tap Present", at: time)
                stage?.tap(home?.buttonCenterInWindow)
            case .dismiss:
                stage?.trace.note("tap Dismiss", at: time)
                stage?.tap(page?.buttonCenterInWindow)
            }
        }
    }
}
