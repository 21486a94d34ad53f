import Foundation
import OpenQuartzCore

/// A layout placing items in lines, line after line along the scroll direction, with optional section
/// headers and footers (UIKit's `UICollectionViewFlowLayout`). Sizes, insets and spacings come from the
/// properties, or per section and item from a delegate adopting `UICollectionViewDelegateFlowLayout`.
///
/// How items fill a line (vertical scrolling; the same along the other axis for horizontal):
/// - items are packed from the section's leading inset with at least `minimumInteritemSpacing` between them,
///   until the next item no longer fits — Apple's `minimumInteritemSpacing` documentation: "This spacing is
///   used to compute how many items can fit in a single line, but after the number of items is determined,
///   the actual spacing may possibly be adjusted upward";
/// - a full line (one that is not the section's last) with two or more items is justified: the first item at
///   the leading inset, the last at the trailing inset, the leftover spread evenly between items (Apple's
///   Collection View Programming Guide, "Using the Flow Layout", figure 3-3: "the layout object increases the
///   interitem spacing until the items fit evenly within the line boundaries");
/// - the section's last line is not justified: its items start at the leading inset with the spacing of the
///   full line before it — so a grid of equal items keeps its columns — or the minimum spacing when the
///   section has one line (open radar 20825965: "UICollectionViewFlowLayout's last row is left-aligned");
/// - a line holding one item centres it between the insets (UIKit's observed behaviour for items wider than
///   half the line);
/// - items of different heights are centred on their line (the Programming Guide, figure 3-2), and lines are
///   `minimumLineSpacing` apart.
///
/// Self-sizing cells: with an `estimatedItemSize` (or `automaticSize`), items not yet measured take the
/// estimate (`itemSize` for `automaticSize`), and each cell the collection view shows gives its
/// `preferredLayoutAttributesFitting(_:)`; a preferred size that differs invalidates the layout with a
/// `UICollectionViewFlowLayoutInvalidationContext` holding it, and the lines are laid out again with it. The
/// sizes are kept per item until the data reloads, and follow their items through batch updates.
///
/// Deliberate differences: with estimates, the delegate's `sizeForItemAt` is not asked (the estimate stands
/// for every item until it is measured); the flow layout does not pin footers.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the content scrolls: lines stack along it.
    public enum ScrollDirection: Int, Sendable {
        /// Lines are rows, stacked downwards.
        case vertical
        /// Lines are columns, stacked rightwards.
        case horizontal
    }

    /// The size of every item when the delegate does not give one (50 × 50 by default, as UIKit).
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }
    /// An estimate of item sizes for self-sizing cells (`.zero`, off, by default); see the class notes.
    open var estimatedItemSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    /// The estimate that asks for self-sizing cells without an estimate of their own (UIKit's value: the
    /// largest finite size); items not yet measured take `itemSize`.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    /// The smallest space between lines (10 by default).
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    /// The smallest space between items of a line (10 by default).
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    /// The margins around each section's items (zero by default).
    open var sectionInset: UIEdgeInsets = .zero {
        didSet { invalidateLayout() }
    }
    /// The direction of scrolling (`.vertical` by default).
    open var scrollDirection: ScrollDirection = .vertical {
        didSet { invalidateLayout() }
    }
    /// The header's height (vertical scrolling) or width (horizontal); zero, no header, by default.
    open var headerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    /// The footer's height (vertical scrolling) or width (horizontal); zero, no footer, by default.
    open var footerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    /// Whether a section's header stays at the top of the visible bounds while its section is on screen.
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }

    /// The geometry computed by the last `prepare()`.
    private(set) var sections: [FlowLayoutSection] = []
    private var contentSize: CGSize = .zero
    /// The sizes self-sizing cells preferred, by item.
    private var preferredSizes: [IndexPath: CGSize] = [:]

    /// A flow layout with UIKit's defaults: 50 × 50 items, 10 pt spacings, no insets, vertical.
    public override init() { super.init() }

    private var flowDelegate: (any UICollectionViewDelegateFlowLayout)? {
        collectionView?.delegate as? any UICollectionViewDelegateFlowLayout
    }

    /// Computes every section's lines, items, header and footer.
    open override func prepare() {
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical
        let breadth = vertical ? collectionView.bounds.width : collectionView.bounds.height
        let metrics = FlowLayoutSection.Metrics(vertical: vertical, breadth: breadth)
        var offset: CGFloat = 0
        sections = (0..<collectionView.numberOfSections).map { section in
            let built = FlowLayoutSection(
                section: section, start: offset, metrics: metrics, style: style(of: section, in: collectionView),
                itemSizes: itemSizes(of: section, in: collectionView))
            offset = built.end
            return built
        }
        contentSize = vertical ? CGSize(width: breadth, height: offset) : CGSize(width: offset, height: breadth)
    }

    /// The extent of all sections along the scroll direction, the collection view's breadth across.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// The items, headers and footers meeting `rect`, found by binary search on the lines.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let vertical = scrollDirection == .vertical
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        for section in sections where section.end >= low && section.start <= high {
            section.appendAttributes(from: low, to: high, into: &result)
        }
        if sectionHeadersPinToVisibleBounds, let collectionView {
            let visible = collectionView.bounds
            result = result.map { attributes in
                guard attributes.representedElementKind == UICollectionView.elementKindSectionHeader else {
                    return attributes
                }
                return pinned(attributes, in: visible)
            }
        }
        return result
    }

    /// The item's attributes; nil for an item that does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        return (0..<section.itemCount).contains(indexPath.item) ? section.item(indexPath.item) : nil
    }

    /// The section's header or footer; nil when it has none.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    )
        -> UICollectionViewLayoutAttributes?
    {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        switch elementKind {
        case UICollectionView.elementKindSectionHeader:
            guard let header = section.header else { return nil }
            return sectionHeadersPinToVisibleBounds ? collectionView.map { pinned(header, in: $0.bounds) } : header
        case UICollectionView.elementKindSectionFooter: return section.footer
        default: return nil
        }
    }

    /// A change of breadth re-flows the lines; with pinned headers, any scroll moves the headers.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let old = collectionView.bounds
        let breadthChanged =
            scrollDirection == .vertical ? old.width != newBounds.width : old.height != newBounds.height
        return breadthChanged || (sectionHeadersPinToVisibleBounds && old.origin != newBounds.origin)
    }

    /// Whether items take estimated sizes that cells correct: `estimatedItemSize` is not zero.
    override var estimatesItemSizes: Bool { estimatedItemSize != .zero }

    /// The flow layout's contexts: `UICollectionViewFlowLayoutInvalidationContext`.
    open override class var invalidationContextClass: UICollectionViewLayoutInvalidationContext.Type {
        UICollectionViewFlowLayoutInvalidationContext.self
    }

    /// With estimated sizes, a cell whose preferred size differs from its attributes' changes the layout.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        estimatesItemSizes && originalAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    /// The item invalidated, with its preferred size kept in the context; the delegate's metrics stay.
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        if let flowContext = context as? UICollectionViewFlowLayoutInvalidationContext {
            flowContext.invalidateFlowLayoutDelegateMetrics = false
            flowContext.preferredItemSizes[originalAttributes.indexPath] = preferredAttributes.size
        }
        return context
    }

    /// Keeps the preferred sizes the context carries; new data source counts drop those kept before.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { preferredSizes = [:] }
        if let flowContext = context as? UICollectionViewFlowLayoutInvalidationContext {
            preferredSizes.merge(flowContext.preferredItemSizes) { $1 }
        }
        super.invalidateLayout(with: context)
    }

    /// The preferred sizes follow their items to their new index paths.
    override func itemsDidMove(_ newIndexPath: (IndexPath) -> IndexPath?) {
        guard !preferredSizes.isEmpty else { return }
        var moved: [IndexPath: CGSize] = [:]
        for (indexPath, size) in preferredSizes {
            if let new = newIndexPath(indexPath) { moved[new] = size }
        }
        preferredSizes = moved
    }

    /// UIKit's flow layout: an inserted item fades in at its place.
    open override func initialLayoutAttributesForAppearingItem(
        at itemIndexPath: IndexPath
    )
        -> UICollectionViewLayoutAttributes?
    {
        guard let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// A header pinned to the visible bounds: it stays at the top (leading edge) while its section shows,
    /// pushed out by the section's end.
    private func pinned(
        _ header: UICollectionViewLayoutAttributes, in visible: CGRect
    )
        -> UICollectionViewLayoutAttributes
    {
        let section = sections[header.indexPath.section]
        let copy = header.copy()
        var frame = copy.frame
        if scrollDirection == .vertical {
            let limit = section.end - section.footerExtent - frame.height
            frame.origin.y = min(max(frame.minY, visible.minY), max(frame.minY, limit))
        } else {
            let limit = section.end - section.footerExtent - frame.width
            frame.origin.x = min(max(frame.minX, visible.minX), max(frame.minX, limit))
        }
        copy.frame = frame
        return copy
    }

    private func style(of section: Int, in collectionView: UICollectionView) -> FlowLayoutSection.Style {
        let delegate = flowDelegate
        return FlowLayoutSection.Style(
            inset: delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset,
            lineSpacing: delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing,
            interitemSpacing: delegate?.collectionView(
                collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing,
            headerSize: delegate?.collectionView(
                collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize,
            footerSize: delegate?.collectionView(
                collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize)
    }

    private func itemSizes(of section: Int, in collectionView: UICollectionView) -> [CGSize] {
        let count = collectionView.numberOfItems(inSection: section)
        if estimatesItemSizes {
            let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
            return (0..<count).map { preferredSizes[IndexPath(item: $0, section: section)] ?? estimate }
        }
        guard let delegate = flowDelegate else { return Array(repeating: itemSize, count: count) }
        return (0..<count).map {
            delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: $0, section: section))
        }
    }
}
