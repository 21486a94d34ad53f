import Foundation
import OpenQuartzCore

/// Cells: registration, the reuse queues, and the tiling at each layout that gives every visible row a cell
/// and takes cells from rows that scrolled out.
extension UITableView {
    /// Registers `cellClass` (a `UITableViewCell` subclass) to make cells for `identifier` when the reuse
    /// queue is empty; nil unregisters. Anything else is reported and ignored.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            registeredClasses[identifier] = nil
            registeredFactories[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            Diagnostics.report(
                .invalidArgument, .exception,
                "register(_:forCellReuseIdentifier:): \(cellClass) is not a UITableViewCell class")
            return
        }
        registeredClasses[identifier] = cellType
        registeredFactories[identifier] = nil
    }

    /// A cell that scrolled out under `identifier` (after its `prepareForReuse()`), else a new cell of the
    /// class, nib or storyboard prototype registered for it, else nil.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reuseQueues[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        if let factory = registeredFactories[identifier] { return factory() }
        return registeredClasses[identifier].map { $0.init(registeredReuseIdentifier: identifier) }
    }

    /// As `dequeueReusableCell(withIdentifier:)`, for the row at `indexPath`, sized for it. With nothing
    /// registered for `identifier` UIKit raises; OpenUIKit reports it and returns a cell the table leaves out
    /// (the row stays empty).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            Diagnostics.report(
                .invalidDataSource, .exception,
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier; row \(indexPath.row) of section \(indexPath.section) is left empty"
            )
            let placeholder = UITableViewCell(style: .default, reuseIdentifier: nil)
            placeholder.isUnusable = true
            return placeholder
        }
        if rows.contains(indexPath) { cell.frame = rowFrame(indexPath) }
        return cell
    }

    /// The cell showing the row at `indexPath`; nil when the row is not visible.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        cellsByIndexPath[indexPath]
    }

    /// The row `cell` shows; nil when it shows none.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        cellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The cells showing rows, in row order.
    public var visibleCells: [UITableViewCell] {
        cellsByIndexPath.keys.sorted().compactMap { cellsByIndexPath[$0] }
    }

    /// The rows that have cells, in order (empty when none has, as UIKit answers).
    public var indexPathsForVisibleRows: [IndexPath]? {
        cellsByIndexPath.keys.sorted()
    }

    /// Loads the data if needed, then tiles: rows that left the bounds give up their cells to the reuse
    /// queues (`tableView(_:didEndDisplaying:forRowAt:)`) before rows that entered get theirs from the data
    /// source (`tableView(_:willDisplay:forRowAt:)`), so a scrolling table reuses the cells it just let go.
    func tileCells() {
        loadDataIfNeeded()
        if contentSize.width != bounds.width { contentSize.width = bounds.width }
        let visible = rows.indexPaths(from: bounds.minY, to: bounds.maxY)
        let wanted = Set(visible)
        for indexPath in cellsByIndexPath.keys.sorted() where !wanted.contains(indexPath) { retireCell(at: indexPath) }
        emptyRows.formIntersection(wanted)
        for indexPath in visible where !emptyRows.contains(indexPath) {
            if let cell = cellsByIndexPath[indexPath] {
                let frame = rowFrame(indexPath)
                if cell.frame != frame { cell.frame = frame }
            } else {
                showCell(at: indexPath)
            }
        }
    }

    /// Takes the cell from its row into its reuse queue (cells without an identifier are let go).
    func retireCell(at indexPath: IndexPath) {
        guard let cell = cellsByIndexPath.removeValue(forKey: indexPath) else { return }
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    private func showCell(at indexPath: IndexPath) {
        guard let dataSource else { return }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        guard !cell.isUnusable else {
            emptyRows.insert(indexPath)
            return
        }
        guard cell.superview == nil, self.indexPath(for: cell) == nil else {
            Diagnostics.report(
                .invalidDataSource, .exception,
                "tableView(_:cellForRowAt:) returned a cell already in use for row \(indexPath.row) of section \(indexPath.section); the row is left empty"
            )
            emptyRows.insert(indexPath)
            return
        }
        if let identifier = cell.reuseIdentifier { reuseQueues[identifier]?.removeAll { $0 === cell } }
        cell.frame = rowFrame(indexPath)
        cell.setSelected(indexPath == selectedIndexPath, animated: false)
        cell.setHighlighted(indexPath == highlightedIndexPath, animated: false)
        styleSeparator(of: cell)
        cellsByIndexPath[indexPath] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        addCellBelowHeaders(cell)
    }

    /// Gives every visible cell the table's separator style, colour and inset.
    func styleSeparators() {
        for cell in cellsByIndexPath.values { styleSeparator(of: cell) }
    }

    private func styleSeparator(of cell: UITableViewCell) {
        cell.separatorView.isHidden = separatorStyle == .none
        cell.separatorView.backgroundColor = separatorColor
        if cell.separatorInset != separatorInset { cell.separatorInset = separatorInset }
    }

    func rowFrame(_ indexPath: IndexPath) -> CGRect {
        guard let extent = rows.verticalExtent(of: indexPath) else { return .zero }
        return CGRect(x: 0, y: extent.top, width: bounds.width, height: extent.bottom - extent.top)
    }
}
