import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit
import TestSupport

/// The flow layout's lines: packing with the minimum spacing, full lines justified, the last line at the
/// minimum spacing, lone items centred, mixed heights centred on their line, headers and footers, horizontal
/// scrolling.
@MainActor
@Suite(.freshApplication) struct UICollectionViewFlowLayoutTests {
    @Test func fullLinesAreJustifiedAndTheLastLineKeepsTheirColumns() {
        let source = GridSource(items: 8)
        let grid = makeGrid(source)
        // 360 pt of line, three 100 pt items: the 60 pt left over makes the full lines' spacing 30.
        let spacing: CGFloat = (360 - 300) / 2
        let full = [15, 15 + 100 + spacing, 15 + 200 + 2 * spacing]
        for item in 0..<6 {
            let expected = CGRect(x: full[item % 3], y: 20 + CGFloat(item / 3) * 60, width: 100, height: 50)
            #expect(cellFrame(grid, item) == expected)
        }
        #expect(cellFrame(grid, 6) == CGRect(x: 15, y: 140, width: 100, height: 50))
        #expect(cellFrame(grid, 7) == CGRect(x: full[1], y: 140, width: 100, height: 50))
        // Three lines of 50, two line spacings, the top and bottom insets.
        #expect(grid.contentSize == CGSize(width: StandardScreen.width, height: 20 + 3 * 50 + 2 * 10 + 20))
    }

    @Test func aSectionOfOneLineKeepsTheMinimumSpacing() {
        let source = GridSource(items: 2)
        let grid = makeGrid(source)
        #expect(cellFrame(grid, 1) == CGRect(x: 15 + 100 + 10, y: 20, width: 100, height: 50))
    }

    @Test func aLineWithOneItemCentresIt() {
        let source = GridSource(items: 2)
        source.sizes = { _ in CGSize(width: 200, height: 40) }  // 200 + 10 + 200 > 360: one per line
        let grid = makeGrid(source)
        #expect(cellFrame(grid, 0) == CGRect(x: 15 + (360 - 200) / 2, y: 20, width: 200, height: 40))
        #expect(cellFrame(grid, 1) == CGRect(x: 15 + (360 - 200) / 2, y: 70, width: 200, height: 40))
    }

    @Test func itemsOfDifferentHeightsAreCentredOnTheirLine() {
        let source = GridSource(items: 4)
        source.sizes = { CGSize(width: 100, height: $0.item == 1 ? 80 : 40) }
        let grid = makeGrid(source)
        #expect(cellFrame(grid, 0) == CGRect(x: 15, y: 20 + 20, width: 100, height: 40))
        #expect(cellFrame(grid, 1) == CGRect(x: 145, y: 20, width: 100, height: 80))
        #expect(cellFrame(grid, 2) == CGRect(x: 275, y: 40, width: 100, height: 40))
        // The second line starts under the tallest item and the line spacing: 20 + 80 + 10.
        #expect(cellFrame(grid, 3) == CGRect(x: 15 + (360 - 100) / 2, y: 110, width: 100, height: 40))
    }

    @Test func headersAndFootersFrameEachSection() {
        let layout = makeGridLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 12)
        let source = GridSource(sections: [2, 1])
        let grid = makeGrid(source, layout: layout)
        let header = UICollectionView.elementKindSectionHeader
        #expect(
            grid.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: StandardScreen.width, height: 30))
        #expect(cellFrame(grid, 0) == CGRect(x: 15, y: 50, width: 100, height: 50))
        // Section 0: header 30, insets 20 + 20, one line of 50, footer 12 = 132; section 1 starts there.
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 120, width: StandardScreen.width, height: 12))
        #expect(
            grid.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 132, width: StandardScreen.width, height: 30))
        #expect(cellFrame(grid, 0, section: 1) == CGRect(x: 15 + 130, y: 182, width: 100, height: 50))
        #expect(grid.contentSize.height == 264)
    }

    @Test func pinnedHeadersStayAtTheTopWhileTheirSectionShows() {
        let layout = makeGridLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionHeadersPinToVisibleBounds = true
        let source = GridSource(sections: [60, 60])
        let grid = makeGrid(source, layout: layout)
        grid.contentOffset = CGPoint(x: 0, y: 300)
        grid.layoutIfNeeded()
        let header = grid.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 300, width: StandardScreen.width, height: 30))
        // Section 0 ends at 30 + 20 + 20 lines × 50 + 19 × 10 + 20 = 1260: its header is pushed up from 1230.
        grid.contentOffset = CGPoint(x: 0, y: 1250)
        grid.layoutIfNeeded()
        #expect(header?.frame == CGRect(x: 0, y: 1230, width: StandardScreen.width, height: 30))
    }

    @Test func aHorizontalFlowFillsColumns() {
        let layout = makeGridLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 80, height: 200)
        let source = GridSource(items: 7)
        let grid = makeGrid(source, layout: layout)
        // 844 - 40 = 804 pt of column hold three 200 pt items (620; a fourth needs 830): spacing (804 - 600) / 2.
        let spacing: CGFloat = (804 - 600) / 2
        #expect(cellFrame(grid, 1) == CGRect(x: 15, y: 20 + 200 + spacing, width: 80, height: 200))
        #expect(cellFrame(grid, 4) == CGRect(x: 15 + 90, y: 20 + 200 + spacing, width: 80, height: 200))
        #expect(cellFrame(grid, 6) == CGRect(x: 15 + 180, y: 20 + (804 - 200) / 2, width: 80, height: 200))
        #expect(grid.contentSize == CGSize(width: 15 + 3 * 80 + 2 * 10 + 15, height: StandardScreen.height))
    }
}
