import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Changes of layout: animated, and interactive through a transition layout, finished and cancelled.
@MainActor
@Suite(.freshApplication) struct UICollectionViewLayoutTransitionTests {
    /// The grid's insets with 50 × 50 items: six fit in 360 pt (350), a full line's spacing is (360 - 300) / 5.
    private func smallLayout() -> UICollectionViewFlowLayout {
        let layout = makeGridLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        return layout
    }

    @Test func anAnimatedChangeMovesEveryCellToTheNewLayout() throws {
        let source = GridSource(items: 8)
        let grid = makeGrid(source)
        let cell = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)))
        let small = smallLayout()
        var completions: [Bool] = []
        grid.setCollectionViewLayout(small, animated: true) { completions.append($0) }
        #expect(grid.collectionViewLayout === small)
        #expect(cell.frame == CGRect(x: 15 + 62, y: 20, width: 50, height: 50))
        #expect(cellFrame(grid, 7) == CGRect(x: 15 + 62, y: 80, width: 50, height: 50))  // the columns of line 0
        UIApplication.shared.advance(by: UICollectionView.updateAnimationDuration / 2)
        let position = try #require(cell.layer.presentation()).position
        #expect(abs(position.x - (195 + 102) / 2) < 1e-4 && position.y == 45)
        UIApplication.shared.runUntilIdle()
        #expect(completions == [true] && grid.contentSize.height == 20 + 50 + 10 + 50 + 20)
    }

    @Test func anInteractiveTransitionFollowsItsProgressAndFinishes() throws {
        let source = GridSource(items: 8)
        let grid = makeGrid(source)
        let big = grid.collectionViewLayout, small = smallLayout()
        var ends: [String] = []
        let transition = try #require(grid.startInteractiveTransition(to: small) { ends.append("\($0) \($1)") })
        #expect(transition.currentLayout === big && transition.nextLayout === small)
        transition.transitionProgress = 0.5
        grid.layoutIfNeeded()
        // Half way: centre x (195 + 102) / 2, width (100 + 50) / 2; content height (210 + 150) / 2.
        #expect(cellFrame(grid, 1) == CGRect(x: 148.5 - 37.5, y: 20, width: 75, height: 50))
        #expect(grid.contentSize.height == 180)
        grid.finishInteractiveTransition()
        UIApplication.shared.runUntilIdle()
        #expect(ends == ["true true"] && grid.collectionViewLayout === small)
        #expect(cellFrame(grid, 1) == CGRect(x: 77, y: 20, width: 50, height: 50))
    }

    @Test func aCancelledInteractiveTransitionGoesBack() {
        let source = GridSource(items: 8)
        let grid = makeGrid(source)
        let big = grid.collectionViewLayout
        var ends: [String] = []
        let transition = grid.startInteractiveTransition(to: smallLayout()) { ends.append("\($0) \($1)") }
        transition?.transitionProgress = 0.3
        grid.layoutIfNeeded()
        grid.cancelInteractiveTransition()
        UIApplication.shared.runUntilIdle()
        #expect(ends == ["false true"] && grid.collectionViewLayout === big)
        #expect(cellFrame(grid, 1) == CGRect(x: 145, y: 20, width: 100, height: 50))
    }

    @Test func misusedTransitionsAreReported() {
        let source = GridSource(items: 8)
        let grid = makeGrid(source)
        var batchCompletions: [Bool] = []
        let reports = Diagnostics.capture {
            grid.finishInteractiveTransition()
            _ = grid.startInteractiveTransition(to: smallLayout())
            #expect(grid.startInteractiveTransition(to: smallLayout()) == nil)
            grid.performBatchUpdates({ source.sections = [9] }, completion: { batchCompletions.append($0) })
            (grid.collectionViewLayout as? UICollectionViewTransitionLayout)?.transitionProgress = .nan
        }
        #expect(
            reports.map(\.message) == [
                "finishInteractiveTransition() called with no interactive transition in progress; ignored",
                "startInteractiveTransition(to:completion:) called while another interactive transition is in progress; ignored",
                "performBatchUpdates(_:completion:) called during an interactive layout transition; ignored",
                "UICollectionViewTransitionLayout.transitionProgress must be finite; got nan, kept 0.0",
            ])
        UIApplication.shared.runUntilIdle()
        #expect(batchCompletions == [false] && grid.numberOfItems(inSection: 0) == 8)
    }
}
