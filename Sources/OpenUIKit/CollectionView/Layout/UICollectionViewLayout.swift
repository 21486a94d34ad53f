import Foundation
import OpenQuartzCore

/// Decides where a collection view's cells and supplementary views go (UIKit's `UICollectionViewLayout`),
/// an abstract class to subclass: the collection view calls `prepare()` once after each invalidation, then
/// reads `collectionViewContentSize` and asks `layoutAttributesForElements(in:)` for the rectangle it shows
/// at each layout pass (only that rectangle: a layout of any size costs a screenful of attributes per frame).
///
/// For batch updates the collection view asks `initialLayoutAttributesForAppearingItem(at:)` where an
/// inserted item starts and `finalLayoutAttributesForDisappearingItem(at:)` where a deleted one ends. The base
/// class answers nil for both, which the collection view takes as UIKit's default: the element fades (alpha
/// 0) at its own place.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view using the layout (set when the layout is given to it). Not retained (the
    /// collection view holds its layout), and not held weakly either: a weak reference gives the collection
    /// view a side table of reference counts, which makes every retain and release of it — each of its cells'
    /// walks up the hierarchy — several times slower. The collection view keeps the layouts it was given and
    /// clears this as it goes (its deinit), so it never outlives the collection view.
    public internal(set) unowned(unsafe) var collectionView: UICollectionView? {
        didSet { collectionView?.noteLayoutAttached(self) }
    }

    /// Whether `prepare()` must run before the layout answers again.
    var needsPrepare = true
    /// How many times `prepare()` ran: a transition layout keeps the elements it paired until either of its
    /// layouts prepares again.
    private(set) var preparations = 0

    /// A layout not yet given to a collection view.
    public init() {}

    /// Computes what the layout needs to answer; called once after each invalidation. The default does
    /// nothing.
    open func prepare() {}

    /// The size of all the content (zero by default).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element meeting `rect` (nil by default).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath` (nil by default).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath` (nil by default).
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    )
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout (false by default:
    /// scrolling does not; a layout with pinned headers says true).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout out of date: `prepare()` runs again before the collection view's next layout pass
    /// (`invalidateLayout(with:)` with an empty context of `invalidationContextClass`).
    open func invalidateLayout() {
        invalidateLayout(with: Self.invalidationContextClass.init())
    }

    /// Marks the layout out of date for what `context` says changed; subclasses override it to keep what
    /// they can, calling `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// The class of the contexts the layout makes (`UICollectionViewLayoutInvalidationContext` by default).
    open class var invalidationContextClass: UICollectionViewLayoutInvalidationContext.Type {
        UICollectionViewLayoutInvalidationContext.self
    }

    /// Whether the layout sizes items from estimates that self-sizing cells correct (false by default): the
    /// collection view then asks each cell it shows for its `preferredLayoutAttributesFitting(_:)`.
    var estimatesItemSizes: Bool { false }

    /// Whether a cell's preferred attributes change the layout (the base layout: no; a flow layout with
    /// estimated sizes: when the size differs).
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context invalidating the layout for a cell's preferred attributes: the item invalidated, and the
    /// content size adjusted by the change of size.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = Self.invalidationContextClass.init()
        context.invalidateItems(at: [originalAttributes.indexPath])
        context.contentSizeAdjustment = CGSize(
            width: preferredAttributes.size.width - originalAttributes.size.width,
            height: preferredAttributes.size.height - originalAttributes.size.height)
        return context
    }

    /// Items moved in a batch update: `newIndexPath` gives each old item's new index path (nil: deleted).
    /// The base layout keeps nothing per item.
    func itemsDidMove(_ newIndexPath: (IndexPath) -> IndexPath?) {}

    /// Where an item inserted by a batch update starts its animation (nil by default: its final place,
    /// transparent).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where an item deleted by a batch update ends its animation (nil by default: its old place,
    /// transparent).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    { nil }

    /// Runs `prepare()` if the layout was invalidated since it last ran.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        preparations &+= 1
        prepare()
    }
}
