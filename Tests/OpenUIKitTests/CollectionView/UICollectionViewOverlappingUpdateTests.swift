import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Calls overlapping a running update animation: a reload that removes the animations half-way, a batch
/// started while the previous one still animates. Every item in the bounds keeps a cell of its own.
@MainActor
@Suite(.freshApplication) struct UICollectionViewOverlappingUpdateTests {
    /// The items that have cells, and whether those cells are distinct views shown in the collection view.
    private func shownItems(_ grid: UICollectionView) -> (items: [Int], distinct: Bool) {
        let cells = grid.visibleCells
        let distinct =
            Set(cells.map(ObjectIdentifier.init)).count == cells.count && cells.allSatisfy { $0.superview === grid }
        return (grid.indexPathsForVisibleItems.map(\.item), distinct)
    }

    @Test func aReloadHalfWayThroughADeletionLeavesEveryItemACell() throws {
        let source = GridSource(items: 8)
        let grid = makeGrid(source)
        let deleted = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
        var completions: [Bool] = []
        grid.performBatchUpdates(
            {
                source.sections = [6]
                grid.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
            }, completion: { completions.append($0) })
        UIApplication.shared.advance(by: UICollectionView.updateAnimationDuration / 2)
        // The reload takes every view out, the two deleted ones too: their animations end unfinished, which ends
        // the update — whose completion must not queue the departing views a second time.
        let reports = Diagnostics.capture {
            grid.reloadData()
            grid.layoutIfNeeded()
        }
        #expect(reports.isEmpty)
        #expect(completions == [false])
        let shown = shownItems(grid)
        // Six items of 100 × 50 in lines of three: all in the 844 pt bounds.
        #expect(shown.items == [0, 1, 2, 3, 4, 5])
        #expect(shown.distinct)
        #expect(GridCell.made == 8)
        #expect(deleted.superview === grid)
        UIApplication.shared.runUntilIdle()
        #expect(completions == [false])
        #expect(shownItems(grid).items == [0, 1, 2, 3, 4, 5])
    }

    @Test func aBatchStartedDuringAnotherCountsAsAnimatingUntilBothEnd() throws {
        let source = GridSource(items: 8)
        let grid = makeGrid(source)
        var completions: [String] = []
        grid.performBatchUpdates(
            {
                source.sections = [9]
                grid.insertItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { completions.append("first \($0)") })
        UIApplication.shared.advance(by: 0.1)
        grid.performBatchUpdates(
            {
                source.sections = [10]
                grid.insertItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { completions.append("second \($0)") })
        // The first update's animations end 0.3 s after it began, the second's 0.1 s later.
        UIApplication.shared.advance(by: 0.25)
        #expect(completions == ["first true"])
        let refused = Diagnostics.capture {
            #expect(grid.startInteractiveTransition(to: makeGridLayout()) == nil)
        }
        #expect(refused.map(\.code) == [.invalidUpdate])
        UIApplication.shared.runUntilIdle()
        #expect(completions == ["first true", "second true"])
        let accepted = Diagnostics.capture {
            #expect(grid.startInteractiveTransition(to: makeGridLayout()) != nil)
        }
        #expect(accepted.isEmpty)
        let shown = shownItems(grid)
        #expect(shown.items == Array(0..<10))
        #expect(shown.distinct)
    }
}
