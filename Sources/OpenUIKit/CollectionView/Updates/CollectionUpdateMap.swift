import Foundation

/// Where every item and section of the data before a batch update is after it, and the reverse — or, when
/// the counts do not add up, UIKit's "Invalid update" text. Surviving items keep their order and fill the
/// places that insertions and moves leave free, as in UIKit.
struct CollectionUpdateMap {
    /// For each old section, its new index (nil: deleted).
    private(set) var newSection: [Int?] = []
    /// For each new section, its old index (nil: inserted).
    private(set) var oldSection: [Int?] = []
    /// For each old section, each item's new place (nil: deleted or reloaded).
    private var newItem: [[ItemPlace?]] = []
    /// For each new section, each item's old place (nil: inserted or reloaded).
    private var oldItem: [[ItemPlace?]] = []

    /// An item's section and index: the maps hold these rather than `IndexPath`s, which cost far more to
    /// make and store, and a batch maps every item of the sections it touches.
    private struct ItemPlace {
        let section: Int
        let item: Int

        var indexPath: IndexPath { IndexPath(item: item, section: section) }
    }

    /// The map of `batch` from `oldCounts` to `newCounts`; throws UIKit's message when they do not add up.
    init(batch: CollectionBatch, oldCounts: [Int], newCounts: [Int]) throws(CollectionUpdateError) {
        try mapSections(batch, old: oldCounts.count, new: newCounts.count)
        newItem = oldCounts.map { Array(repeating: nil, count: $0) }
        oldItem = newCounts.map { Array(repeating: nil, count: $0) }
        try checkItemPaths(batch, oldCounts: oldCounts, newCounts: newCounts)
        for (target, source) in oldSection.enumerated() {
            guard let source else { continue }
            if batch.reloadedSections.contains(source) { continue }
            if batch.movedSections.contains(where: { $0.from == source }) {
                guard oldCounts[source] == newCounts[target] else {
                    throw CollectionUpdateError(
                        "Invalid update: invalid number of items in section \(target). The number of items contained in a moved section after the update (\(newCounts[target])) must be equal to the number of items contained in that section before the update (\(oldCounts[source]))."
                    )
                }
                for item in 0..<oldCounts[source] { link(oldSection: source, oldItem: item, target, item) }
                continue
            }
            try mapItems(of: source, to: target, batch, oldCounts: oldCounts, newCounts: newCounts)
        }
    }

    /// The new index path of the old item at `indexPath` (nil: deleted or reloaded).
    func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        guard newItem.indices.contains(indexPath.section), newItem[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return newItem[indexPath.section][indexPath.item]?.indexPath
    }

    /// The old index path of the new item at `indexPath` (nil: inserted or reloaded).
    func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
        guard oldItem.indices.contains(indexPath.section), oldItem[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return oldItem[indexPath.section][indexPath.item]?.indexPath
    }

    /// The new index of old section `section` (nil: deleted or reloaded).
    func newSectionIndex(forOld section: Int) -> Int? {
        newSection.indices.contains(section) ? newSection[section] : nil
    }

    private mutating func link(_ old: IndexPath, _ section: Int, _ item: Int) {
        link(oldSection: old.section, oldItem: old.item, section, item)
    }

    private mutating func link(oldSection: Int, oldItem old: Int, _ section: Int, _ item: Int) {
        newItem[oldSection][old] = ItemPlace(section: section, item: item)
        oldItem[section][item] = ItemPlace(section: oldSection, item: old)
    }

    private mutating func mapSections(_ batch: CollectionBatch, old: Int, new: Int) throws(CollectionUpdateError) {
        let inserted = batch.insertedSections.union(batch.reloadedSections)
        let deleted = batch.deletedSections.union(batch.reloadedSections)
        guard new == old - batch.deletedSections.count + batch.insertedSections.count else {
            throw CollectionUpdateError(
                "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(new)) must be equal to the number of sections contained in the collection view before the update (\(old)), plus or minus the number of sections inserted or deleted (\(batch.insertedSections.count) inserted, \(batch.deletedSections.count) deleted)."
            )
        }
        let movedFrom = batch.movedSections.map(\.from), movedTo = batch.movedSections.map(\.to)
        let outOfRange =
            deleted.first { $0 >= old } ?? movedFrom.first { $0 < 0 || $0 >= old } ?? inserted.first { $0 >= new }
            ?? movedTo.first { $0 < 0 || $0 >= new }
        if let outOfRange {
            throw CollectionUpdateError(
                "Invalid update: section \(outOfRange) is out of bounds (\(old) sections before the update, \(new) after)."
            )
        }
        guard Set(movedFrom).count == movedFrom.count, Set(movedTo).count == movedTo.count,
            Set(movedFrom).isDisjoint(with: deleted), Set(movedTo).isDisjoint(with: inserted)
        else {
            throw CollectionUpdateError(
                "Invalid update: a section is moved twice, or moved and also inserted, deleted or reloaded.")
        }
        oldSection = Array(repeating: nil, count: new)
        newSection = Array(repeating: nil, count: old)
        var taken = inserted
        for move in batch.movedSections {
            oldSection[move.to] = move.from
            newSection[move.from] = move.to
            taken.insert(move.to)
        }
        var free = (0..<new).filter { !taken.contains($0) }.makeIterator()
        for section in 0..<old where !deleted.contains(section) && !movedFrom.contains(section) {
            guard let target = free.next() else { break }
            oldSection[target] = section
            newSection[section] = target
        }
        for section in batch.reloadedSections where section < new { oldSection[section] = nil }
    }

    private func checkItemPaths(
        _ batch: CollectionBatch, oldCounts: [Int], newCounts: [Int]
    )
        throws(CollectionUpdateError)
    {
        func valid(_ path: IndexPath, _ counts: [Int]) -> Bool {
            path.count == 2 && counts.indices.contains(path.section) && path.item >= 0
                && path.item < counts[path.section]
        }
        let old = batch.deletedItems.union(batch.reloadedItems).union(batch.movedItems.map(\.from))
        let new = batch.insertedItems.union(batch.movedItems.map(\.to))
        if let bad = old.sorted().first(where: { !valid($0, oldCounts) }) {
            throw CollectionUpdateError(
                "Invalid update: attempt to delete, reload or move item \(bad.item) from section \(bad.section), which only contains \(oldCounts.indices.contains(bad.section) ? oldCounts[bad.section] : 0) items before the update."
            )
        }
        if let bad = new.sorted().first(where: { !valid($0, newCounts) }) {
            throw CollectionUpdateError(
                "Invalid update: attempt to insert or move item \(bad.item) into section \(bad.section), which only contains \(newCounts.indices.contains(bad.section) ? newCounts[bad.section] : 0) items after the update."
            )
        }
    }

    private mutating func mapItems(
        of source: Int, to target: Int, _ batch: CollectionBatch, oldCounts: [Int], newCounts: [Int]
    ) throws(CollectionUpdateError) {
        let deleted = batch.deletedItems.filter { $0.section == source }.map(\.item)
        let inserted = batch.insertedItems.filter { $0.section == target }.map(\.item)
        let movedOut = batch.movedItems.filter { $0.from.section == source }
        let movedIn = batch.movedItems.filter { $0.to.section == target && newSection[$0.from.section] != nil }
        let expected = oldCounts[source] - deleted.count + inserted.count - movedOut.count + movedIn.count
        guard newCounts[target] == expected else {
            throw CollectionUpdateError(
                "Invalid update: invalid number of items in section \(target). The number of items contained in an existing section after the update (\(newCounts[target])) must be equal to the number of items contained in that section before the update (\(oldCounts[source])), plus or minus the number of items inserted or deleted from that section (\(inserted.count) inserted, \(deleted.count) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn.count) moved in, \(movedOut.count) moved out)."
            )
        }
        // The surviving items fill the free places in order: plain loops over flags by index, as a batch
        // runs this for every item of the section.
        let newCount = newCounts[target], oldCount = oldCounts[source]
        var taken = [Bool](repeating: false, count: newCount)
        for item in inserted { taken[item] = true }
        for move in movedIn {
            link(move.from, target, move.to.item)
            taken[move.to.item] = true
        }
        var leaving = [Bool](repeating: false, count: oldCount)
        for item in deleted { leaving[item] = true }
        for move in movedOut { leaving[move.from.item] = true }
        var reloaded = [Bool](repeating: false, count: oldCount)
        for path in batch.reloadedItems where path.section == source { reloaded[path.item] = true }
        var slot = 0
        for item in 0..<oldCount where !leaving[item] {
            while slot < newCount, taken[slot] { slot += 1 }
            guard slot < newCount else { break }
            if !reloaded[item] { link(oldSection: source, oldItem: item, target, slot) }
            slot += 1
        }
    }
}

/// A batch update whose counts do not add up, with UIKit's exception text.
struct CollectionUpdateError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
