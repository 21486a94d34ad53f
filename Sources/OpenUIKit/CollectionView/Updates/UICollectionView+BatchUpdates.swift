import Foundation
import OpenQuartzCore

/// Batch updates: the changes recorded in the block update the model at once; the cells then animate from
/// their old attributes to their new ones, inserted items from the layout's initial attributes, deleted ones
/// to its final attributes.
extension UICollectionView {
    /// How long the cells of a batch update or an animated change of layout take to move, with an
    /// ease-in-ease-out curve. Apple documents no duration for collection-view updates; 0.3 s (UIKit's
    /// standard animation, as `setContentOffset(_:animated:)`) is OpenUIKit's choice.
    public static let updateAnimationDuration: TimeInterval = 0.3

    /// Runs `updates` (which changes the data source's model and calls the insert/delete/move/reload methods)
    /// as one update: the data source is asked for its new counts at once, which must add up with the changes
    /// recorded; then every visible cell animates to its place in the new layout — inserted items from
    /// `initialLayoutAttributesForAppearingItem(at:)`, deleted ones to `finalLayoutAttributesForDisappearingItem(at:)`
    /// — over `updateAnimationDuration` (inside `UIView.performWithoutAnimation` the cells move at once).
    /// `completion` runs once, after the animation, with whether it finished.
    ///
    /// Counts that do not add up raise in UIKit with an "Invalid update" text: OpenUIKit reports that text and
    /// reloads the data instead (completion gets false). A batch update inside another's block, or during an
    /// interactive layout transition, is reported and ignored (its block does not run).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard batch == nil, interactiveTransition == nil else {
            Diagnostics.report(
                .invalidUpdate, .exception,
                batch != nil
                    ? "performBatchUpdates(_:completion:) called inside another batch update's block; ignored"
                    : "performBatchUpdates(_:completion:) called during an interactive layout transition; ignored")
            if let completion { UIApplication.shared.performOnNextTurn { completion(false) } }
            return
        }
        tileElements()
        let oldCounts = itemCounts
        let oldAttributes = attributes(in: bounds.insetBy(dx: -bounds.width, dy: -bounds.height))
        batch = CollectionBatch()
        updates?()
        let recorded = batch ?? CollectionBatch()
        batch = nil
        let newCounts = loadCounts(keeping: oldCounts)
        needsReload = false
        let map: CollectionUpdateMap
        do {
            map = try CollectionUpdateMap(batch: recorded, oldCounts: oldCounts, newCounts: newCounts)
        } catch {
            Diagnostics.report(
                .invalidUpdate, .exception, "\(error.message) The collection view reloads its data instead.")
            reloadData()
            if let completion { UIApplication.shared.performOnNextTurn { completion(false) } }
            return
        }
        itemCounts = newCounts
        selectedIndexPaths = Set(selectedIndexPaths.compactMap(map.newIndexPath(forOld:)))
        unhighlightWithoutTelling()
        layout.itemsDidMove(map.newIndexPath(forOld:))
        layout.invalidateLayout()
        prepareLayout()
        animateUpdate(map, from: oldAttributes, completion: completion)
    }

    /// Inserts items at `indexPaths` (index paths after the update); outside a batch block, a batch of its own.
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedItems.formUnion(indexPaths) }
    }

    /// Deletes the items at `indexPaths` (index paths before the update).
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedItems.formUnion(indexPaths) }
    }

    /// Reloads the items at `indexPaths` (before the update): new cells from the data source.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts the sections `sections` (indexes after the update).
    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes the sections `sections` (indexes before the update).
    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads the sections `sections`: all their items get new cells.
    public func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves section `section` (before the update) to `newSection` (after).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Records a change in the batch being built, or makes it a batch of its own.
    private func record(_ change: (inout CollectionBatch) -> Void) {
        if batch != nil {
            change(&batch!)
            return
        }
        withoutActuallyEscaping(change) { change in performBatchUpdates { change(&self.batch!) } }
    }

    /// The highlight goes without delegate calls (the item under the finger may have moved).
    private func unhighlightWithoutTelling() {
        guard let indexPath = highlightedIndexPath else { return }
        highlightedIndexPath = nil
        cellForItem(at: indexPath)?.isHighlighted = false
    }

    /// Moves the visible views to their new elements and animates everything to the new layout.
    private func animateUpdate(
        _ map: CollectionUpdateMap, from oldAttributes: [CollectionElementKey: UICollectionViewLayoutAttributes],
        completion: ((Bool) -> Void)?
    ) {
        animateToLayout(
            rekey: { self.newKey(for: $0, map) },
            disappearing: { key in
                let final =
                    key.kind == nil ? self.layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath) : nil
                return final ?? oldAttributes[key].map(Self.faded)
            },
            appearing: { self.startAttributes(for: $0, final: $1, map, oldAttributes) }, completion: completion)
    }

    /// The element `key` (before the update) becomes after it: nil when deleted or reloaded.
    private func newKey(for key: CollectionElementKey, _ map: CollectionUpdateMap) -> CollectionElementKey? {
        guard key.kind != nil else {
            return map.newIndexPath(forOld: key.indexPath).map { CollectionElementKey(kind: nil, indexPath: $0) }
        }
        return map.newSectionIndex(forOld: key.indexPath.section).map {
            CollectionElementKey(kind: key.kind, indexPath: IndexPath(item: key.indexPath.item, section: $0))
        }
    }

    /// Where an element that was not visible starts: its old place when it existed nearby, else the layout's
    /// initial attributes for an appearing item, else its new place, transparent.
    private func startAttributes(
        for key: CollectionElementKey, final: UICollectionViewLayoutAttributes, _ map: CollectionUpdateMap,
        _ oldAttributes: [CollectionElementKey: UICollectionViewLayoutAttributes]
    ) -> UICollectionViewLayoutAttributes {
        if key.kind == nil {
            if let old = map.oldIndexPath(forNew: key.indexPath),
                let attributes = oldAttributes[CollectionElementKey(kind: nil, indexPath: old)]
            {
                let start = attributes.copy()
                start.indexPath = key.indexPath
                return start
            }
            if let initial = layout.initialLayoutAttributesForAppearingItem(at: key.indexPath), checked(initial) {
                return initial
            }
        }
        return Self.faded(final)
    }
}
