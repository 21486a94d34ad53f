import Benchmark
import BenchmarkSupport
import Foundation
import OpenUIKit

/// A grid's data source: `count` items in one section, plain cells.
@MainActor
final class GridItems: UICollectionViewDataSource {
    var count: Int
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A flow layout of `side` × `side` items, 4 pt apart.
@MainActor
func gridLayout(side: CGFloat) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: side, height: side)
    layout.minimumLineSpacing = 4
    layout.minimumInteritemSpacing = 4
    return layout
}

/// A grid of `count` items filling a shown 390 × 844 window, laid out and committed.
@MainActor
func makeShownGrid(count: Int, side: CGFloat) -> (UICollectionView, GridItems) {
    UIApplication.shared.reset()
    let window = UIWindow()
    window.makeKeyAndVisible()
    let source = GridItems(count: count)
    let grid = UICollectionView(frame: window.bounds, collectionViewLayout: gridLayout(side: side))
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    grid.dataSource = source
    window.addSubview(grid)
    UIApplication.shared.advance(by: 0)
    return (grid, source)
}

/// The interactive transition the layout-transition benchmark steps through: made at its first sample, laid
/// out once (the first frame pairs the two layouts' elements, once per transition), kept for the others.
@MainActor
final class InteractiveTransitionFixture {
    static let shared = InteractiveTransitionFixture()

    let grid: UICollectionView
    let transition: UICollectionViewTransitionLayout
    /// Held for the whole run: the collection view holds its data source weakly.
    private let source: GridItems

    private init() {
        (grid, source) = makeShownGrid(count: 2_000, side: 36)
        transition = grid.startInteractiveTransition(to: gridLayout(side: 34))!
        transition.transitionProgress = 0.5
        grid.layoutIfNeeded()
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(3), maxIterations: 500)

    Benchmark("Grid scroll: a 10,000-item grid (60 pt items) moved 10 pt and laid out (one frame's tiling)") {
        benchmark in
        // The data source is held for the whole run: the collection view holds it weakly, and without it
        // the lines scrolling in would get no cells. Each sample scrolls the new grid to one of 64 offsets 10
        // pt apart first (cells leave for the reuse queue), then measures the next 10 pt: lines are 64 pt
        // apart, so one measured frame in 6.4 brings a line of cells in, as when scrolling steadily.
        let start = CGFloat(benchmark.currentIteration % 64) * 10
        let (grid, source) = await MainActor.run { () -> (UICollectionView, GridItems) in
            let (grid, source) = makeShownGrid(count: 10_000, side: 60)
            grid.contentOffset = CGPoint(x: 0, y: start)
            grid.layoutIfNeeded()
            return (grid, source)
        }
        await measure(benchmark) {
            grid.contentOffset = CGPoint(x: 0, y: start + 10)
            grid.layoutIfNeeded()
        }
        withExtendedLifetime(source) {}
    }

    Benchmark("Batch insert: 100 items inserted at the top of a grid, animated and run until idle") { benchmark in
        let (grid, source) = await MainActor.run { makeShownGrid(count: 1_000, side: 60) }
        await measure(benchmark) {
            grid.performBatchUpdates({
                source.count += 100
                grid.insertItems(at: (0..<100).map { IndexPath(item: $0, section: 0) })
            })
            UIApplication.shared.runUntilIdle()
        }
    }

    Benchmark("Layout transition: one frame of an interactive transition with about 200 visible cells") { benchmark in
        // 36 pt items: 9 a line, 22 lines in 844 pt (198 cells); 34 pt items next: 10 a line, 23 lines (230
        // cells). All samples are frames of one transition, as a pinch gives them one after the other: the
        // progress goes round 0.05…1 from sample to sample.
        let progress = CGFloat(benchmark.currentIteration % 20 + 1) / 20
        let fixture = await MainActor.run { InteractiveTransitionFixture.shared }
        await measure(benchmark) {
            fixture.transition.transitionProgress = progress
            fixture.grid.layoutIfNeeded()
        }
    }
}
