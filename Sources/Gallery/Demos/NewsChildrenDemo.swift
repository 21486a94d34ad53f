import Foundation
import OpenUIKit

/// The ChildViewController article, ported line by line: a news page whose category pages are child
/// controllers, all added up-front, each loading its view the first time it is shown and sliding in with
/// `transition(from:to:)` when its title is tapped. A finger taps the title strip's titles (injected
/// touches at their centres): Top → Sports → Tech → Sports; the trace shows each page's `viewDidLoad` once and its `viewWillAppear` on every showing.
final class NewsChildrenDemo: StagedDemo {
    static let name = "news-children"
    static let title = "News pages as child controllers under a title strip"
    static let summary =
        "Category pages are child controllers added up-front; a tap on a title in the strip slides the pages with transition(from:to:) over 0.5 s, left or right by direction; pages load on first showing (from \(SeedArticle.complexAnimationCases.cited(part: 3)))."

    let size = CGSize(width: 240, height: 320)
    let duration: TimeInterval = 3.3
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0, "Top"), (0.75, "0.75 s: sliding left to Sports"), (1.1, "Sports"), (1.75, "1.75 s: sliding right to Tech"),
        (2.1, "Tech"), (2.75, "2.75 s: sliding left to Sports"), (3.2, "Sports again"),
    ]

    /// The titles tapped, on the first frame at or after each time.
    static let selections: [(time: TimeInterval, step: Int)] = [(0.5, 2), (1.5, 1), (2.5, 2)]

    private(set) var newsController: NewsViewController?
    private var script = DemoScript(selections)
    private(set) var stage: DemoStage?
    private let finger = ScriptedFinger()

    required init() {}

    func makeScene() -> CALayer {
        let news = NewsViewController(size: size)
        let stage = DemoStage(showing: news, size: size)
        self.stage = stage
        newsController = news
        return stage.layer
    }

    func perform(at time: TimeInterval) {
        finger.follow(at: time)
        guard let news = newsController else { return }
        for item in script.due(at: time) {
            stage?.trace.note("tap \(NewsViewController.titles[item])", at: time)
            guard let point = news.titleStrip.titleCenterInWindow(item) else { continue }
            finger.tap(at: point, time: time, in: window)
        }
    }
}
