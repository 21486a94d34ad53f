import Foundation
import OpenQuartzCore

/// Section headers: their heights at load time, and at each layout the header views of the sections in the
/// bounds — floating at the top of a plain table while their section's rows pass under them (pushed up by
/// the next section's header), scrolling with the rows in grouped tables.
extension UITableView {
    /// UIKit's `UITableView.automaticDimension`: for a header height, "the default height when the section
    /// has a title, else none".
    public static let automaticDimension: CGFloat = -1

    /// The height of a plain table's section header with a title: 28 points.
    public static let defaultSectionHeaderHeight: CGFloat = 28

    /// The header's rectangle in the table's (content) coordinates where it scrolls with the rows, before
    /// any floating; `.zero` for a section that does not exist.
    public func rectForHeader(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard let extent = rows.headerExtent(of: section) else { return .zero }
        return CGRect(x: 0, y: extent.top, width: bounds.width, height: extent.bottom - extent.top)
    }

    /// The view showing the section's header; nil when the section has none or it is not in the bounds.
    public func headerView(forSection section: Int) -> UIView? {
        headerViewsBySection[section]
    }

    /// The header height of every section: the delegate's answer (`sectionHeaderHeight` by default), with
    /// `automaticDimension` resolved to the default height for a section with a title and to none otherwise
    /// (deliberate difference: UIKit sizes a custom header view itself; here a custom view needs a height).
    /// A height that is negative (other than automatic) or not finite is reported and resolved as automatic.
    func loadHeaderHeights(sectionCount: Int) -> [CGFloat] {
        let dataSource = dataSource, delegate = tableDelegate
        return (0..<sectionCount).map { section in
            var height = delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            if height != Self.automaticDimension, !height.isFinite || height < 0 {
                Diagnostics.report(
                    .invalidDataSource, .exception,
                    "the header height of section \(section) is \(height); using the automatic height")
                height = Self.automaticDimension
            }
            guard height == Self.automaticDimension else { return height }
            return dataSource?.tableView(self, titleForHeaderInSection: section) == nil
                ? 0 : Self.defaultSectionHeaderHeight
        }
    }

    /// Gives every section header in the bounds its view at its place, and lets go of the others.
    func tileHeaders() {
        let visible = rows.sections(from: bounds.minY, to: bounds.maxY).compactMap { section -> (Int, CGRect)? in
            let frame = displayedHeaderFrame(section)
            return frame.height > 0 && frame.intersects(bounds) ? (section, frame) : nil
        }
        let wanted = Set(visible.map(\.0))
        for section in headerViewsBySection.keys.sorted() where !wanted.contains(section) { retireHeader(section) }
        for (section, frame) in visible {
            if let header = headerViewsBySection[section] {
                if header.frame != frame { header.frame = frame }
            } else if let header = makeHeaderView(section) {
                header.frame = frame
                headerViewsBySection[section] = header
                addSubview(header)
            }
        }
    }

    /// Takes the section's header view out of the table.
    func retireHeader(_ section: Int) {
        headerViewsBySection.removeValue(forKey: section)?.removeFromSuperview()
    }

    /// Whether `point` (table coordinates) is on a header view: a touch there selects no row, even where a
    /// floating header covers one.
    func isOnHeader(_ point: CGPoint) -> Bool {
        headerViewsBySection.values.contains { $0.frame.contains(point) }
    }

    /// Puts `cell` under the header views, which stay above the rows they float over.
    func addCellBelowHeaders(_ cell: UITableViewCell) {
        if let lowest = subviews.first(where: { view in headerViewsBySection.values.contains { $0 === view } }) {
            insertSubview(cell, belowSubview: lowest)
        } else {
            addSubview(cell)
        }
    }

    /// Where the header shows: in a plain table pinned to the top of the visible content while the section
    /// is there, and never below its section's end; in grouped tables where it scrolls.
    private func displayedHeaderFrame(_ section: Int) -> CGRect {
        var frame = rectForHeader(inSection: section)
        guard style == .plain else { return frame }
        let pinned = max(frame.minY, bounds.minY + adjustedContentInset.top)
        frame.origin.y = max(frame.minY, min(pinned, rows.sectionBottom(section) - frame.height))
        return frame
    }

    /// The delegate's view for the header, or a standard one with the data source's title.
    private func makeHeaderView(_ section: Int) -> UIView? {
        if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) { return view }
        guard let title = dataSource?.tableView(self, titleForHeaderInSection: section) else { return nil }
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.textLabel.text = title
        return header
    }
}
