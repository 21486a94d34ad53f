import Foundation
import OpenUIKit

/// The article on animating custom child view controllers, ported line by line: ViewController embeds a
/// ContainerController through the storyboard's embed segue; a finger taps the segmented control's
/// segments (injected touches at their centres), the control sends `.valueChanged` to `switchControllerAction`,
/// and the container performs an EmptySegue to a new FirstController (red) or
/// SecondController (blue) and swaps to it in `prepare(for:sender:)` with `transition(from:to:)`. The first
/// swap uses the article's first version (`.transitionCurlUp`, 0.4 s); the next two its final custom slide,
/// in the direction of the segue with `.curveEaseOut` (0.4 s). Here the controllers are made in code;
/// `SegueContainerStoryboardDemo` loads them from the article's storyboard.
class SegueContainerDemo: StagedDemo {
    class var name: String { "segue-container" }
    class var title: String { "Child controllers swapped by segues" }
    class var summary: String {
        "Taps on a segmented control make a container swap red and blue child controllers on empty segues with transition(from:to:): first a 0.4 s curl up, then 0.4 s ease-out slides in the direction of the segue (from \(SeedArticle.customChildControllerAnimations.cited()))."
    }

    let size = CGSize(width: 240, height: 320)
    let duration: TimeInterval = 3.2
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0, "FirstController embedded"), (0.7, "0.7 s: mid curl up"), (1.0, "SecondController"),
        (1.6, "1.6 s: mid slide to First"), (2.0, "FirstController"), (2.5, "2.5 s: mid slide to Second"),
        (3.0, "SecondController"),
    ]

    /// A tap on the segmented control: the segment tapped and the swap style the script sets first (the
    /// article's version of the swap at that point).
    struct Tap {
        let segment: Int
        let style: ContainerController.SwapStyle
    }

    /// The taps, on the first frame at or after each time.
    static let taps: [(time: TimeInterval, step: Tap)] = [
        (0.5, Tap(segment: 1, style: .curlUp)),
        (1.4, Tap(segment: 0, style: .slide(.curveEaseOut))),
        (2.3, Tap(segment: 1, style: .slide(.curveEaseOut))),
    ]

    private(set) var rootController: ViewController?
    private var script = DemoScript(taps)
    private(set) var stage: DemoStage?
    private let finger = ScriptedFinger()

    required init() {}

    /// The root controller, made in code.
    func makeRootController() -> ViewController {
        ViewController(size: size)
    }

    func makeScene() -> CALayer {
        let root = makeRootController()
        let stage = DemoStage(showing: root, size: size)
        self.stage = stage
        rootController = root
        return stage.layer
    }

    func perform(at time: TimeInterval) {
        finger.follow(at: time)
        guard let root = rootController else { return }
        for tap in script.due(at: time) {
            root.containerVC?.style = tap.style
            stage?.trace.note(
                "tap segment \(tap.segment) (\(tap.style == .curlUp ? "curl up" : "slide, ease out"))", at: time)
            guard let point = root.segmentCenterInWindow(tap.segment) else { continue }
            finger.tap(at: point, time: time, in: window)
        }
    }
}
