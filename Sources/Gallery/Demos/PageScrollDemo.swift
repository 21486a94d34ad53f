import Foundation
import OpenUIKit

/// The page container of “A Page Scroll Container”, ported: a `TTPageScrollViewController` of three children —
/// First, Second, Third — on a paging scroll view. The script swipes with touch injection, as a finger
/// would: left at 0.3 s (Second loads as it comes into sight; the page settles with the scroll view's
/// spring), left again at 1.9 s (Third loads), and back right at 3.5 s (nothing loads again). Live, the
/// demo is swiped with the mouse instead (`isInteractive`). Here the controllers are made in code;
/// `PageScrollStoryboardDemo` loads them from a storyboard.
class PageScrollDemo: StagedDemo {
    class var name: String { "page-scroll" }
    class var title: String { "Page container on a paging scroll view" }
    class var summary: String {
        "Three child controllers as the pages of a paging UIScrollView, each loaded when its page first comes into sight; swipes settle on a page with a spring (from \(SeedArticle.pageScrollContainer.cited()))."
    }
    static let isInteractive = true

    static let colors = [
        UIColor(red: 0.85, green: 0.2, blue: 0.2, alpha: 1), UIColor(red: 0.15, green: 0.6, blue: 0.3, alpha: 1),
        UIColor(red: 0.2, green: 0.45, blue: 0.85, alpha: 1),
    ]

    let size = CGSize(width: 240, height: 320)
    let duration: TimeInterval = 4.8
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0.2, "First"), (0.45, "dragged towards Second"), (0.6, "settling on Second"), (1.7, "Second"),
        (2.05, "dragged towards Third"), (3.3, "Third"), (3.65, "dragged back"), (4.7, "Second again"),
    ]

    /// The swipes: the finger goes down at `from` at `start`, moves along the line and lifts at `to` at `end`.
    static let swipes: [(start: TimeInterval, end: TimeInterval, from: CGPoint, to: CGPoint)] = [
        (0.3, 0.5, CGPoint(x: 200, y: 160), CGPoint(x: 60, y: 160)),
        (1.9, 2.1, CGPoint(x: 200, y: 160), CGPoint(x: 60, y: 160)),
        (3.5, 3.7, CGPoint(x: 60, y: 160), CGPoint(x: 200, y: 160)),
    ]

    /// What the script does, on the first frame at or after each time: a swipe's finger going down or lifting.
    enum Step {
        case down(swipe: Int), up(swipe: Int)
    }

    private(set) var pager: PageScrollViewController?
    private var script = DemoScript(
        swipes.enumerated().flatMap {
            [(time: $1.start, step: Step.down(swipe: $0)), (time: $1.end, step: Step.up(swipe: $0))]
        })
    private(set) var stage: DemoStage?
    /// The finger of the swipe in progress.
    private var touch: (swipe: Int, touch: UITouch)?

    required init() {}

    /// The pages' titles, in order.
    static let pageTitles = ["First", "Second", "Third"]

    /// The container with its pages, made in code as the article does.
    func makePager() -> PageScrollViewController {
        let pager = PageScrollViewController()
        pager.title = "Pages"
        pager.viewControllers = Self.pageTitles.enumerated().map { PanelController(title: $1, color: Self.colors[$0]) }
        return pager
    }

    func makeScene() -> CALayer {
        let pager = makePager()
        let stage = DemoStage(showing: pager, size: size)
        pager.onPageSettled = { [weak trace = stage.trace] page in
            trace?.note("settled on page \(page)", at: CACurrentMediaTime())
        }
        self.pager = pager
        self.stage = stage
        return stage.layer
    }

    func perform(at time: TimeInterval) {
        let application = UIApplication.shared
        for step in script.due(at: time) {
            switch step {
            case .down(let index):
                stage?.trace.note("finger down", at: time)
                touch = (index, application.touchDown(at: Self.swipes[index].from, in: stage?.window))
            case .up(let index):
                guard let finger = touch?.touch else { continue }
                application.touchMove(finger, to: Self.swipes[index].to)
                application.touchUp(finger)
                stage?.trace.note("finger up", at: time)
                touch = nil
            }
        }
        if let (index, finger) = touch, time > Self.swipes[index].start {
            let swipe = Self.swipes[index]
            let fraction = CGFloat((time - swipe.start) / (swipe.end - swipe.start))
            application.touchMove(
                finger, to: CGPoint(x: swipe.from.x + (swipe.to.x - swipe.from.x) * fraction, y: swipe.from.y))
        }
    }
}
