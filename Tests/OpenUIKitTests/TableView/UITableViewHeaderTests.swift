import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// A table's data source and delegate with titled sections of 44 pt rows, an optional header height and
/// optional custom header views.
@MainActor
final class TitledSectionsSource: UITableViewDataSource, UITableViewDelegate {
    let sections: [(title: String?, rows: Int)]
    var headerHeight: CGFloat?
    var customHeaders: [Int: UIView] = [:]
    var selected: [IndexPath] = []

    init(_ sections: [(title: String?, rows: Int)]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeight ?? tableView.sectionHeaderHeight
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { customHeaders[section] }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// Section headers: titles make standard 28 pt headers before their rows; plain tables float them at the top
/// while their section passes under them, pushed up by the section's end; grouped tables scroll them.
@MainActor
@Suite(.freshApplication) struct UITableViewHeaderTests {
    /// Sections A (3 rows), an untitled one (2 rows) and C (4 rows): headers 0–28 and 248–276, rows after them.
    let sections: [(title: String?, rows: Int)] = [("A", 3), (nil, 2), ("C", 4)]

    func scroll(_ table: UITableView, to y: CGFloat) {
        table.contentOffset = CGPoint(x: 0, y: y)
        table.layoutIfNeeded()
    }

    @Test func titledSectionsGetHeadersBeforeTheirRows() throws {
        let source = TitledSectionsSource(sections)
        let table = makeTable(source)
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: StandardScreen.width, height: 28))
        #expect(table.rectForHeader(inSection: 1).height == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 160)
        #expect(table.rectForHeader(inSection: 2) == CGRect(x: 0, y: 248, width: StandardScreen.width, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 2)).minY == 276)
        #expect(table.contentSize.height == 452)  // 276 + 4 × 44
        let header = try #require(table.headerView(forSection: 0) as? UITableViewHeaderFooterView)
        #expect(
            header.textLabel.text == "A" && header.frame == CGRect(x: 0, y: 0, width: StandardScreen.width, height: 28))
        #expect(table.headerView(forSection: 1) == nil)
        #expect(table.headerView(forSection: 2)?.frame.minY == 248)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 10)) == nil)
    }

    @Test func plainHeadersFloatUntilTheirSectionPushesThemUp() {
        let table = makeTable(TitledSectionsSource(sections))
        scroll(table, to: 100)
        #expect(table.headerView(forSection: 0)?.frame.minY == 100)
        // Section A ends at 160: its header's bottom stays there (top 132) while the section leaves.
        scroll(table, to: 150)
        #expect(table.headerView(forSection: 0)?.frame.minY == 132)
        scroll(table, to: 200)
        #expect(table.headerView(forSection: 0) == nil)
        #expect(table.headerView(forSection: 2)?.frame.minY == 248)
        scroll(table, to: 260)
        #expect(table.headerView(forSection: 2)?.frame.minY == 260)
    }

    @Test func groupedHeadersScrollWithTheRows() {
        let table = makeTable(TitledSectionsSource(sections), style: .grouped)
        scroll(table, to: 20)
        #expect(table.headerView(forSection: 0)?.frame.minY == 0)
        scroll(table, to: 100)
        #expect(table.headerView(forSection: 0) == nil)
    }

    @Test func headersStayAboveTheRowsThatScrollIn() throws {
        let table = makeTable(TitledSectionsSource([("A", 40)]))
        scroll(table, to: 600)
        let header = try #require(table.headerView(forSection: 0))
        let headerIndex = try #require(table.subviews.firstIndex { $0 === header })
        let lastCellIndex = try #require(table.subviews.lastIndex { $0 is UITableViewCell })
        #expect(headerIndex > lastCellIndex)
    }

    @Test func aTapOnAFloatingHeaderSelectsNoRowBelowIt() {
        let source = TitledSectionsSource([("A", 30), ("B", 30)])
        let table = makeTable(source)
        scroll(table, to: 100)
        UIApplication.shared.tap(at: CGPoint(x: 100, y: 10))  // content y 110: row 1 of A, under the header
        #expect(source.selected == [])
        UIApplication.shared.tap(at: CGPoint(x: 100, y: 40))  // content y 140: row 2 of A (116...160)
        #expect(source.selected == [IndexPath(row: 2, section: 0)])
    }

    @Test func theDelegatesHeightAndViewAreUsed() {
        let source = TitledSectionsSource(sections)
        source.headerHeight = 40
        let custom = UIView()
        source.customHeaders[1] = custom
        let table = makeTable(source)
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 40 + 132, width: StandardScreen.width, height: 40))
        #expect(table.headerView(forSection: 1) === custom && custom.frame.height == 40)
        #expect(table.contentSize.height == 516)  // 3 × 40 + 9 × 44
    }

    @Test func sectionHeaderHeightSetsTheDefault() {
        let source = TitledSectionsSource(sections)
        let table = makeTable(source)
        table.sectionHeaderHeight = 50
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 1).height == 50)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
    }

    @Test func anInvalidHeaderHeightIsReportedAndTheAutomaticHeightUsed() {
        let source = TitledSectionsSource(sections)
        source.headerHeight = -5
        var table: UITableView?
        let reports = Diagnostics.capture { table = makeTable(source) }
        #expect(reports.map(\.code) == [.invalidDataSource, .invalidDataSource, .invalidDataSource])
        #expect(table?.rectForHeader(inSection: 0).height == 28)
        #expect(table?.rectForHeader(inSection: 1).height == 0)
    }

    @Test func reloadingLetsTheHeaderViewsGo() {
        let source = TitledSectionsSource(sections)
        let table = makeTable(source)
        let old = table.headerView(forSection: 0)
        table.reloadData()
        #expect(old?.superview == nil && table.headerView(forSection: 0) == nil)
        table.layoutIfNeeded()
        let new = table.headerView(forSection: 0) as? UITableViewHeaderFooterView
        #expect(new !== old && new?.textLabel.text == "A")
    }
}
