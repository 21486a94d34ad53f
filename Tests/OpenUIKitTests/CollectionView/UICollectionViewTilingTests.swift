import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// The layout passes a collection view runs as it scrolls and as a layout transition moves: what a pass
/// that finds the same elements keeps, what it puts back, and when a transition asks its layouts again.
@MainActor
@Suite(.freshApplication) struct UICollectionViewTilingTests {
    /// The grid's lines of three: line k spans y 20 + 60 k … 70 + 60 k; columns at x 15, 145 and 275 (a
    /// full line's leftover 60 pt split between its two gaps: 10 + 20 each).
    private func frame(ofItem item: Int) -> CGRect {
        CGRect(x: 15 + CGFloat(item % 3) * 130, y: 20 + CGFloat(item / 3) * 60, width: 100, height: 50)
    }

    @Test func aScrollWithinTheSameLinesKeepsEveryCellAndTheNextLineGetsCells() throws {
        let source = GridSource(items: 3000)
        let grid = makeGrid(source)
        let cells = (0..<42).map { grid.cellForItem(at: IndexPath(item: $0, section: 0)) }
        grid.contentOffset = CGPoint(x: 0, y: 5)  // lines 0…13 still meet 5…849
        grid.layoutIfNeeded()
        #expect(grid.indexPathsForVisibleItems == (0..<42).map { IndexPath(item: $0, section: 0) })
        for item in 0..<42 {
            #expect(grid.cellForItem(at: IndexPath(item: item, section: 0)) === cells[item])
            #expect(cellFrame(grid, item) == frame(ofItem: item))
        }
        grid.contentOffset = CGPoint(x: 0, y: 25)  // line 14 (860…910) comes into 25…869
        grid.layoutIfNeeded()
        #expect(grid.indexPathsForVisibleItems == (0..<45).map { IndexPath(item: $0, section: 0) })
        #expect(GridCell.made == 45 && cellFrame(grid, 44) == frame(ofItem: 44))
        grid.contentOffset = CGPoint(x: 0, y: 75)  // line 0 (20…70) leaves 75…919
        grid.layoutIfNeeded()
        #expect(grid.indexPathsForVisibleItems == (3..<45).map { IndexPath(item: $0, section: 0) })
        grid.contentOffset = CGPoint(x: 0, y: 25)  // line 0 comes back, in the cells it left
        grid.layoutIfNeeded()
        #expect(grid.indexPathsForVisibleItems == (0..<45).map { IndexPath(item: $0, section: 0) })
        #expect(GridCell.made == 45 && cellFrame(grid, 0) == frame(ofItem: 0))
    }

    @Test func aCellGivenOtherAttributesGoesBackToItsPlaceAtTheNextLayoutPass() throws {
        let source = GridSource(items: 3000)
        let grid = makeGrid(source)
        let cell = try #require(grid.cellForItem(at: IndexPath(item: 4, section: 0)))
        let elsewhere = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 4, section: 0))
        elsewhere.frame = CGRect(x: 0, y: 300, width: 40, height: 40)
        cell.apply(elsewhere)
        #expect(cell.frame == CGRect(x: 0, y: 300, width: 40, height: 40))
        grid.setNeedsLayout()
        grid.layoutIfNeeded()
        #expect(cell.frame == frame(ofItem: 4))
        #expect(grid.cellForItem(at: IndexPath(item: 4, section: 0)) === cell)
    }

    @Test func theFlowLayoutGivesTheSameAttributesObjectUntilItPreparesAgain() throws {
        let source = GridSource(items: 3000)
        let grid = makeGrid(source)
        let layout = try #require(grid.collectionViewLayout as? UICollectionViewFlowLayout)
        let path = IndexPath(item: 1500, section: 0)
        let first = try #require(layout.layoutAttributesForItem(at: path))
        #expect(first.frame == frame(ofItem: 1500))
        #expect(layout.layoutAttributesForItem(at: path) === first)
        let line = layout.layoutAttributesForElements(in: first.frame)  // its line: items 1500…1502
        #expect(line?.count == 3 && line?.first === first)
        layout.invalidateLayout()
        grid.layoutIfNeeded()
        let second = try #require(layout.layoutAttributesForItem(at: path))
        #expect(second !== first && second.frame == frame(ofItem: 1500))
    }

    @Test func anInteractiveTransitionAsksALayoutAgainOnceItPreparesAgain() throws {
        let source = GridSource(items: 8)
        let grid = makeGrid(source)
        let small = makeGridLayout()
        small.itemSize = CGSize(width: 50, height: 50)
        let transition = try #require(grid.startInteractiveTransition(to: small))
        transition.transitionProgress = 0.5
        grid.layoutIfNeeded()
        // Half way between item 1 at x 145 (centre 195, width 100) and at x 77 (six a line: centre 102).
        #expect(cellFrame(grid, 1) == CGRect(x: 148.5 - 37.5, y: 20, width: 75, height: 50))
        // 60 pt items: five a line (340 of 360 pt), the leftover 20 pt split in four gaps: 15 each; item 1 at
        // x 90 (centre 120), item 5 starts line 1 at x 15 (centre 45; 325 in the grid).
        small.itemSize = CGSize(width: 60, height: 50)
        transition.transitionProgress = 0.25
        grid.layoutIfNeeded()
        #expect(cellFrame(grid, 1) == CGRect(x: 195 - 18.75 - 45, y: 20, width: 90, height: 50))
        #expect(cellFrame(grid, 5) == CGRect(x: 325 - 70 - 45, y: 80, width: 90, height: 50))
        // Content heights: three lines (210) and two (150), a quarter of the way.
        let height: CGFloat = 210 + (150 - 210) * 0.25
        #expect(grid.contentSize.height == height)
    }
}
