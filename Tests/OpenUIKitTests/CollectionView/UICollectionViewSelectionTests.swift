import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Selection by a tap in UIKit's delegate order, multiple selection, and selection in code.
@MainActor
@Suite(.freshApplication) struct UICollectionViewSelectionTests {
    @Test func aTapHighlightsThenSelectsInUIKitsOrder() {
        let source = GridSource(items: 8)
        let grid = makeGrid(source)
        let cell = grid.cellForItem(at: IndexPath(item: 0, section: 0))!
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 50, y: 40))  // item 0: 15…115, 20…70
        UIApplication.shared.advance(by: 0)
        #expect(source.log == ["shouldHighlight 0", "didHighlight 0"] && cell.isHighlighted && !cell.isSelected)
        UIApplication.shared.touchUp(touch)
        UIApplication.shared.advance(by: 0)
        #expect(
            source.log == ["shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0", "didSelect 0"])
        #expect(cell.isSelected && !cell.isHighlighted)
        source.log = []
        UIApplication.shared.tap(at: CGPoint(x: 200, y: 40))  // item 1: 145…245
        #expect(
            source.log == [
                "shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1", "didDeselect 0",
                "didSelect 1",
            ])
        #expect(!cell.isSelected && grid.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func multipleSelectionAddsAndATapOnASelectedItemDeselectsIt() {
        let source = GridSource(items: 8)
        let grid = makeGrid(source)
        grid.allowsMultipleSelection = true
        UIApplication.shared.tap(at: CGPoint(x: 50, y: 40))
        UIApplication.shared.tap(at: CGPoint(x: 200, y: 40))
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        source.log = []
        UIApplication.shared.tap(at: CGPoint(x: 50, y: 40))
        #expect(
            source.log == [
                "shouldHighlight 0", "didHighlight 0", "shouldDeselect 0", "didUnhighlight 0", "didDeselect 0",
            ])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func shouldSelectFalseLeavesTheSelection() {
        let source = GridSource(items: 8)
        let grid = makeGrid(source)
        source.refuseSelection = [2]
        UIApplication.shared.tap(at: CGPoint(x: 300, y: 40))
        #expect(source.log == ["shouldHighlight 2", "didHighlight 2", "shouldSelect 2", "didUnhighlight 2"])
        #expect(grid.indexPathsForSelectedItems == nil)
    }

    @Test func selectItemInCodeTellsNoDelegateAndScrolls() {
        let source = GridSource(items: 3000)
        let grid = makeGrid(source)
        grid.selectItem(at: IndexPath(item: 300, section: 0), animated: false, scrollPosition: .top)
        #expect(source.log.isEmpty && grid.contentOffset == CGPoint(x: 0, y: 6020))
        grid.layoutIfNeeded()
        #expect(grid.cellForItem(at: IndexPath(item: 300, section: 0))?.isSelected == true)
        grid.selectItem(at: IndexPath(item: 301, section: 0), animated: false, scrollPosition: [])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 301, section: 0)])
        grid.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(grid.indexPathsForSelectedItems == nil && source.log.isEmpty)
    }

    @Test func theSelectedBackgroundShowsWhileSelected() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let background = UIView()
        cell.selectedBackgroundView = background
        #expect(background.isHidden)
        cell.isHighlighted = true
        #expect(!background.isHidden)
        cell.isHighlighted = false
        cell.isSelected = true
        #expect(!background.isHidden)
        cell.prepareForReuse()
        #expect(background.isHidden && !cell.isSelected)
    }
}
