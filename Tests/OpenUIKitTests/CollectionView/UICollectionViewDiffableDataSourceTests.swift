import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Diffable data sources: snapshots, the differences they make, and applying them as batch updates.
@MainActor
@Suite(.freshApplication) struct UICollectionViewDiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, String>

    private func snapshot(_ sections: [Int: [String]]) -> Snapshot {
        var snapshot = Snapshot()
        for section in sections.keys.sorted() {
            snapshot.appendSections([section])
            snapshot.appendItems(sections[section]!, toSection: section)
        }
        return snapshot
    }

    @Test func aSnapshotAnswersItsQuestions() {
        var snapshot = snapshot([0: ["a", "b"], 1: ["c"]])
        snapshot.insertItems(["x"], afterItem: "a")
        snapshot.moveItem("c", beforeItem: "a")
        #expect(snapshot.itemIdentifiers == ["c", "a", "x", "b"])
        #expect(snapshot.numberOfItems(inSection: 1) == 0 && snapshot.sectionIdentifier(containingItem: "x") == 0)
        #expect(snapshot.indexOfItem("b") == 3 && snapshot.indexOfSection(1) == 1 && snapshot.numberOfItems == 4)
        let reports = Diagnostics.capture {
            snapshot.appendItems(["a"])
            snapshot.insertItems(["y"], beforeItem: "missing")
        }
        #expect(reports.count == 2 && snapshot.numberOfItems == 4)
    }

    @Test func theDifferenceDeletesInsertsAndMovesByIdentifier() {
        let batch = UICollectionViewDiffableDataSource<Int, String>.difference(
            from: snapshot([0: ["a", "b", "c"], 1: ["d"]]), to: snapshot([0: ["c", "a", "e"], 1: ["d", "b"]]))
        #expect(batch.deletedItems.isEmpty && batch.insertedItems == [IndexPath(item: 2, section: 0)])
        // "c" keeps its order with "a" ("a" moves after it); "b" moves to section 1.
        let moves = batch.movedItems.map { "\($0.from.section).\($0.from.item)→\($0.to.section).\($0.to.item)" }
            .sorted()
        #expect(moves == ["0.0→0.1", "0.1→1.1"])
    }

    @Test func applyAnimatesTheDifferencesAsABatchUpdate() throws {
        let window = makeTouchWindow()
        let grid = UICollectionView(frame: window.bounds, collectionViewLayout: makeGridLayout())
        grid.register(GridCell.self, forCellWithReuseIdentifier: "cell")
        window.addSubview(grid)
        var shown: [String] = []
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: grid) {
            view, indexPath, item in
            shown.append(item)
            return view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        dataSource.apply(snapshot([0: ["a", "b", "c"]]), animatingDifferences: false)
        grid.layoutIfNeeded()
        #expect(shown == ["a", "b", "c"])
        let cellA = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
        var done = 0
        dataSource.apply(snapshot([0: ["c", "a", "d"]])) { done += 1 }
        #expect(shown == ["a", "b", "c", "d"] && grid.cellForItem(at: IndexPath(item: 1, section: 0)) === cellA)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "d")
        #expect(dataSource.indexPath(for: "a") == IndexPath(item: 1, section: 0))
        #expect(cellA.frame == CGRect(x: 125, y: 20, width: 100, height: 50))  // one last line: minimum spacing
        UIApplication.shared.runUntilIdle()
        #expect(done == 1 && grid.visibleCells.count == 3)
    }
}
