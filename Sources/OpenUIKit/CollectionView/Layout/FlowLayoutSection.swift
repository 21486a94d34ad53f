import Foundation
import OpenQuartzCore

/// One section of a flow layout: its header, its lines of items and its footer, along the scroll axis from
/// `start` to `end` (see `UICollectionViewFlowLayout` for the line-filling rule).
@MainActor
struct FlowLayoutSection {
    /// The scroll axis and the breadth across it.
    struct Metrics {
        var vertical: Bool
        var breadth: CGFloat
    }

    /// The section's insets, spacings and supplementary sizes.
    struct Style {
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var headerSize: CGSize
        var footerSize: CGSize
    }

    /// A line of items: its extent along the scroll axis and the items in it.
    struct Line {
        var start: CGFloat
        var end: CGFloat
        var items: Range<Int>
    }

    let start: CGFloat
    private(set) var end: CGFloat = 0
    private(set) var header: UICollectionViewLayoutAttributes?
    private(set) var footer: UICollectionViewLayoutAttributes?
    /// The frame of each item: the attributes objects are made from them when first asked for (a layout of
    /// thousands of items prepares again at each batch update, and shows a screenful of them).
    private(set) var itemFrames: [CGRect] = []
    private let itemAttributes: FlowLayoutItemAttributes
    private(set) var lines: [Line] = []
    /// The footer's extent along the scroll axis.
    private(set) var footerExtent: CGFloat = 0

    /// Lays out section `section` from `start`: the header, the lines, the footer.
    init(section: Int, start: CGFloat, metrics: Metrics, style: Style, itemSizes: [CGSize]) {
        self.start = start
        itemAttributes = FlowLayoutItemAttributes(section: section, count: itemSizes.count)
        let vertical = metrics.vertical
        // Work in (along, across) coordinates: along the scroll axis, across the breadth.
        func along(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        func across(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
        func rect(along a: CGFloat, across c: CGFloat, size: CGSize) -> CGRect {
            vertical
                ? CGRect(x: c, y: a, width: size.width, height: size.height)
                : CGRect(x: a, y: c, width: size.width, height: size.height)
        }
        let inset = style.inset
        let leading = vertical ? inset.left : inset.top, trailing = vertical ? inset.right : inset.bottom
        let before = vertical ? inset.top : inset.left, after = vertical ? inset.bottom : inset.right
        var cursor = start
        let headerExtent = along(style.headerSize)
        if headerExtent > 0 {
            let attributes = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                with: IndexPath(item: 0, section: section))
            let size =
                vertical
                ? CGSize(width: metrics.breadth, height: headerExtent)
                : CGSize(width: headerExtent, height: metrics.breadth)
            attributes.frame = rect(along: cursor, across: 0, size: size)
            attributes.zIndex = 10
            header = attributes
            cursor += headerExtent
        }
        let available = metrics.breadth - leading - trailing
        var lineStarts: [Int] = []
        var used: CGFloat = 0
        for (index, size) in itemSizes.enumerated() {
            let width = across(size)
            if lineStarts.isEmpty || used + style.interitemSpacing + width > available {
                lineStarts.append(index)
                used = width
            } else {
                used += style.interitemSpacing + width
            }
        }
        if !itemSizes.isEmpty { cursor += before }
        itemFrames.reserveCapacity(itemSizes.count)
        // The spacing of the last justified line: the section's last line keeps it (the minimum before any).
        var fullLineSpacing = style.interitemSpacing
        for (number, first) in lineStarts.enumerated() {
            let last = number + 1 < lineStarts.count ? lineStarts[number + 1] : itemSizes.count
            let range = first..<last
            var thickness: CGFloat = 0, total: CGFloat = 0
            for size in itemSizes[range] {
                thickness = max(thickness, along(size))
                total += across(size)
            }
            let isLastLine = last == itemSizes.count
            var position = leading
            if range.count == 1 {
                position = leading + (available - total) / 2
            } else if !isLastLine {
                fullLineSpacing = (available - total) / CGFloat(range.count - 1)
            }
            let spacing = fullLineSpacing
            for index in range {
                let size = itemSizes[index]
                itemFrames.append(rect(along: cursor + (thickness - along(size)) / 2, across: position, size: size))
                position += across(size) + spacing
            }
            lines.append(Line(start: cursor, end: cursor + thickness, items: range))
            cursor += thickness
            if !isLastLine { cursor += style.lineSpacing }
        }
        if !itemSizes.isEmpty { cursor += after }
        footerExtent = along(style.footerSize)
        if footerExtent > 0 {
            let attributes = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                with: IndexPath(item: 0, section: section))
            let size =
                vertical
                ? CGSize(width: metrics.breadth, height: footerExtent)
                : CGSize(width: footerExtent, height: metrics.breadth)
            attributes.frame = rect(along: cursor, across: 0, size: size)
            footer = attributes
            cursor += footerExtent
        }
        end = cursor
    }

    /// The number of items.
    var itemCount: Int { itemFrames.count }

    /// The attributes of item `index` (in `0..<itemCount`): the same object each time until the layout
    /// prepares again.
    func item(_ index: Int) -> UICollectionViewLayoutAttributes {
        itemAttributes.attributes(of: index, frame: itemFrames[index])
    }

    /// Appends the header, items and footer meeting `low...high` along the scroll axis: the lines found by
    /// binary search, so the cost is that of the lines shown, not of the section.
    func appendAttributes(from low: CGFloat, to high: CGFloat, into result: inout [UICollectionViewLayoutAttributes]) {
        if let header { result.append(header) }
        var lower = 0, upper = lines.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if lines[middle].end < low { lower = middle + 1 } else { upper = middle }
        }
        var index = lower
        while index < lines.count, lines[index].start <= high {
            for item in lines[index].items { result.append(self.item(item)) }
            index += 1
        }
        if let footer { result.append(footer) }
    }
}
