import Foundation
import OpenQuartzCore

/// The tiling at each layout pass: every element the layout places in the bounds gets a view, and views of
/// elements that left go to the reuse queues.
extension UICollectionView {
    /// Loads the data and prepares the layout if needed, then asks the layout for the elements in the
    /// bounds: views of elements that left go to the reuse queues (`didEndDisplaying`) before elements that
    /// entered get theirs (`willDisplay`), so a scrolling collection reuses the views it just let go.
    func tileElements() {
        repeat {
            tileElementsOnce()
        } while layout.needsPrepare && layout.estimatesItemSizes
    }

    /// One tiling pass; a self-sizing cell that changes the layout leaves it to prepare again.
    ///
    /// Each view found in the bounds is stamped with the pass's number, so the views that left are those
    /// with an older stamp: one dictionary look-up per element, no dictionary built per frame.
    private func tileElementsOnce() {
        loadDataIfNeeded()
        prepareLayout()
        tilingPasses &+= 1
        let pass = tilingPasses
        let rect = bounds
        var arriving: [UICollectionViewLayoutAttributes] = []
        var shownKeys: Set<CollectionElementKey> = []
        for attributes in layout.layoutAttributesForElements(in: rect) ?? [] {
            guard checked(attributes), Self.overlaps(attributes.frame, rect) else { continue }
            if attributes.representedElementKind == nil, !containsItem(attributes.indexPath) { continue }
            let key = attributes.elementKey
            if let view = visibleViews[key] {
                view.tilingPass = pass
                if view.appliedAttributes !== attributes { view.apply(attributes) }
            } else {
                arriving.append(attributes)
                if !emptyElements.isEmpty { shownKeys.insert(key) }
            }
        }
        if visibleViews.contains(where: { $0.value.tilingPass != pass }) {
            for key in visibleViews.filter({ $0.value.tilingPass != pass }).keys.sorted() { retireView(at: key) }
        }
        if !emptyElements.isEmpty { emptyElements = emptyElements.filter(shownKeys.contains) }
        arriving.sort { $0.elementKey < $1.elementKey }
        for attributes in arriving where !emptyElements.contains(attributes.elementKey) {
            guard visibleViews[attributes.elementKey] == nil else { continue }
            showView(for: attributes)?.tilingPass = pass
        }
    }

    /// Prepares the layout if it was invalidated, and takes its content size (reported and ignored when not
    /// finite: UIKit raises).
    func prepareLayout() {
        guard layout.needsPrepare else { return }
        layout.prepareIfNeeded()
        let size = layout.collectionViewContentSize
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            Diagnostics.report(
                .invalidGeometry, .exception,
                "\(type(of: layout)).collectionViewContentSize must be finite and not negative; got \(size), the collection view keeps \(contentSize)"
            )
            return
        }
        if contentSize != size { contentSize = size }
    }

    /// The layout's attributes of the elements meeting `rect`, by element; attributes that are not finite
    /// are reported and left out.
    func attributes(in rect: CGRect) -> [CollectionElementKey: UICollectionViewLayoutAttributes] {
        var shown: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in layout.layoutAttributesForElements(in: rect) ?? [] {
            guard checked(attributes) else { continue }
            guard Self.overlaps(attributes.frame, rect) else { continue }
            if attributes.representedElementKind == nil, !containsItem(attributes.indexPath) { continue }
            shown[attributes.elementKey] = attributes
        }
        return shown
    }

    /// Whether `frame` and `rect` share an area, as Core Graphics' `CGRectIntersectsRect` answers (rectangles
    /// that only touch do not).
    static func overlaps(_ frame: CGRect, _ rect: CGRect) -> Bool {
        frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY && rect.minY < frame.maxY
    }

    /// Whether the layout's `attributes` can be applied: NaN or infinite geometry is reported (UIKit raises).
    func checked(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        guard attributes.isFinite else {
            Diagnostics.report(
                .invalidGeometry, .exception,
                "\(type(of: layout)) returned attributes that are not finite for \(attributes.representedElementKind ?? "the item") at \(attributes.indexPath): frame \(attributes.frame); the element is not shown"
            )
            return false
        }
        return true
    }

    /// Takes the view from its element into its reuse queue.
    func retireView(at key: CollectionElementKey) {
        guard let view = visibleViews.removeValue(forKey: key) else { return }
        enqueue(view)
        if key.kind == nil, let cell = view as? UICollectionViewCell {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        }
    }

    /// Asks the data source for the element's view and shows it with `attributes` (at once, even inside an
    /// animation block: it appears there); a view it cannot use leaves the element empty.
    @discardableResult
    func showView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let key = attributes.elementKey
        let view: UICollectionReusableView
        if let kind = key.kind {
            view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: key.indexPath)
        } else {
            view = dataSource.collectionView(self, cellForItemAt: key.indexPath)
        }
        guard !view.isUnusable else {
            emptyElements.insert(key)
            return nil
        }
        guard view.superview == nil || view.superview === self, !visibleViews.values.contains(where: { $0 === view })
        else {
            Diagnostics.report(
                .invalidDataSource, .exception,
                "the data source returned a view already in use for \(key.kind ?? "the item") at \(key.indexPath); it is left empty"
            )
            emptyElements.insert(key)
            return nil
        }
        if view.isInReuseQueue, let identifier = view.reuseIdentifier {
            view.isInReuseQueue = false
            reuseQueues[Self.queueKey(kind: view.reuseKind, identifier)]?.removeAll { $0 === view }
        }
        UIView.performWithoutAnimation { view.apply(attributes) }
        if key.kind == nil, layout.estimatesItemSizes { selfSize(view, attributes) }
        if let cell = view as? UICollectionViewCell {
            cell.isSelected = selectedIndexPaths.contains(key.indexPath)
            cell.isHighlighted = highlightedIndexPath == key.indexPath
            visibleViews[key] = view
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
        } else {
            visibleViews[key] = view
        }
        addSubview(view)
        return view
    }

    /// Asks a cell shown with estimated attributes for its preferred ones, and invalidates the layout with
    /// them when the layout says they change it.
    private func selfSize(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        let preferred = view.preferredLayoutAttributesFitting(attributes)
        guard preferred.isFinite else {
            Diagnostics.report(
                .invalidGeometry, .exception,
                "preferredLayoutAttributesFitting(_:) of \(view) returned attributes that are not finite: frame \(preferred.frame); the estimate is kept"
            )
            return
        }
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        else { return }
        layout.invalidateLayout(
            with: layout.invalidationContext(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
    }
}
