import Foundation
import OpenQuartzCore

/// A data source driven by snapshots (UIKit's `UICollectionViewDiffableDataSource`): it answers the collection
/// view's counts from the snapshot applied last and its cells from `cellProvider`; `apply(_:animatingDifferences:completion:)`
/// works out what changed from the previous snapshot — sections and items deleted, inserted and moved
/// (matched by identifier) and items reloaded — and performs it as one batch update.
///
/// Deliberate difference: a section that moves is deleted and inserted (its items fade out and in) rather than
/// moved, so items can change inside it in the same update.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    UICollectionViewDataSource
{
    /// Makes the cell for an item: the collection view, the index path and the item's identifier.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view: the collection view, the kind and the index path.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Makes supplementary views (nil: the collection view gets none, reported).
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView` making cells with `cellProvider`; it becomes the collection view's
    /// data source (the collection view holds it weakly, as in UIKit: keep a reference).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// A copy of the snapshot shown now.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: the differences from the snapshot shown before become one batch update — animated
    /// when `animatingDifferences`, else at once — and `completion` runs after it.
    public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let old = current
        guard let collectionView else {
            current = snapshot
            completion?()
            return
        }
        let batch = Self.difference(from: old, to: snapshot)
        let update = {
            collectionView.performBatchUpdates(
                {
                    self.current = snapshot
                    collectionView.deleteSections(batch.deletedSections)
                    collectionView.insertSections(batch.insertedSections)
                    collectionView.deleteItems(at: Array(batch.deletedItems))
                    collectionView.insertItems(at: Array(batch.insertedItems))
                    collectionView.reloadItems(at: Array(batch.reloadedItems))
                    for move in batch.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
                }, completion: { _ in completion?() })
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
    }

    /// The identifier of the item at `indexPath`; nil when there is none.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        let sections = current.sectionIdentifiers
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: sections[indexPath.section])
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The index path of the item `identifier`; nil when it is not shown.
    public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? { current.locate(identifier) }

    /// The number of sections of the snapshot shown.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The number of items in the section of the snapshot shown.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        let sections = current.sectionIdentifiers
        return sections.indices.contains(section) ? current.numberOfItems(inSection: sections[section]) : 0
    }

    /// The cell from the cell provider; a provider answering nil is reported (UIKit raises) and the item left
    /// empty.
    public func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            return cell
        }
        Diagnostics.report(
            .invalidDataSource, .exception,
            "UICollectionViewDiffableDataSource cell provider returned nil for index path \(indexPath)")
        return UICollectionViewCell.unusable()
    }

    /// The supplementary view from the provider; none is reported and the place left empty.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        Diagnostics.report(
            .invalidDataSource, .exception,
            "UICollectionViewDiffableDataSource supplementary view provider returned no \(kind) for index path \(indexPath)"
        )
        return UICollectionReusableView.unusable()
    }

    /// The batch turning `old` into `new`: sections and items matched by identifier; an item still in a
    /// surviving section but out of the order of the others is moved.
    static func difference(
        from old: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to new: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> CollectionBatch {
        var batch = CollectionBatch()
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let sectionChanges = newSections.difference(from: oldSections)
        for change in sectionChanges {
            switch change {
            case .remove(let offset, _, _): batch.deletedSections.insert(offset)
            case .insert(let offset, _, _): batch.insertedSections.insert(offset)
            }
        }
        let surviving = newSections.enumerated().filter { !batch.insertedSections.contains($0.offset) }
        var newPlace: [ItemIdentifierType: IndexPath] = [:]
        for (section, id) in surviving {
            for (item, itemID) in new.itemIdentifiers(inSection: id).enumerated() {
                newPlace[itemID] = IndexPath(item: item, section: section)
            }
        }
        var oldPlace: [ItemIdentifierType: IndexPath] = [:]
        for (section, id) in oldSections.enumerated() where !batch.deletedSections.contains(section) {
            for (item, itemID) in old.itemIdentifiers(inSection: id).enumerated() {
                oldPlace[itemID] = IndexPath(item: item, section: section)
            }
        }
        for (itemID, from) in oldPlace where newPlace[itemID] == nil { batch.deletedItems.insert(from) }
        for (itemID, to) in newPlace where oldPlace[itemID] == nil { batch.insertedItems.insert(to) }
        for (oldSection, id) in oldSections.enumerated() where !batch.deletedSections.contains(oldSection) {
            guard let newSection = newSections.firstIndex(of: id) else { continue }
            let kept = old.itemIdentifiers(inSection: id).filter { newPlace[$0]?.section == newSection }
            let arrived = new.itemIdentifiers(inSection: id).filter { oldPlace[$0]?.section == oldSection }
            let inOrder = Set(longestCommonSubsequence(kept, arrived))
            for itemID in kept where !inOrder.contains(itemID) {
                batch.movedItems.append((oldPlace[itemID]!, newPlace[itemID]!))
            }
        }
        for (itemID, from) in oldPlace {
            guard let to = newPlace[itemID] else { continue }
            if batch.movedItems.contains(where: { $0.from == from }) { continue }
            if newSections.firstIndex(of: oldSections[from.section]) != to.section {
                batch.movedItems.append((from, to))
            } else if new.reloadedItems.contains(itemID) {
                batch.reloadedItems.insert(from)
            }
        }
        return batch
    }

    /// The longest common subsequence of two sequences of unique identifiers holding the same elements in
    /// possibly different orders: the items that keep their relative order (the others move).
    private static func longestCommonSubsequence(
        _ a: [ItemIdentifierType], _ b: [ItemIdentifierType]
    )
        -> [ItemIdentifierType]
    {
        var position: [ItemIdentifierType: Int] = [:]
        for (index, id) in b.enumerated() { position[id] = index }
        let sequence = a.compactMap { position[$0] }
        var tails: [Int] = [], tailIndex: [Int] = [], previous = Array(repeating: -1, count: sequence.count)
        for (index, value) in sequence.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tailIndex[low - 1] }
            if low == tails.count {
                tails.append(value)
                tailIndex.append(index)
            } else {
                tails[low] = value
                tailIndex[low] = index
            }
        }
        var result: [ItemIdentifierType] = []
        var index = tailIndex.last ?? -1
        while index >= 0 {
            result.append(b[sequence[index]])
            index = previous[index]
        }
        return result.reversed()
    }
}
