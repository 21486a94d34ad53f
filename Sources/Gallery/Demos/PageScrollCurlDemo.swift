import Foundation
import OpenUIKit

/// The twin of `page-scroll` on UIKit's own container: the same three pages — First, Second, Third — in a
/// `UIPageViewController` with the page curl, the data source giving each page's neighbours. The script
/// drives it as a finger would: a swipe toward the spine at 0.3 s curls First over (the release is fast:
/// it finishes), a tap on the right half at 1.6 s turns Second over, and a slow drag away from the spine
/// at 2.6 s brings Second back over Third a quarter of the way, then lets go: the page turns back (a cancelled turn,
/// the reverse appearance pair in the trace). Live, the demo is turned with the mouse.
final class PageScrollCurlDemo: StagedDemo, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    static let name = "page-curl"
    static let title = "The page container as a UIPageViewController with the page curl"
    static let summary =
        "The pages of \(SeedArticle.pageScrollContainer.cited()) in UIKit's own page container: a pan curls the page under the finger and a tap turns it; a slow drag released early turns back."
    static let isInteractive = true

    let size = CGSize(width: 240, height: 320)
    let duration: TimeInterval = 4.4
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0.2, "First"), (0.5, "curling under the finger"), (0.75, "finishing the turn"), (1.5, "Second"),
        (1.85, "a tap turns it"), (2.5, "Third"), (3.5, "dragged back"), (4.3, "turned back: Third"),
    ]

    /// What the script does: a swipe toward the spine, a tap, a slow drag away from it.
    private static let steps: [(time: TimeInterval, step: Step)] = [
        (0.3, .swipe(from: CGPoint(x: 200, y: 160), to: CGPoint(x: 60, y: 160), duration: 0.3)),
        (1.6, .tap(CGPoint(x: 200, y: 160))),
        (2.6, .swipe(from: CGPoint(x: 40, y: 160), to: CGPoint(x: 120, y: 160), duration: 1.2)),
    ]

    enum Step {
        case swipe(from: CGPoint, to: CGPoint, duration: TimeInterval)
        case tap(CGPoint)
    }

    private(set) var pager: UIPageViewController?
    private(set) var pages: [UIViewController] = []
    private(set) var stage: DemoStage?
    private var script = DemoScript(steps)
    private let finger = ScriptedFinger()

    required init() {}

    func makeScene() -> CALayer {
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pager.title = "Pages"
        pages = ["First", "Second", "Third"].enumerated().map {
            PanelController(title: $1, color: PageScrollDemo.colors[$0])
        }
        pager.dataSource = self
        pager.delegate = self
        pager.setViewControllers([pages[0]], direction: .forward, animated: false)
        let stage = DemoStage(showing: pager, size: size)
        self.pager = pager
        self.stage = stage
        return stage.layer
    }

    func perform(at time: TimeInterval) {
        for step in script.due(at: time) {
            switch step {
            case let .swipe(from, to, duration):
                stage?.trace.note("finger down", at: time)
                finger.press(at: from, time: time, movingTo: to, over: duration, in: window)
            case .tap(let point):
                stage?.trace.note("tap", at: time)
                finger.tap(at: point, time: time, in: window)
            }
        }
        finger.follow(at: time)
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        pages.firstIndex { $0 === viewController }.flatMap { $0 < pages.count - 1 ? pages[$0 + 1] : nil }
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        let shown = pageViewController.viewControllers?.first?.title ?? "?"
        stage?.trace.note(completed ? "turned to \(shown)" : "turned back to \(shown)", at: CACurrentMediaTime())
    }
}
