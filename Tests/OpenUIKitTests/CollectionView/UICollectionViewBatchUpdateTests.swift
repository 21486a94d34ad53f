import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Batch updates: the model at once, cells animating from old to new attributes, UIKit's "Invalid update"
/// text for counts that do not add up, nested batches.
@MainActor
@Suite(.freshApplication) struct UICollectionViewBatchUpdateTests {
    @Test func anInsertMovesTheFollowingCellsAndFadesTheNewOneIn() throws {
        let source = GridSource(items: 8)
        let grid = makeGrid(source)
        let oldOne = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)))
        var completions: [Bool] = []
        grid.performBatchUpdates(
            {
                source.sections = [9]
                grid.insertItems(at: [IndexPath(item: 1, section: 0)])
            }, completion: { completions.append($0) })
        // The model is updated at once: nine items in three full lines, each justified (spacing 30).
        #expect(grid.numberOfItems(inSection: 0) == 9)
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0)) === oldOne)
        #expect(oldOne.frame == CGRect(x: 275, y: 20, width: 100, height: 50))
        let inserted = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(inserted !== oldOne && inserted.frame == CGRect(x: 145, y: 20, width: 100, height: 50))
        #expect(cellFrame(grid, 8) == CGRect(x: 275, y: 140, width: 100, height: 50))  // was item 7 at x 145
        UIApplication.shared.advance(by: UICollectionView.updateAnimationDuration / 2)
        // Ease-in-ease-out is half way at half time: item 1's centre goes from x 195 to 325.
        let moving = try #require(oldOne.layer.presentation())
        #expect(abs(moving.position.x - (195 + 325) / 2) < 1e-4)
        #expect(abs(Double(try #require(inserted.layer.presentation()).opacity) - 0.5) < 1e-6)
        #expect(completions.isEmpty)
        UIApplication.shared.runUntilIdle()
        #expect(completions == [true])
        #expect(oldOne.layer.presentation()?.position == CGPoint(x: 325, y: 45))
    }

    @Test func aDeletedCellFadesAtItsPlaceThenGoesToTheReuseQueue() throws {
        let source = GridSource(items: 8)
        let grid = makeGrid(source)
        let deleted = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)))
        grid.performBatchUpdates(
            {
                source.sections = [7]
                grid.deleteItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: nil)
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0)) === second)
        #expect(second.frame == CGRect(x: 15, y: 20, width: 100, height: 50))
        // Seven items: lines of 3, 3 and 1, the last centred.
        #expect(cellFrame(grid, 6) == CGRect(x: 145, y: 140, width: 100, height: 50))
        #expect(
            deleted.superview === grid && deleted.alpha == 0
                && deleted.frame == CGRect(x: 15, y: 20, width: 100, height: 50))
        #expect(grid.indexPath(for: deleted) == nil)
        UIApplication.shared.runUntilIdle()
        #expect(deleted.superview == nil && grid.visibleCells.count == 7)
    }

    @Test func aMovedCellTravelsToItsNewPlace() throws {
        let source = GridSource(items: 8)
        let grid = makeGrid(source)
        let first = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
        grid.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 7, section: 0))
        #expect(grid.cellForItem(at: IndexPath(item: 7, section: 0)) === first)
        #expect(first.frame == CGRect(x: 145, y: 140, width: 100, height: 50))
        #expect(cellFrame(grid, 0) == CGRect(x: 15, y: 20, width: 100, height: 50))
        UIApplication.shared.runUntilIdle()
        #expect(first.layer.presentation()?.position == CGPoint(x: 195, y: 165))
    }

    @Test func sectionsInsertAndDeleteWithTheirItems() {
        let source = GridSource(sections: [2, 3])
        let grid = makeGrid(source)
        grid.performBatchUpdates(
            {
                source.sections = [4, 3]
                grid.deleteSections([0])
                grid.insertSections([0])
            }, completion: nil)
        #expect(grid.numberOfSections == 2 && grid.numberOfItems(inSection: 0) == 4)
        // Section 0: 20 + two lines (110 pt) + 20 = 150; section 1 starts there.
        #expect(cellFrame(grid, 0, section: 1) == CGRect(x: 15, y: 170, width: 100, height: 50))
        UIApplication.shared.runUntilIdle()
        #expect(grid.visibleCells.count == 7)
    }

    @Test func selectionFollowsTheItems() {
        let source = GridSource(items: 8)
        let grid = makeGrid(source)
        grid.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        grid.performBatchUpdates(
            {
                source.sections = [7]
                grid.deleteItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: nil)
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
    }

    @Test func countsThatDoNotAddUpGetUIKitsTextAndAReload() {
        let source = GridSource(items: 8)
        let grid = makeGrid(source)
        var completions: [Bool] = []
        let reports = Diagnostics.capture {
            grid.performBatchUpdates({ source.sections = [9] }, completion: { completions.append($0) })
        }
        #expect(reports.map(\.code) == [.invalidUpdate])
        #expect(
            reports.first?.message == """
                Invalid update: invalid number of items in section 0. The number of items contained in an existing \
                section after the update (9) must be equal to the number of items contained in that section before \
                the update (8), plus or minus the number of items inserted or deleted from that section (0 inserted, \
                0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 \
                moved out). The collection view reloads its data instead.
                """)
        #expect(grid.numberOfItems(inSection: 0) == 9)
        UIApplication.shared.runUntilIdle()
        #expect(completions == [false] && grid.visibleCells.count == 9)
    }

    @Test func aWrongSectionCountAndAnItemOutOfRangeAreReported() {
        let source = GridSource(items: 8)
        let grid = makeGrid(source)
        let reports = Diagnostics.capture {
            grid.performBatchUpdates(
                {
                    source.sections = [8, 1]
                }, completion: nil)
            grid.performBatchUpdates(
                {
                    grid.deleteItems(at: [IndexPath(item: 20, section: 0)])
                    grid.insertItems(at: [IndexPath(item: 0, section: 0)])
                }, completion: nil)
        }
        #expect(
            reports.map(\.message) == [
                "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted). The collection view reloads its data instead.",
                "Invalid update: attempt to delete, reload or move item 20 from section 0, which only contains 8 items before the update. The collection view reloads its data instead.",
            ])
    }

    @Test func aNestedBatchIsReportedAndItsBlockDoesNotRun() {
        let source = GridSource(items: 8)
        let grid = makeGrid(source)
        var innerRan = false, completions: [Bool] = []
        let reports = Diagnostics.capture {
            grid.performBatchUpdates(
                {
                    grid.performBatchUpdates({ innerRan = true }, completion: { completions.append($0) })
                }, completion: nil)
        }
        #expect(
            reports.map(\.message) == [
                "performBatchUpdates(_:completion:) called inside another batch update's block; ignored"
            ])
        UIApplication.shared.runUntilIdle()
        #expect(!innerRan && completions == [false] && grid.numberOfItems(inSection: 0) == 8)
    }

    @Test func aReloadedItemGetsANewCellAndTheOldOneFadesOut() throws {
        let source = GridSource(items: 8)
        let grid = makeGrid(source)
        let old = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)))
        grid.reloadItems(at: [IndexPath(item: 1, section: 0)])
        let new = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(new !== old && new.frame == old.frame && old.alpha == 0 && new.alpha == 1)
        UIApplication.shared.runUntilIdle()
        #expect(old.superview == nil && grid.visibleCells.count == 8)
    }

    @Test func aMovedSectionTakesItsItemsAlong() throws {
        let source = GridSource(sections: [2, 3])
        let grid = makeGrid(source)
        let last = try #require(grid.cellForItem(at: IndexPath(item: 2, section: 1)))
        source.sections = [3, 2]
        grid.moveSection(1, toSection: 0)
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0)) === last)
        // Section 0 now holds three items on one line at the minimum spacing: x 15, 125, 235.
        #expect(last.frame == CGRect(x: 235, y: 20, width: 100, height: 50))
    }
}
