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
    /// The collection view using the layout (set when the layout is given to it).
    public internal(set) weak var collectionView: UICollectionView?

    /// Whether `prepare()` must run before the layout answers again.
    var needsPrepare = true

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

    /// Marks the layout out of date: `prepare()` runs again before the collection view's next layout pass.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

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
        prepare()
    }
}
