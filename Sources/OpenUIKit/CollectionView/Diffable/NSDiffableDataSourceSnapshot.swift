import Foundation
import OpenQuartzCore

/// The state of a collection's data at one moment, as section and item identifiers (UIKit's
/// `NSDiffableDataSourceSnapshot`): build one, then `apply` it to a diffable data source, which works out the
/// inserts, deletes and moves from the snapshot it showed before. Identifiers must be unique: a duplicate
/// is reported (UIKit raises) and left out.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The sections, in order, with their items.
    private(set) var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// The items reloaded (new cells when applied).
    private(set) var reloadedItems: Set<ItemIdentifierType> = []

    /// An empty snapshot.
    public init() {}

    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The number of items in all sections.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    /// Every item identifier, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// The items of `identifier`'s section (empty when there is no such section).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.id == identifier }?.items ?? []
    }

    /// The number of items in `identifier`'s section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The section holding `identifier`; nil when no section does.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.id
    }

    /// The item's index among all items; nil when absent.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    /// The section's index; nil when absent.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.id == identifier }
    }

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers where checkNewSection(id) { sections.append((id, [])) }
    }

    /// Adds items at the end of `section` (the last section when nil). With no such section it is reported.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
    ) {
        guard let index = section.map(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1) else {
            Diagnostics.report(
                .invalidArgument, .exception,
                "NSDiffableDataSourceSnapshot.appendItems: there are currently no sections in the data source; append a section first"
            )
            return
        }
        for id in identifiers where checkNewItem(id) { sections[index].items.append(id) }
    }

    /// Inserts items just before `beforeIdentifier`, which must be in the snapshot.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insertItems(identifiers, at: beforeIdentifier, offset: 0)
    }

    /// Inserts items just after `afterIdentifier`, which must be in the snapshot.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        insertItems(identifiers, at: afterIdentifier, offset: 1)
    }

    /// Removes the items (absent ones are ignored).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll { gone.contains($0) } }
        reloadedItems.subtract(gone)
    }

    /// Removes every section and item.
    public mutating func deleteAllItems() {
        sections = []
        reloadedItems = []
    }

    /// Removes the sections with their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers)
        sections.removeAll { gone.contains($0.id) }
    }

    /// Moves an item to just before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, locate(identifier) != nil, locate(toIdentifier) != nil else {
            Diagnostics.report(
                .invalidArgument, .exception, "NSDiffableDataSourceSnapshot.moveItem: an item is not in the snapshot")
            return
        }
        deleteItems([identifier])
        insertItems([identifier], at: toIdentifier, offset: 0)
    }

    /// Marks items to get new cells when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItems.formUnion(identifiers.filter { locate($0) != nil })
    }

    /// The section index and item index of `identifier`.
    func locate(_ identifier: ItemIdentifierType) -> IndexPath? {
        for (section, entry) in sections.enumerated() {
            if let item = entry.items.firstIndex(of: identifier) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int) {
        guard let place = locate(anchor) else {
            Diagnostics.report(
                .invalidArgument, .exception,
                "NSDiffableDataSourceSnapshot.insertItems: invalid item identifier \(anchor), not in the snapshot")
            return
        }
        let fresh = identifiers.filter(checkNewItem)
        sections[place.section].items.insert(contentsOf: fresh, at: place.item + offset)
    }

    private func checkNewItem(_ identifier: ItemIdentifierType) -> Bool {
        guard locate(identifier) == nil else {
            Diagnostics.report(
                .invalidArgument, .exception,
                "NSDiffableDataSourceSnapshot: item identifier \(identifier) is already in the snapshot; identifiers must be unique"
            )
            return false
        }
        return true
    }

    private func checkNewSection(_ identifier: SectionIdentifierType) -> Bool {
        guard indexOfSection(identifier) == nil else {
            Diagnostics.report(
                .invalidArgument, .exception,
                "NSDiffableDataSourceSnapshot: section identifier \(identifier) is already in the snapshot; identifiers must be unique"
            )
            return false
        }
        return true
    }
}
