import Foundation
import OpenUIKit

/// The mask-and-transition article's last example, ported line by line: a finger taps the red List page's
/// "Flip" button, whose action (the seed's `transitionViewController`) adds a CATransition of type "oglFlip"
/// from the left, 1 s, ease-out, to the navigation controller's layer right before an animated push — the
/// whole navigation view flips over while the push runs underneath it.
final class NavOglFlipDemo: StagedDemo {
    static let name = "nav-ogl-flip"
    static let title = "A navigation controller flipped over by an oglFlip"
    static let summary =
        "A tap on the list's Flip button adds a 1 s ease-out \"oglFlip\" CATransition from the left to the navigation controller's layer just before an animated push: the whole screen flips while the push runs (from \(SeedArticle.complexAnimationCases.cited(part: 2)))."

    let size = CGSize(width: 240, height: 320)
    let duration: TimeInterval = 1.6
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0.2, "List"), (0.4, "flip starts"), (0.5, "turning"), (0.6, "edge-on"), (0.8, "the pushed page turning in"),
        (1.5, "Transition"),
    ]

    private var script = DemoScript([(time: 0.3, step: ())])
    private(set) var stage: DemoStage?
    private var list: FlipListController?

    required init() {}

    func makeScene() -> CALayer {
        let list = FlipListController()
        self.list = list
        let stage = DemoStage.showingNavigation(rootedAt: list, size: size).stage
        self.stage = stage
        return stage.layer
    }

    func perform(at time: TimeInterval) {
        for _ in script.due(at: time) {
            stage?.trace.note("tap Flip", at: time)
            stage?.tap(list?.buttonCenterInWindow)
        }
    }
}
