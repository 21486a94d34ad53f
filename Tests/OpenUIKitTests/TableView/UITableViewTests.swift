import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Rows, geometry, reuse of cells that scroll out, and bad data.
@MainActor
@Suite(.freshApplication) struct UITableViewTests {
    @Test func indexPathHasUIKitsRowAndSection() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && path == IndexPath(indexes: [1, 3]))
        path.row = 4
        #expect(path == IndexPath(row: 4, section: 1))
    }

    @Test func onlyTheVisibleRowsHaveCells() {
        let source = ListSource(rows: 100)
        let table = makeTable(source)
        #expect(table.contentSize == CGSize(width: StandardScreen.width, height: 4400))
        #expect(table.indexPathsForVisibleRows == (0..<20).map { IndexPath(row: $0, section: 0) })  // 844 / 44 = 19.2
        #expect(table.visibleCells.map { $0.textLabel?.text } == (0..<20).map { "Row \($0)" })
        #expect(table.subviews.count == 20 && CountedCell.made == 20)
        #expect(
            table.cellForRow(at: IndexPath(row: 19, section: 0))?.frame
                == CGRect(x: 0, y: 836, width: StandardScreen.width, height: 44))
        #expect(table.cellForRow(at: IndexPath(row: 20, section: 0)) == nil)
    }

    @Test func cellsThatScrollOutAreReused() {
        let source = ListSource(rows: 100)
        let table = makeTable(source)
        let first = Set(table.visibleCells.map(ObjectIdentifier.init))
        table.contentOffset = CGPoint(x: 0, y: 44 * 50)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 50, section: 0))
        #expect(table.visibleCells.count == 20)
        #expect(Set(table.visibleCells.map(ObjectIdentifier.init)) == first)  // the same 20 objects
        #expect(CountedCell.made == 20)
        #expect(table.visibleCells.allSatisfy { ($0 as? CountedCell)?.reusedCount == 1 })
        #expect(table.visibleCells.map { $0.textLabel?.text } == (50..<70).map { "Row \($0)" })
    }

    @Test func scrollingTenThousandRowsKeepsOnlyAScreenfulOfCells() {
        let source = ListSource(rows: 10_000)
        let table = makeTable(source)
        var offset: CGFloat = 0
        while offset < 440_000 - StandardScreen.height {
            // Not a multiple of the row height: 21 rows show at times.
            offset = min(offset + 173, 440_000 - StandardScreen.height)
            table.contentOffset = CGPoint(x: 0, y: offset)
            table.layoutIfNeeded()
            #expect(table.subviews.count <= 21)
        }
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 9999, section: 0))
        #expect(CountedCell.made <= 22)
        #expect(source.seen.count == CountedCell.made)
        #expect(source.seen.filter { $0.cell != nil }.count == CountedCell.made)  // queued or showing: nothing else
    }

    @Test func cellsLetGoAreFreed() {
        let source = ListSource(rows: 10_000)
        weak var weakTable: UITableView?
        do {
            let table = makeTable(source)
            weakTable = table
            for step in 1...100 {
                table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 4000)
                UIApplication.shared.advance(by: 1.0 / 60)
            }
            #expect(source.seen.filter { $0.cell != nil }.count <= 22)
            table.removeFromSuperview()
        }
        UIApplication.shared.reset()
        #expect(weakTable == nil)
        #expect(source.seen.allSatisfy { $0.cell == nil })
    }

    @Test func heightsComeFromTheDelegate() {
        let source = ListSource(sections: [3, 0, 2])
        source.heights = { CGFloat(30 + 10 * $0.row + 100 * $0.section) }
        let table = makeTable(source)
        #expect(
            table.numberOfSections == 3 && table.numberOfRows(inSection: 2) == 2
                && table.numberOfRows(inSection: 7) == 0)
        #expect(table.contentSize.height == 590)  // 30 + 40 + 50, then 230 + 240
        #expect(
            table.rectForRow(at: IndexPath(row: 1, section: 2))
                == CGRect(x: 0, y: 350, width: StandardScreen.width, height: 240))
        #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)) == .zero)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 69.5)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 120)) == IndexPath(row: 0, section: 2))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 590)) == nil)
        #expect(
            table.indexPathsForRows(in: CGRect(x: 0, y: 100, width: 10, height: 30)) == [
                IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 2),
            ])
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 600, width: 10, height: 30)) == [])
        #expect(
            table.indexPathsForVisibleRows?.map { [$0.section, $0.row] } == [
                [0, 0], [0, 1], [0, 2], [2, 0], [2, 1],
            ])
    }

    @Test func scrollToRowPlacesTheRow() {
        let source = ListSource(rows: 100)
        let table = makeTable(source)
        let row = IndexPath(row: 40, section: 0)  // 1760...1804
        table.scrollToRow(at: row, at: .top, animated: false)
        #expect(table.contentOffset.y == 1760)
        table.scrollToRow(at: row, at: .middle, animated: false)
        #expect(table.contentOffset.y == 1360)  // the row's middle, 1782, at the view's, 422
        table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(table.contentOffset.y == 960)  // the row's bottom, 1804, at the view's, 844
        table.scrollToRow(at: row, at: .none, animated: false)  // visible: stays
        #expect(table.contentOffset.y == 960)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: true)  // kept within the content
        UIApplication.shared.runUntilIdle()
        #expect(table.contentOffset.y == 3556)  // the end of the content, 4400, minus the view's height
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 99, section: 0))
    }

    @Test func reloadDataAsksAgainAndReusesTheCells() {
        let source = ListSource(rows: 5)
        let table = makeTable(source)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        source.sections = [3]
        table.reloadData()
        #expect(table.contentSize.height == 132 && table.indexPathForSelectedRow == nil)
        UIApplication.shared.advance(by: 0)
        #expect(table.visibleCells.count == 3 && CountedCell.made == 5)
    }

    @Test func badDataIsReportedAndTheTableKeepsWhatItHad() {
        let source = ListSource(rows: 5)
        let table = makeTable(source)
        source.sections = [-3]
        let negative = Diagnostics.capture { table.reloadData() }
        #expect(negative.map(\.code) == [.invalidDataSource])
        #expect(
            negative.first?.message
                == "tableView(_:numberOfRowsInSection:) returned -3 for section 0; the section keeps its 5 rows")
        #expect(table.numberOfRows(inSection: 0) == 5 && table.contentSize.height == 220)
        source.sections = [5]
        source.heights = { $0.row == 2 ? -1 : 44 }
        let height = Diagnostics.capture { table.reloadData() }
        #expect(height.map(\.code) == [.invalidDataSource] && table.contentSize.height == 220)
    }

    @Test func aBadRowHeightIsReportedAndIgnored() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let reports = Diagnostics.capture {
            table.rowHeight = -44
            table.rowHeight = .nan
        }
        #expect(reports.map(\.code) == [.invalidGeometry, .invalidGeometry] && table.rowHeight == 44)
    }

    @Test func aCellTheTableCannotUseLeavesItsRowEmpty() {
        @MainActor final class BadSource: UITableViewDataSource {
            var shared = UITableViewCell(style: .default, reuseIdentifier: nil)
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                indexPath.row == 0
                    ? tableView.dequeueReusableCell(withIdentifier: "never registered", for: indexPath) : shared
            }
        }
        let source = BadSource()
        let window = makeTouchWindow()
        let table = UITableView(frame: window.bounds)
        table.dataSource = source
        window.addSubview(table)
        let reports = Diagnostics.capture { UIApplication.shared.advance(by: 0) }
        #expect(reports.map(\.code) == [.invalidDataSource, .invalidDataSource])
        #expect(
            reports.first?.message
                == "unable to dequeue a cell with identifier never registered - must register a nib or a class for the identifier; row 0 of section 0 is left empty"
        )
        #expect(
            reports.last?.message
                == "tableView(_:cellForRowAt:) returned a cell already in use for row 2 of section 0; the row is left empty"
        )
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 1, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === source.shared)
    }

    @Test func registeringAClassThatIsNotACellIsReported() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let reports = Diagnostics.capture { table.register(UIView.self, forCellReuseIdentifier: "x") }
        #expect(reports.map(\.code) == [.invalidArgument])
        #expect(table.dequeueReusableCell(withIdentifier: "x") == nil)
        table.layoutIfNeeded()
        // no data source
        #expect(table.indexPathsForVisibleRows == [] && table.visibleCells.isEmpty && table.numberOfSections == 0)
    }
}
