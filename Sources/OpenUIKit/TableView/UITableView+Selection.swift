import Foundation
import OpenQuartzCore

/// Selecting rows: in code (no delegate calls, as in UIKit) and by a tap — the row highlights when the
/// finger goes down and is selected when it lifts on the same row.
extension UITableView {
    /// The selected row; nil when none is.
    public var indexPathForSelectedRow: IndexPath? { selectedIndexPath }

    /// Selects the row at `indexPath` (nil: deselects the selected row) and scrolls it to `scrollPosition`.
    /// The delegate is not told, as in UIKit. A row that does not exist is reported and ignored.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadDataIfNeeded()
        guard let indexPath else {
            if let selected = selectedIndexPath { deselectRow(at: selected, animated: animated) }
            return
        }
        guard rows.contains(indexPath) else {
            Diagnostics.report(
                .invalidArgument, .exception, "selectRow(at:animated:scrollPosition:): no row \(indexPath) in the table"
            )
            return
        }
        if let selected = selectedIndexPath, selected != indexPath {
            cellForRow(at: selected)?.setSelected(false, animated: animated)
        }
        selectedIndexPath = indexPath
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath` when it is selected, fading the highlight out over
    /// `UITableViewCell.selectionFadeDuration` when `animated`. The delegate is not told, as in UIKit.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedIndexPath == indexPath else { return }
        selectedIndexPath = nil
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// A finger went down at `touch`: the row under it highlights (when selection is allowed), unless the
    /// touch stopped the table's scrolling — as in UIKit, that touch only stops it.
    func highlightRow(under touch: UITouch) {
        let location = touch.location(in: self)
        guard allowsSelection, !touchStoppedMotion, highlightedIndexPath == nil, !isOnHeader(location),
            let indexPath = indexPathForRow(at: location)
        else { return }
        highlightedIndexPath = indexPath
        cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
    }

    /// The finger lifted at `touch`: the highlight goes, and when it lifted on the highlighted row the row
    /// is selected as the user's choice.
    func selectHighlightedRow(liftedAt touch: UITouch) {
        guard let indexPath = highlightedIndexPath else { return }
        unhighlight()
        guard indexPathForRow(at: touch.location(in: self)) == indexPath else { return }
        selectRowByUser(indexPath)
    }

    /// The touch was cancelled (a drag began, say): the highlight goes and nothing is selected.
    func unhighlight() {
        guard let indexPath = highlightedIndexPath else { return }
        highlightedIndexPath = nil
        cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
    }

    /// The user's selection, in UIKit's order: `willSelectRowAt` (which may redirect or refuse), the
    /// previous row's `willDeselectRowAt`, deselection and `didDeselectRowAt`, then the selection and
    /// `didSelectRowAt`.
    private func selectRowByUser(_ indexPath: IndexPath) {
        let delegate = tableDelegate
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath,
            rows.contains(target)
        else { return }
        if let previous = selectedIndexPath, previous != target,
            let deselected = delegate.map({ $0.tableView(self, willDeselectRowAt: previous) }) ?? previous
        {
            deselectRow(at: deselected, animated: false)
            delegate?.tableView(self, didDeselectRowAt: deselected)
        }
        if let selected = selectedIndexPath, selected != target {
            cellForRow(at: selected)?.setSelected(false, animated: false)
        }
        selectedIndexPath = target
        cellForRow(at: target)?.setSelected(true, animated: false)
        if let cell = cellForRow(at: target) { triggerStoryboardSegues(cell.storyboardSegues, sender: cell) }
        delegate?.tableView(self, didSelectRowAt: target)
    }
}
