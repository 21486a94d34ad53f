import Foundation
import OpenUIKit

/// The custom interactive pop of “Playing with iOS Transitions” (its navigation part), driven the way a person drives
/// it: a tap on the red List page's "Push" button pushes the blue Detail page with the system animation; then a finger
/// drags on the detail, whose pan (`PopDetailController`) pops with the navigation delegate's `IntObject` and follows
/// the finger — the first drag released short of half-way (cancelled: the turned-back appearance callbacks, the detail
/// stays), the second past it (finished). Then, pushed again, the detail is dragged from the screen's left edge: the
/// navigation controller's own edge swipe (`interactivePopGestureRecognizer`) pops it with the built-in animation —
/// slowly and not far (cancelled), then far (finished). The screen is the demo's 240 × 320, as the article's code measures
/// `UIScreen.main.bounds`.
final class InteractivePopDemo: StagedDemo {
    static let name = "interactive-pop"
    static let title = "Interactive pop by a pan and by the edge swipe"
    static let summary =
        "A tap on Push, then a pan on the detail drives the pop with the IntObject of \(SeedArticle.playingWithTransitions.cited(part: 3)): released short (cancelled: the list disappears without having appeared, the detail appears again), then past half-way (finished); then the built-in edge swipe: short and slow (cancelled), then far (finished)."

    static let listColor = UIColor(red: 0.85, green: 0.2, blue: 0.2, alpha: 1)

    /// The drags, in window coordinates: the seed's pan from x = 30 (outside the edge swipe's 20 pt), released
    /// short then far; the edge swipe from x = 4, slow and short then far.
    static let drags: [(start: TimeInterval, end: TimeInterval, from: CGPoint, to: CGPoint)] = [
        (1.0, 1.6, CGPoint(x: 30, y: 160), CGPoint(x: 150, y: 160)),
        (2.2, 2.8, CGPoint(x: 30, y: 160), CGPoint(x: 220, y: 160)),
        (4.0, 5.0, CGPoint(x: 4, y: 160), CGPoint(x: 68, y: 160)),
        (5.8, 6.4, CGPoint(x: 4, y: 160), CGPoint(x: 204, y: 160)),
    ]
    /// When the List page's Push button is tapped.
    static let pushTaps: [TimeInterval] = [0.3, 3.3]

    let size = CGSize(width: 240, height: 320)
    let duration: TimeInterval = 7.0
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0.2, "List"), (0.45, "tap Push: pushing"), (0.9, "Detail"), (1.5, "pan: dragged"),
        (1.9, "released short: cancelled"), (2.7, "dragged far"), (3.1, "finished: List"),
        (3.9, "Detail again"), (4.9, "edge swipe"), (5.5, "released short: cancelled"), (6.3, "edge swipe far"),
        (6.9, "finished: List"),
    ]

    private enum Step {
        case tapPush
        /// The drag at this index of `drags` begins.
        case drag(Int)
    }

    private var script = DemoScript<Step>(
        (pushTaps.map { (time: $0, step: Step.tapPush) }
            + drags.enumerated().map { (time: $0.element.start, step: Step.drag($0.offset)) })
            .sorted { $0.time < $1.time })
    private let finger = ScriptedFinger()
    /// The index of the drag under way.
    private var dragIndex = 0
    private(set) var stage: DemoStage?
    private var list: ModalButtonController?
    private(set) var navigation: UINavigationController?
    private let delegate = PopNavigationDelegate()

    required init() {}

    func makeScene() -> CALayer {
        let list = ModalButtonController(title: "List", color: Self.listColor, buttonTitle: "Push") { list in
            let detail = PopDetailController()
            detail.title = "Detail"
            list.navigationController?.pushViewController(detail, animated: true)
        }
        let (stage, navigation) = DemoStage.showingNavigation(rootedAt: list, size: size, delegate: delegate)
        self.list = list
        self.navigation = navigation
        self.stage = stage
        return stage.layer
    }

    func perform(at time: TimeInterval) {
        if finger.isDown {
            finger.follow(at: time)
            if !finger.isDown {
                stage?.trace.note(String(format: "finger up at x = %.0f", Self.drags[dragIndex].to.x), at: time)
            }
        }
        for step in script.due(at: time) {
            switch step {
            case .tapPush:
                stage?.trace.note("tap Push", at: time)
                stage?.tap(list?.buttonCenterInWindow)
            case .drag(let index):
                let drag = Self.drags[index]
                dragIndex = index
                stage?.trace.note(String(format: "finger down at x = %.0f", drag.from.x), at: time)
                finger.press(at: drag.from, time: time, movingTo: drag.to, over: drag.end - drag.start, in: window)
            }
        }
    }
}
