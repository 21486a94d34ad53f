import Foundation
import OpenQuartzCore

/// The animation shared by batch updates and changes of layout: every visible view moves to its element's
/// attributes in the current layout, views whose element went away animate out and are then reused, and
/// elements that come into view appear from where they were.
extension UICollectionView {
    /// Animates the visible views to the layout now in place, over `updateAnimationDuration`:
    /// - `rekey` gives each visible element's key now (nil: the element went away);
    /// - `disappearing` gives where an element that went away ends (nil: it stays where it is);
    /// - `appearing` gives where an element coming into view starts, from its final attributes.
    /// `completion` runs once, after the animation, with whether it finished.
    func animateToLayout(
        rekey: (CollectionElementKey) -> CollectionElementKey?,
        disappearing: (CollectionElementKey) -> UICollectionViewLayoutAttributes?,
        appearing: (CollectionElementKey, UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes,
        completion: ((Bool) -> Void)?
    ) {
        var departing: [DepartingView] = []
        var kept: [CollectionElementKey: UICollectionReusableView] = [:]
        for (key, view) in visibleViews.sortedByKey() {
            if let newKey = rekey(key) {
                kept[newKey] = view
            } else {
                departing.append(DepartingView(view: view, oldKey: key, attributes: disappearing(key)))
            }
        }
        visibleViews = kept
        visibleViewChanges &+= 1
        for (key, view) in kept where key.kind == nil {
            (view as? UICollectionViewCell)?.isSelected = selectedIndexPaths.contains(key.indexPath)
        }
        let range = offsetRange
        let offset = CGPoint(
            x: min(max(contentOffset.x, range.x.lowerBound), range.x.upperBound),
            y: min(max(contentOffset.y, range.y.lowerBound), range.y.upperBound))
        let shown = attributes(in: CGRect(origin: offset, size: bounds.size))
        for (key, view) in visibleViews.sortedByKey() where shown[key] == nil {
            visibleViews[key] = nil
            visibleViewChanges &+= 1
            let target = key.kind == nil ? layout.layoutAttributesForItem(at: key.indexPath) : nil
            departing.append(
                DepartingView(view: view, newKey: key, attributes: target.flatMap { checked($0) ? $0 : nil }))
        }
        var arriving: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        for (key, attributes) in shown.sortedByKey() where visibleViews[key] == nil {
            if let view = showView(for: appearing(key, attributes)) { arriving.append((view, attributes)) }
        }
        for index in departing.indices {
            departures &+= 1
            departing[index].departure = departures
            departingViews.append((departing[index].view, departures))
        }
        let departed = departing
        runningUpdateAnimations += 1
        let changes = {
            if self.contentOffset != offset { self.contentOffset = offset }
            for item in departed {
                if let attributes = item.attributes { item.view.apply(attributes) }
            }
            for (key, attributes) in shown { self.visibleViews[key]?.apply(attributes) }
        }
        UIView.animate(
            withDuration: Self.updateAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: changes
        ) { finished in
            self.runningUpdateAnimations -= 1
            for item in departed { self.finishDeparture(item) }
            self.setNeedsLayout()
            completion?(finished)
        }
    }

    /// `attributes` with alpha 0: UIKit's default start of an appearing element and end of a disappearing one.
    static func faded(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let copy = attributes.copy()
        copy.alpha = 0
        return copy
    }

    /// A view that left its element, once its animation ended: to the reuse queue — unless it went there
    /// already (a reload) and may be in use again, departing anew under a later animation.
    private func finishDeparture(_ item: DepartingView) {
        guard let index = departingViews.firstIndex(where: { $0.departure == item.departure }) else { return }
        departingViews.remove(at: index)
        enqueue(item.view)
        guard let cell = item.view as? UICollectionViewCell, let key = item.oldKey ?? item.newKey else { return }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
    }
}

/// A view leaving the screen: its element went away (`oldKey`, its key before) or moved out of the bounds
/// (`newKey`, its key now); it animates to `attributes`.
struct DepartingView {
    let view: UICollectionReusableView
    var oldKey: CollectionElementKey?
    var newKey: CollectionElementKey?
    let attributes: UICollectionViewLayoutAttributes?
    /// The departure's number in the collection view's `departingViews`.
    var departure = 0

    init(view: UICollectionReusableView, oldKey: CollectionElementKey, attributes: UICollectionViewLayoutAttributes?) {
        self.view = view
        self.oldKey = oldKey
        self.attributes = attributes
    }

    init(view: UICollectionReusableView, newKey: CollectionElementKey, attributes: UICollectionViewLayoutAttributes?) {
        self.view = view
        self.newKey = newKey
        self.attributes = attributes
    }
}
