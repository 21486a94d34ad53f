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

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(3), maxIterations: 500)

    Benchmark("Grid scroll: a 10,000-item grid (60 pt items) moved 10 pt and laid out (one frame's tiling)") {
        benchmark in
        // The data source is held for the whole run: the collection view holds it weakly, and without it
        // the lines scrolling in would get no cells.
        let (grid, source) = await MainActor.run { makeShownGrid(count: 10_000, side: 60) }
        await measure(benchmark) {
            // 1,667 lines of 64 pt: 10 pt a frame gives 10,000 frames of room before wrapping round.
            let next = grid.contentOffset.y + 10
            grid.contentOffset = CGPoint(x: 0, y: next > 100_000 ? 0 : next)
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
        // cells). The progress sweeps 0…1 and back.
        let (transition, source) = await MainActor.run { () -> (UICollectionViewTransitionLayout?, GridItems) in
            let (grid, source) = makeShownGrid(count: 2_000, side: 36)
            return (grid.startInteractiveTransition(to: gridLayout(side: 34)), source)
        }
        var step = 0
        await measure(benchmark) {
            guard let transition, let grid = transition.collectionView else { return }
            step += 1
            transition.transitionProgress = CGFloat(abs(step % 40 - 20)) / 20
            grid.layoutIfNeeded()
        }
        withExtendedLifetime(source) {}
    }
}
