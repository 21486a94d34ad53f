import Foundation
import OpenQuartzCore

/// Items by index path, by view and by point, and scrolling to them.
extension UICollectionView {
    /// The cell showing the item at `indexPath`; nil when the item is not visible.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[CollectionElementKey(kind: nil, indexPath: indexPath)] as? UICollectionViewCell
    }

    /// The supplementary view of `elementKind` showing at `indexPath`; nil when it is not visible.
    public func supplementaryView(
        forElementKind elementKind: String, at indexPath: IndexPath
    )
        -> UICollectionReusableView?
    {
        visibleViews[CollectionElementKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The item `cell` shows; nil when it shows none.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.key.kind == nil && $0.value === cell }?.key.indexPath
    }

    /// The visible item at `point` (collection-view coordinates); nil where there is none.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        return visibleViews.filter { $0.key.kind == nil && !$0.value.isHidden && $0.value.frame.contains(point) }
            .max { ($0.value.layer.zPosition, $0.key.indexPath) < ($1.value.layer.zPosition, $1.key.indexPath) }?
            .key.indexPath
    }

    /// The cells showing items, in item order.
    public var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap(cellForItem)
    }

    /// The items that have cells, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleViews.keys.filter { $0.kind == nil }.map(\.indexPath).sorted()
    }

    /// The layout's attributes for the item; nil (and a report: UIKit raises) for an item that does not exist.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadDataIfNeeded()
        guard containsItem(indexPath) else {
            Diagnostics.report(
                .invalidArgument, .exception,
                "layoutAttributesForItem(at:): no item at index path \(indexPath) (the collection view has \(itemCounts.count) sections)"
            )
            return nil
        }
        prepareLayout()
        return layout.layoutAttributesForItem(at: indexPath)
    }

    /// Scrolls so the item is at `scrollPosition` — vertically top, centred or bottom, horizontally left,
    /// centred or right (no option: no scrolling along that axis) — within the content range, as
    /// `setContentOffset(_:animated:)` does. An item that does not exist, or two positions on one axis, is
    /// reported and ignored (UIKit raises).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadDataIfNeeded()
        guard containsItem(indexPath) else {
            Diagnostics.report(
                .invalidArgument, .exception,
                "scrollToItem(at:at:animated:): attempt to scroll to invalid index path: \(indexPath)")
            return
        }
        let vertical = scrollPosition.intersection([.top, .centeredVertically, .bottom])
        let horizontal = scrollPosition.intersection([.left, .centeredHorizontally, .right])
        guard vertical.rawValue.nonzeroBitCount <= 1, horizontal.rawValue.nonzeroBitCount <= 1 else {
            Diagnostics.report(
                .invalidArgument, .exception,
                "scrollToItem(at:at:animated:): UICollectionViewScrollPosition \(scrollPosition.rawValue) combines two positions along one axis"
            )
            return
        }
        prepareLayout()
        guard let rect = layout.layoutAttributesForItem(at: indexPath)?.frame, rect.origin.x.isFinite,
            rect.origin.y.isFinite
        else { return }
        let inset = adjustedContentInset, range = offsetRange, size = bounds.size
        var target = contentOffset
        if vertical == .top { target.y = rect.minY - inset.top }
        if vertical == .centeredVertically { target.y = rect.midY - (size.height + inset.top - inset.bottom) / 2 }
        if vertical == .bottom { target.y = rect.maxY - size.height + inset.bottom }
        if horizontal == .left { target.x = rect.minX - inset.left }
        if horizontal == .centeredHorizontally { target.x = rect.midX - (size.width + inset.left - inset.right) / 2 }
        if horizontal == .right { target.x = rect.maxX - size.width + inset.right }
        target.x = min(max(target.x, range.x.lowerBound), range.x.upperBound)
        target.y = min(max(target.y, range.y.lowerBound), range.y.upperBound)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }
}
