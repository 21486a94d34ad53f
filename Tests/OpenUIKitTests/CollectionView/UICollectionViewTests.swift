import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit
import TestSupport

/// Cells and reuse, the index-path API, and scrolling to items.
@MainActor
@Suite(.freshApplication) struct UICollectionViewTests {
    @Test func onlyTheVisibleItemsHaveCells() {
        let source = GridSource(items: 3000)
        let grid = makeGrid(source)
        // Lines of three start at 20 + 60 k; lines 0…13 start above 844.
        #expect(grid.indexPathsForVisibleItems == (0..<42).map { IndexPath(item: $0, section: 0) })
        #expect(GridCell.made == 42 && grid.visibleCells.count == 42)
        #expect(grid.numberOfSections == 1 && grid.numberOfItems(inSection: 0) == 3000)
        let height: CGFloat = 20 + 1000 * 50 + 999 * 10 + 20
        #expect(grid.contentSize.height == height)
    }

    @Test func scrollingReusesTheCellsThatLeft() {
        let source = GridSource(items: 3000)
        let grid = makeGrid(source)
        let first = grid.cellForItem(at: IndexPath(item: 0, section: 0))
        grid.contentOffset = CGPoint(x: 0, y: 610)  // lines 0…9 (ending by 610) leave
        grid.layoutIfNeeded()
        // Visible lines: those ending after 610 and starting before 1454: k = 10…23.
        #expect(grid.indexPathsForVisibleItems == (30..<72).map { IndexPath(item: $0, section: 0) })
        #expect(GridCell.made == 42)
        #expect(grid.indexPath(for: first!).map { $0.item >= 30 } == true)
        #expect(grid.indexPathForItem(at: CGPoint(x: 150, y: 620 + 25)) == IndexPath(item: 31, section: 0))
        #expect(grid.indexPathForItem(at: CGPoint(x: 130, y: 645)) == nil)  // between items 30 and 31
    }

    @Test func layoutAttributesForItemGivesTheFlowLayoutsFrame() {
        let source = GridSource(items: 3000)
        let grid = makeGrid(source)
        #expect(
            grid.layoutAttributesForItem(at: IndexPath(item: 2999, section: 0))?.frame
                == CGRect(x: 15 + 260, y: 20 + 999 * 60, width: 100, height: 50))
        let reports = Diagnostics.capture {
            #expect(grid.layoutAttributesForItem(at: IndexPath(item: 3000, section: 0)) == nil)
        }
        #expect(reports.map(\.code) == [.invalidArgument])
    }

    @Test func scrollToItemPutsTheItemAtEveryPosition() {
        let source = GridSource(items: 3000)
        let grid = makeGrid(source)
        let item = IndexPath(item: 300, section: 0)  // line 100: y 6020…6070
        grid.scrollToItem(at: item, at: .top, animated: false)
        #expect(grid.contentOffset == CGPoint(x: 0, y: 6020))
        grid.scrollToItem(at: item, at: .centeredVertically, animated: false)
        #expect(grid.contentOffset == CGPoint(x: 0, y: 6045 - 422))
        grid.scrollToItem(at: item, at: .bottom, animated: false)
        #expect(grid.contentOffset == CGPoint(x: 0, y: 6070 - 844))
        grid.scrollToItem(at: IndexPath(item: 2999, section: 0), at: .top, animated: false)
        #expect(grid.contentOffset == CGPoint(x: 0, y: grid.contentSize.height - 844))  // clamped to the end
        grid.scrollToItem(at: item, at: [], animated: false)
        #expect(grid.contentOffset == CGPoint(x: 0, y: grid.contentSize.height - 844))  // no position: stays
    }

    @Test func scrollToItemHorizontallyPutsTheItemLeftCentredOrRight() {
        let layout = makeGridLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 80, height: 200)
        let source = GridSource(items: 300)
        let grid = makeGrid(source, layout: layout)
        let item = IndexPath(item: 30, section: 0)  // column 10: x = 15 + 10 × 90 = 915…995
        grid.scrollToItem(at: item, at: .left, animated: false)
        #expect(grid.contentOffset == CGPoint(x: 915, y: 0))
        grid.scrollToItem(at: item, at: .centeredHorizontally, animated: false)
        #expect(grid.contentOffset == CGPoint(x: 955 - 195, y: 0))
        grid.scrollToItem(at: item, at: .right, animated: false)
        #expect(grid.contentOffset == CGPoint(x: 995 - StandardScreen.width, y: 0))
        grid.scrollToItem(at: item, at: [.left, .centeredVertically], animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(grid.contentOffset == CGPoint(x: 915, y: 0))
    }

    @Test func aSupplementaryViewAndACellLeaveAndComeBackThroughTheirQueues() {
        let layout = makeGridLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let source = GridSource(sections: [300, 300])
        let grid = makeGrid(source, layout: layout)
        let header = grid.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        grid.contentOffset = CGPoint(x: 0, y: 5000)
        grid.layoutIfNeeded()
        #expect(header?.superview == nil)
        grid.contentOffset = CGPoint(x: 0, y: 0)
        grid.layoutIfNeeded()
        #expect(
            grid.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                === header)
    }

    @Test func badInputIsReportedAndChangesNothing() {
        let source = GridSource(items: 10)
        let grid = makeGrid(source)
        let reports = Diagnostics.capture {
            grid.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: false)
            grid.scrollToItem(at: IndexPath(item: 0, section: 0), at: [.top, .bottom], animated: false)
            grid.selectItem(at: IndexPath(item: 0, section: 3), animated: false, scrollPosition: [])
        }
        #expect(reports.map(\.code) == [.invalidArgument, .invalidArgument, .invalidArgument])
        #expect(reports[0].message == "scrollToItem(at:at:animated:): attempt to scroll to invalid index path: [0, 10]")
        #expect(grid.contentOffset == .zero && grid.indexPathsForSelectedItems == nil)
    }

    @Test func aNegativeCountIsReportedAndTheOldCountKept() {
        let source = GridSource(items: 10)
        let grid = makeGrid(source)
        source.sections = [-4]
        let reports = Diagnostics.capture { grid.reloadData() }
        #expect(
            reports.map(\.message) == [
                "collectionView(_:numberOfItemsInSection:) returned -4 for section 0; the section keeps its 10 items"
            ])
        #expect(grid.numberOfItems(inSection: 0) == 10)
        grid.layoutIfNeeded()
        #expect(grid.visibleCells.count == 10)
    }

    @Test func anUnregisteredIdentifierGetsUIKitsTextAndLeavesTheItemEmpty() {
        let source = GridSource(items: 4)
        let window = makeTouchWindow()
        let grid = UICollectionView(frame: window.bounds, collectionViewLayout: makeGridLayout())
        grid.dataSource = source
        window.addSubview(grid)
        let reports = Diagnostics.capture { grid.layoutIfNeeded() }
        #expect(reports.count == 4)
        #expect(
            reports.first?.message
                == "could not dequeue a view of kind: UICollectionElementKindCell with identifier cell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
        #expect(grid.visibleCells.isEmpty)
        let again = Diagnostics.capture { grid.layoutIfNeeded() }
        #expect(again.isEmpty)  // the empty items are not asked again until the data reloads
    }

    @Test func indexPathsOutOfRangeAnswerNilAndANegativeSectionCountKeepsTheSections() {
        let source = GridSource(sections: [4, 2])
        let grid = makeGrid(source)
        let missing = [IndexPath(item: 4, section: 0), IndexPath(item: 0, section: 2), IndexPath(item: -1, section: 1)]
        var attributes: [UICollectionViewLayoutAttributes?] = []
        let reports = Diagnostics.capture { attributes = missing.map(grid.layoutAttributesForItem(at:)) }
        #expect(reports.map(\.code) == [.invalidArgument, .invalidArgument, .invalidArgument])
        #expect(attributes.allSatisfy { $0 == nil } && missing.allSatisfy { grid.cellForItem(at: $0) == nil })
        #expect(grid.numberOfItems(inSection: 5) == 0)
        let negativeSource = NegativeSections(source)
        let negative = Diagnostics.capture {
            source.sections = [1, 1]
            grid.dataSource = negativeSource
            grid.layoutIfNeeded()
        }
        #expect(
            negative.map(\.message) == ["numberOfSections(in:) returned -1; the collection view keeps its 2 sections"])
        #expect(grid.numberOfSections == 2 && grid.numberOfItems(inSection: 0) == 1)
    }

    @Test func aChangeOfLayoutInsideABatchBlockIsReportedAndIgnored() {
        let source = GridSource(items: 4)
        let grid = makeGrid(source)
        let layout = grid.collectionViewLayout
        var completions: [Bool] = []
        let reports = Diagnostics.capture {
            grid.performBatchUpdates {
                grid.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: true) { completions.append($0) }
            }
        }
        #expect(
            reports.map(\.message) == [
                "setCollectionViewLayout(_:animated:completion:) called during a batch update's block; ignored"
            ])
        UIApplication.shared.runUntilIdle()
        #expect(completions == [false] && grid.collectionViewLayout === layout)
    }

    @Test func aLayoutGivingNaNFramesOrAnInfiniteSizeIsReported() {
        let source = GridSource(items: 3)
        let grid = makeGrid(source, layout: BrokenLayout())
        let reports = Diagnostics.capture {
            grid.collectionViewLayout.invalidateLayout()
            grid.layoutIfNeeded()
        }
        #expect(reports.map(\.code) == [.invalidGeometry, .invalidGeometry])
        #expect(reports.first?.message.hasPrefix("BrokenLayout.collectionViewContentSize must be finite") == true)
        // Item 1's NaN frame is left out; items 0 and 2 show.
        #expect(grid.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
        #expect(grid.contentSize == .zero)
    }
}

/// A layout whose content size is infinite and whose item 1 has a NaN frame.
@MainActor
final class BrokenLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: StandardScreen.width, height: CGFloat.infinity) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<3).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame =
                item == 1
                ? CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
                : CGRect(x: 0, y: CGFloat(item) * 60, width: 50, height: 50)
            return attributes
        }
    }
}

/// A data source answering -1 sections, and `source`'s items.
@MainActor
final class NegativeSections: UICollectionViewDataSource {
    let source: GridSource
    init(_ source: GridSource) { self.source = source }

    func numberOfSections(in collectionView: UICollectionView) -> Int { -1 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        source.collectionView(collectionView, numberOfItemsInSection: section)
    }
    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        source.collectionView(collectionView, cellForItemAt: indexPath)
    }
}
