import Foundation

/// What a collection view's last tiling pass showed: the layout's attributes of the elements in the bounds,
/// in the layout's order, the view showing each (nil: an element left empty), and the collection view's
/// count of changes to its visible views then. A later pass that finds the same attributes objects, each
/// still applied to its view, with no change to the visible views since, has nothing to do.
@MainActor
struct TiledElements {
    private let attributes: [UICollectionViewLayoutAttributes]
    private let views: [UICollectionReusableView?]
    private let changes: Int

    /// The record of a pass that showed `attributes` with `views`, when the visible views had seen
    /// `changes` changes.
    init(_ attributes: [UICollectionViewLayoutAttributes], views: [UICollectionReusableView?], changes: Int) {
        self.attributes = attributes
        self.views = views
        self.changes = changes
    }

    /// Whether `shown`, the elements a pass finds now, are those recorded, each still showing with the same
    /// attributes object, and the visible views have seen no change since (`changes` is their count now).
    func isShowing(_ shown: [UICollectionViewLayoutAttributes], changes: Int) -> Bool {
        guard changes == self.changes, shown.count == attributes.count else { return false }
        for index in shown.indices {
            let element = shown[index]
            guard element === attributes[index] else { return false }
            if let view = views[index], view.appliedAttributes !== element { return false }
        }
        return true
    }
}
