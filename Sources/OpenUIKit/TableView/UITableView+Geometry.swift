import Foundation
import OpenQuartzCore

/// Rows in the table's coordinates, and scrolling to them.
extension UITableView {
    /// The row's rectangle in the table's (content) coordinates; `.zero` for a row that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadDataIfNeeded()
        return rowFrame(indexPath)
    }

    /// The row at `point` (table coordinates); nil outside the rows.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadDataIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return rows.indexPath(atY: point.y)
    }

    /// The rows whose rectangles meet `rect`, in order (empty when none does).
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadDataIfNeeded()
        return rows.indexPaths(from: rect.minY, to: rect.maxY)
    }

    /// Scrolls so the row is at `scrollPosition` — top, middle or bottom of the view, or (`.none`) just
    /// into view — within the content, as `setContentOffset(_:animated:)` does. A row that does not exist
    /// is reported and ignored (UIKit raises).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadDataIfNeeded()
        guard rows.contains(indexPath) else {
            Diagnostics.report(
                .invalidArgument, .exception,
                "scrollToRow(at:at:animated:): attempt to scroll to invalid index path \(indexPath)")
            return
        }
        let rect = rowFrame(indexPath), range = offsetRange.y, inset = adjustedContentInset
        let wanted: CGFloat
        switch scrollPosition {
        case .top: wanted = rect.minY - inset.top
        case .middle: wanted = rect.midY - bounds.height / 2
        case .bottom: wanted = rect.maxY - bounds.height + inset.bottom
        case .none:
            let current = contentOffset.y
            wanted =
                rect.minY < current + inset.top
                ? rect.minY - inset.top
                : rect.maxY > current + bounds.height - inset.bottom
                    ? rect.maxY - bounds.height + inset.bottom : current
        }
        let target = CGPoint(x: contentOffset.x, y: min(max(wanted, range.lowerBound), range.upperBound))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }
}
