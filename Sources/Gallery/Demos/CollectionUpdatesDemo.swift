import Foundation
import OpenUIKit

/// A collection view's animated updates: a grid of tiles fed by a diffable data source. A finger taps the
/// buttons under it: Insert at 0.5 s (two tiles fade in after the first while the others move on), Layout at
/// 1.5 s (every tile grows into the two-column layout), Delete at 2.5 s (the first tile fades, the others
/// close up). Each update takes `UICollectionView.updateAnimationDuration`.
final class CollectionUpdatesDemo: StagedDemo {
    static let name = "collection-updates"
    static let title = "Collection view batch updates and layout change"
    static let summary =
        "A UICollectionView grid from a diffable data source: taps insert two tiles and delete one (animated batch updates) and switch to large tiles with setCollectionViewLayout(_:animated:) — the collection view the news title strip of \(SeedArticle.complexAnimationCases.cited(part: 3)) is made of."

    let size = CGSize(width: 240, height: 320)
    let duration: TimeInterval = 3.3
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0, "six tiles"), (0.7, "inserting two"), (1.0, "eight tiles"), (1.7, "growing"), (2.0, "large tiles"),
        (2.7, "deleting the first"), (3.2, "seven tiles"),
    ]

    /// The buttons tapped, on the first frame at or after each time.
    static let taps: [(time: TimeInterval, step: String)] = [(0.5, "Insert"), (1.5, "Layout"), (2.5, "Delete")]

    private(set) var controller: CollectionGridController?
    private var script = DemoScript(taps)
    private(set) var stage: DemoStage?

    required init() {}

    func makeScene() -> CALayer {
        let controller = CollectionGridController()
        controller.title = "Grid"
        let stage = DemoStage(showing: controller, size: size)
        controller.note = stage.trace.noteNow
        self.controller = controller
        self.stage = stage
        return stage.layer
    }

    func perform(at time: TimeInterval) {
        for title in script.due(at: time) {
            stage?.trace.note("tap \(title)", at: time)
            stage?.tap(controller?.buttons[title]?.centerInWindow)
        }
    }
}
