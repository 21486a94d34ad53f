import Foundation
import OpenQuartzCore

/// Where and how one element of a collection view shows (UIKit's `UICollectionViewLayoutAttributes`): a cell,
/// a supplementary view (a header or footer) — its frame, transform, alpha, z-order and visibility. Layouts
/// make them; the collection view applies them to its cells and animates between them.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    // The stored values skip the run-time exclusivity checks: a layout transition reads and writes them for
    // every visible element at every frame, on the main actor, one access at a time (no value is passed
    // `inout` to code that reads it again), where the checks cost more than the values' own work.

    /// What kind of element the attributes place.
    public enum Category: Int, Sendable {
        /// An item's cell.
        case cell
        /// A view the data source supplies for a kind (a header, a footer).
        case supplementaryView
        /// A view the layout owns (OpenUIKit's layouts make none).
        case decorationView
    }

    /// The element's index path.
    @exclusivity(unchecked) public var indexPath: IndexPath
    /// Whether the attributes place a cell or a supplementary view.
    public let representedElementCategory: Category
    /// The kind of supplementary view (`elementKindSectionHeader`…); nil for a cell.
    public let representedElementKind: String?

    /// The element's frame in the collection view's content (untransformed: center and size).
    public var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The element's centre in the content.
    @exclusivity(unchecked) public var center: CGPoint = .zero
    /// The element's size.
    @exclusivity(unchecked) public var size: CGSize = .zero
    /// The element's transform about its centre (identity by default).
    @exclusivity(unchecked) public var transform3D = CATransform3DIdentity
    /// The element's opacity (1 by default).
    @exclusivity(unchecked) public var alpha: CGFloat = 1
    /// The element's order along the z axis: higher is in front (0 by default; flow-layout headers are 10).
    @exclusivity(unchecked) public var zIndex = 0
    /// Whether the element is hidden (false by default).
    @exclusivity(unchecked) public var isHidden = false

    /// The element's bounds: its size at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// Attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for the supplementary view of `elementKind` at `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// A copy to change without changing the layout's (UIKit's `copy()`).
    public func copy() -> UICollectionViewLayoutAttributes {
        let copy =
            representedElementKind.map {
                UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: indexPath)
            }
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        return copy
    }

    /// Whether every value is finite (a layout returning NaN or infinite geometry is reported, not applied).
    var isFinite: Bool {
        center.x.isFinite && center.y.isFinite && size.width.isFinite && size.height.isFinite && alpha.isFinite
            && size.width >= 0 && size.height >= 0
    }

    /// The element's identity: its category, kind and index path.
    var elementKey: CollectionElementKey {
        CollectionElementKey(kind: representedElementKind, indexPath: indexPath)
    }
}

/// A collection view element's identity: nil kind for a cell, else the supplementary kind; and its index path.
struct CollectionElementKey: Hashable, Comparable {
    let kind: String?
    let indexPath: IndexPath
    /// The section and item of a two-part index path (nil for another length), read once: the visible
    /// views are found, compared and sorted by key at every layout pass and update, and Foundation's
    /// `IndexPath` reads and hashes its parts slowly.
    private let sectionAndItem: (section: Int, item: Int)?

    init(kind: String?, indexPath: IndexPath) {
        self.kind = kind
        self.indexPath = indexPath
        sectionAndItem = indexPath.count == 2 ? (indexPath[0], indexPath[1]) : nil
    }

    static func == (lhs: CollectionElementKey, rhs: CollectionElementKey) -> Bool {
        guard lhs.kind == rhs.kind else { return false }
        if let left = lhs.sectionAndItem, let right = rhs.sectionAndItem { return left == right }
        return lhs.indexPath == rhs.indexPath
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        if let position = sectionAndItem {
            hasher.combine(position.section)
            hasher.combine(position.item)
        } else {
            hasher.combine(indexPath)
        }
    }

    /// Cells first (no kind), then supplementary views by kind; within a kind, by index path.
    static func < (lhs: CollectionElementKey, rhs: CollectionElementKey) -> Bool {
        if lhs.kind != rhs.kind { return (lhs.kind ?? "") < (rhs.kind ?? "") }
        if let left = lhs.sectionAndItem, let right = rhs.sectionAndItem { return left < right }
        return lhs.indexPath < rhs.indexPath
    }
}

extension Dictionary where Key == CollectionElementKey {
    /// The entries in key order (cells first, then supplementary views by kind; each by index path). The
    /// comparison is not isolated to the main actor: a closure formed there and handed to the standard
    /// library's sort would check its executor at every comparison, which cost more than the comparisons.
    /// The keys are sorted with the entries' positions, not the entries: the sort copies what it compares,
    /// and each copy of an entry retains and releases its value.
    nonisolated func sortedByKey() -> [(key: Key, value: Value)] {
        let entries = Array(self)
        let order = entries.indices.map { (key: entries[$0].key, position: $0) }.sorted { $0.key < $1.key }
        return order.map { entries[$0.position] }
    }
}
