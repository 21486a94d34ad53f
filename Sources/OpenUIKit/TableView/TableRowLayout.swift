import Foundation

/// Where every section header and row of a table view sits: for each section, its header's extent, then
/// the top of each of its rows and the end of its last, one after the other from y = 0 (no footers).
/// Lookups by y are binary searches, so a table of any length finds its visible rows in logarithmic time.
struct TableRowLayout {
    /// Per section, `count + 1` ascending y values: the top of each row, then the bottom of the last.
    private(set) var edges: [[CGFloat]] = []
    /// Per section, the header's top and bottom (equal when the section has no header).
    private(set) var headers: [(top: CGFloat, bottom: CGFloat)] = []
    /// The height of all the headers and rows.
    private(set) var totalHeight: CGFloat = 0

    init() {}

    /// The layout of sections with these row heights and, before each section's rows, these header heights
    /// (none when `headerHeights` is empty).
    init(heights: [[CGFloat]], headerHeights: [CGFloat] = []) {
        var top: CGFloat = 0
        for (section, rows) in heights.enumerated() {
            let headerHeight = section < headerHeights.count ? headerHeights[section] : 0
            headers.append((top, top + headerHeight))
            top += headerHeight
            var sectionEdges = [top]
            sectionEdges.reserveCapacity(rows.count + 1)
            for height in rows {
                top += height
                sectionEdges.append(top)
            }
            edges.append(sectionEdges)
        }
        totalHeight = top
    }

    var numberOfSections: Int { edges.count }

    func numberOfRows(inSection section: Int) -> Int {
        edges.indices.contains(section) ? edges[section].count - 1 : 0
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.row >= 0 && indexPath.row < numberOfRows(inSection: indexPath.section)
    }

    /// The row's top and bottom, nil for a row that does not exist.
    func verticalExtent(of indexPath: IndexPath) -> (top: CGFloat, bottom: CGFloat)? {
        guard contains(indexPath) else { return nil }
        let section = edges[indexPath.section]
        return (section[indexPath.row], section[indexPath.row + 1])
    }

    /// The section's header top and bottom; nil for a section that does not exist.
    func headerExtent(of section: Int) -> (top: CGFloat, bottom: CGFloat)? {
        headers.indices.contains(section) ? headers[section] : nil
    }

    /// Where the section ends: the bottom of its last row, or of its header when it has no rows.
    func sectionBottom(_ section: Int) -> CGFloat {
        edges[section].last ?? headers[section].bottom
    }

    /// The sections that overlap `minY..<maxY` (header or rows), in order.
    func sections(from minY: CGFloat, to maxY: CGFloat) -> [Int] {
        headers.indices.filter { headers[$0].top < maxY && sectionBottom($0) > minY }
    }

    /// The row whose extent holds `y` (top included, bottom excluded); nil above or below the rows and on
    /// headers.
    func indexPath(atY y: CGFloat) -> IndexPath? {
        guard let first = firstRow(endingAfter: y), let extent = verticalExtent(of: first), extent.top <= y else {
            return nil
        }
        return first
    }

    /// The rows that overlap `minY..<maxY`, in order.
    func indexPaths(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        guard maxY > minY, var path = firstRow(endingAfter: minY) else { return [] }
        var paths: [IndexPath] = []
        while let extent = verticalExtent(of: path), extent.top < maxY {
            paths.append(path)
            path =
                path.row + 1 < numberOfRows(inSection: path.section)
                ? IndexPath(row: path.row + 1, section: path.section)
                : nextNonEmptySection(after: path.section).map { IndexPath(row: 0, section: $0) }
                    ?? IndexPath(row: -1, section: -1)
        }
        return paths
    }

    /// The first row whose bottom is below `y`.
    private func firstRow(endingAfter y: CGFloat) -> IndexPath? {
        guard let section = edges.firstIndex(where: { $0.count > 1 && $0[$0.count - 1] > y }) else { return nil }
        let rowEdges = edges[section]
        var low = 1, high = rowEdges.count - 1  // the first bottom edge greater than y
        while low < high {
            let middle = (low + high) / 2
            if rowEdges[middle] > y { high = middle } else { low = middle + 1 }
        }
        return IndexPath(row: low - 1, section: section)
    }

    private func nextNonEmptySection(after section: Int) -> Int? {
        edges.indices.first { $0 > section && edges[$0].count > 1 }
    }
}
