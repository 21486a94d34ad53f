import Foundation
import OpenUIKit

/// The push/pop example of “Complex Animation Cases” (its transitions part): a movie list in a `UITableView` inside a
/// `UINavigationController`. A finger taps the Meadow row: the list makes the film's detail the navigation
/// delegate and pushes it, and the detail's `VCCustomTransitioning` flies the poster from the row to its
/// place on the page. Then the finger taps the navigation bar's back button: the pop flies the poster back
/// to its row.
final class PushPopCustomDemo: StagedDemo {
    static let name = "push-pop-custom"
    static let title = "Push and pop with a navigation delegate animator"
    static let summary =
        "A movie list in a navigation controller: tapping a row pushes the film's page with the article's VCCustomTransitioning, the poster flying from the row to the page; the back button flies it back (from \(SeedArticle.complexAnimationCases.cited(part: 2)))."

    /// The row tapped, and when; when the back button is tapped.
    static let row = 2
    static let tapRow: TimeInterval = 0.3
    static let tapBack: TimeInterval = 1.5

    let size = CGSize(width: 240, height: 320)
    let duration: TimeInterval = 2.5
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0.2, "Movies"), (0.5, "the poster leaves its row"), (0.6, "flying"), (1.3, "Meadow"),
        (1.7, "back: flying home"), (1.8, "landing"), (2.4, "Movies again"),
    ]

    /// What the finger taps.
    enum Step {
        case row, back
    }

    private var script = DemoScript<Step>([(tapRow, .row), (tapBack, .back)])
    private(set) var stage: DemoStage?
    private let finger = ScriptedFinger()
    /// The navigation controller and its list (made with the scene).
    private(set) var navigation: UINavigationController?
    private(set) var list: MovieListController?

    required init() {}

    func makeScene() -> CALayer {
        let list = MovieListController()
        list.title = "Movies"
        let (stage, navigation) = DemoStage.showingNavigation(rootedAt: list, size: size, showsBar: true)
        self.list = list
        self.navigation = navigation
        self.stage = stage
        return stage.layer
    }

    /// Where a finger taps the navigation bar's back button: UIKit puts it at the bar's leading end.
    var backButtonCenter: CGPoint? {
        guard let bar = navigation?.navigationBar, bar.window != nil else { return nil }
        return bar.convert(CGPoint(x: 30, y: bar.bounds.midY), to: nil)
    }

    func perform(at time: TimeInterval) {
        finger.follow(at: time)
        for step in script.due(at: time) {
            let point: CGPoint?
            switch step {
            case .row:
                stage?.trace.note("tap \(Movie.movieList[Self.row].name)", at: time)
                point = list?.rowCenterInWindow(Self.row)
            case .back:
                stage?.trace.note("tap ‹ Movies", at: time)
                point = backButtonCenter
            }
            if let point { finger.tap(at: point, time: time, in: window) }
        }
    }
}
