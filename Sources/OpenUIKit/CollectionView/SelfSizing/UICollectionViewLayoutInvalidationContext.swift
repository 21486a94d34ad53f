import Foundation
import OpenQuartzCore

/// What part of a layout an invalidation concerns (UIKit's `UICollectionViewLayoutInvalidationContext`): a
/// layout's `invalidateLayout(with:)` reads it to keep what it can. The collection view makes one with
/// `invalidateDataSourceCounts` when the data reloads, and layouts make one in
/// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` for a self-sizing cell.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext {
    /// The items whose attributes changed.
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// Whether the item counts changed (the data reloaded): layouts drop what they kept per item.
    public internal(set) var invalidateDataSourceCounts = false
    /// How much the content size changes (zero by default).
    open var contentSizeAdjustment: CGSize = .zero

    /// Whether everything must be recomputed: the counts changed.
    public var invalidateEverything: Bool { invalidateDataSourceCounts }

    /// An empty context: nothing in particular is invalid.
    public required init() {}

    /// Adds `indexPaths` to the invalidated items.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }
}
