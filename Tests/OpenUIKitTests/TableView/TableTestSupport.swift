import Testing
@testable import OpenUIKit

/// A cell class that counts how many cells were made.
@MainActor
final class CountedCell: UITableViewCell {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    nonisolated(unsafe) static var made = 0
    var reusedCount = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        CountedCell.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reusedCount += 1
    }
}

/// A list's data source and delegate: `rows` rows in one section (or `sections`), cells of `CountedCell`
/// titled "Row n", optional heights; every delegate call logged.
@MainActor
final class ListSource: UITableViewDataSource, UITableViewDelegate {
    var sections: [Int]
    var heights: ((IndexPath) -> CGFloat)?
    var redirect: [IndexPath: IndexPath?] = [:]
    var log: [String] = []
    /// Every cell ever handed to the table, held weakly.
    var seen: [WeakCell] = []

    init(rows: Int) { sections = [rows] }
    init(sections: [Int]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        if !seen.contains(where: { $0.cell === cell }) { seen.append(WeakCell(cell: cell)) }
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights?(indexPath) ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return redirect[indexPath] ?? indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append(
            "didSelect \(indexPath.row) highlighted=\(tableView.cellForRow(at: indexPath)?.isHighlighted ?? false)")
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.row)")
    }
}

struct WeakCell {
    weak var cell: UITableViewCell?
}

/// A 390 × 844 table (plain by default) filling a shown window, over `source`, laid out; its "row" cells are
/// `CountedCell`s.
@MainActor
func makeTable(
    _ source: some UITableViewDataSource & UITableViewDelegate, style: UITableView.Style = .plain
) -> UITableView {
    CountedCell.made = 0
    let window = makeTouchWindow()
    let table = UITableView(frame: window.bounds, style: style)
    table.register(CountedCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    UIApplication.shared.advance(by: 0)
    return table
}
