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
    /// with an older stamp: one dictionary look-up per element, no dictionary built per frame. A pass that
    /// finds the elements of the last one in the same order, the visible views unchanged since, only
    /// applies the attributes that are new: none in most frames of a scroll (the same lines), all of them
    /// in a layout transition's frame, with no look-up.
    private func tileElementsOnce() {
        loadDataIfNeeded()
        prepareLayout()
        let rect = bounds
        var shown: [UICollectionViewLayoutAttributes] = []
        for attributes in layout.layoutAttributesForElements(in: rect) ?? [] {
            guard checked(attributes), Self.overlaps(attributes.frame, rect) else { continue }
            if attributes.representedElementKind == nil, !containsItem(attributes.indexPath) { continue }
            shown.append(attributes)
        }
        if let views = tiledElements?.views(ofSameElements: shown, changes: visibleViewChanges) {
            let changesBefore = visibleViewChanges
            var applied = false
            for index in shown.indices {
                guard let view = views[index], view.appliedAttributes !== shown[index] else { continue }
                view.apply(shown[index])
                applied = true
            }
            // Nothing applied: the very objects recorded, the record stands as it is.
            guard applied else { return }
            tiledElements =
                visibleViewChanges == changesBefore
                ? TiledElements(shown, views: views, changes: visibleViewChanges) : nil
            return
        }
        tilingPasses &+= 1
        let pass = tilingPasses
        var views = [UICollectionReusableView?](repeating: nil, count: shown.count)
        var arriving: [Int] = []
        var shownKeys: Set<CollectionElementKey> = []
        for (index, attributes) in shown.enumerated() {
            let key = attributes.elementKey
            if let view = visibleViews[key] {
                view.tilingPass = pass
                if view.appliedAttributes !== attributes { view.apply(attributes) }
                views[index] = view
            } else {
                arriving.append(index)
                if !emptyElements.isEmpty { shownKeys.insert(key) }
            }
        }
        var leaving: [CollectionElementKey] = []
        for (key, view) in visibleViews where view.tilingPass != pass { leaving.append(key) }
        for key in leaving.sorted() { retireView(at: key) }
        if !emptyElements.isEmpty {
            emptyElements = emptyElements.filter(shownKeys.contains)
            visibleViewChanges &+= 1
        }
        arriving.sort { shown[$0].elementKey < shown[$1].elementKey }
        let changesBefore = visibleViewChanges
        var shows = 0
        var showsEveryElement = true
        for index in arriving {
            let key = shown[index].elementKey
            guard !emptyElements.contains(key) else { continue }
            if let view = visibleViews[key] {
                views[index] = view
                continue
            }
            shows += 1
            if let view = showView(for: shown[index]) {
                view.tilingPass = pass
                views[index] = view
            } else if !emptyElements.contains(key) {
                showsEveryElement = false
            }
        }
        // The record holds if every element got a view or was left empty, and nothing but this pass's own
        // showing changed the visible views meanwhile (a delegate reloading the data in `willDisplay` would).
        let undisturbed = visibleViewChanges == changesBefore &+ shows
        tiledElements =
            showsEveryElement && undisturbed ? TiledElements(shown, views: views, changes: visibleViewChanges) : nil
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
        visibleViewChanges &+= 1
        enqueue(view)
        if key.kind == nil, let cell = view as? UICollectionViewCell {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        }
    }

    /// Asks the data source for the element's view and shows it with `attributes` (at once, even inside an
    /// animation block: it appears there); a view it cannot use leaves the element empty.
    @discardableResult
    func showView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        visibleViewChanges &+= 1
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
        guard view.superview == nil || view.superview === self, !isVisibleView(view) else {
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

    /// Whether `view` shows an element now (a loop, not `contains(where:)`: this runs for every view shown).
    private func isVisibleView(_ view: UICollectionReusableView) -> Bool {
        for shown in visibleViews.values where shown === view { return true }
        return false
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
