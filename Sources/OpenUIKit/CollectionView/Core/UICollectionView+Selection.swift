import Foundation
import OpenQuartzCore

/// Selecting items: in code (no delegate calls, as in UIKit) and by a tap, in UIKit's delegate order (see
/// `UICollectionViewDelegate`).
extension UICollectionView {
    /// The selected items, in order (nil when none is, as UIKit answers).
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// Selects the item at `indexPath` (nil: deselects every item) and scrolls it to `scrollPosition`. Without
    /// multiple selection the previous selection is deselected. The delegate is not told, as in UIKit. An item
    /// that does not exist is reported and ignored.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadDataIfNeeded()
        guard let indexPath else {
            for selected in selectedIndexPaths.sorted() { deselectItem(at: selected, animated: animated) }
            return
        }
        guard containsItem(indexPath) else {
            Diagnostics.report(
                .invalidArgument, .exception,
                "selectItem(at:animated:scrollPosition:): attempt to select an item at an invalid index path \(indexPath)"
            )
            return
        }
        if !allowsMultipleSelection {
            for selected in selectedIndexPaths.sorted() where selected != indexPath {
                deselectItem(at: selected, animated: animated)
            }
        }
        selectedIndexPaths.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath` when it is selected. The delegate is not told, as in UIKit.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedIndexPaths.remove(indexPath) != nil else { return }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// A finger went down at `touch`: the item under it highlights when selection is allowed and the delegate
    /// agrees, unless the touch stopped the scrolling (such a touch only stops it).
    func highlightItem(under touch: UITouch) {
        guard allowsSelection, !touchStoppedMotion, highlightedIndexPath == nil,
            let indexPath = indexPathForItem(at: touch.location(in: self))
        else { return }
        let delegate = collectionDelegate
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        highlightedIndexPath = indexPath
        cellForItem(at: indexPath)?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    /// The finger lifted at `touch`: on the highlighted item, the delegate is asked whether it may be
    /// selected (or deselected, when selected with multiple selection), the highlight goes, and the
    /// selection changes.
    func selectHighlightedItem(liftedAt touch: UITouch) {
        guard let indexPath = highlightedIndexPath else { return }
        guard indexPathForItem(at: touch.location(in: self)) == indexPath else {
            unhighlight()
            return
        }
        let delegate = collectionDelegate
        if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
            let allowed = delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            unhighlight()
            guard allowed else { return }
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        let allowed = delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        unhighlight()
        guard allowed else { return }
        if !allowsMultipleSelection {
            for previous in selectedIndexPaths.sorted() where previous != indexPath {
                deselectItem(at: previous, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: previous)
            }
        }
        selectedIndexPaths.insert(indexPath)
        let cell = cellForItem(at: indexPath)
        cell?.isSelected = true
        if let cell { triggerStoryboardSegues(cell.storyboardSegues, sender: cell) }
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// The highlight goes (`didUnhighlightItemAt`).
    func unhighlight() {
        guard let indexPath = highlightedIndexPath else { return }
        highlightedIndexPath = nil
        cellForItem(at: indexPath)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
}
