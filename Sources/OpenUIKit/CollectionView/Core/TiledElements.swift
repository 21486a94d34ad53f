import Foundation

/// What a collection view's last tiling pass showed: the layout's attributes of the elements in the bounds,
/// in the layout's order, the view showing each (nil: an element left empty), and the collection view's
/// count of changes to its visible views then. A later pass that finds the same elements in the same order,
/// with no change to the visible views since, knows each element's view without looking it up: it only
/// applies the attributes that are new (none while a scroll stays within the same lines; all of them at each
/// frame of a layout transition).
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

    /// The views of `shown`, the elements a pass finds now, when they are the elements recorded (the same
    /// attributes objects, or attributes of the same elements) in the same order and the visible views have
    /// seen no change since (`changes` is their count now); nil otherwise.
    func views(ofSameElements shown: [UICollectionViewLayoutAttributes], changes: Int) -> [UICollectionReusableView?]? {
        guard changes == self.changes, shown.count == attributes.count else { return nil }
        for index in shown.indices {
            let element = shown[index], recorded = attributes[index]
            guard element === recorded || element.elementKey == recorded.elementKey else { return nil }
        }
        return views
    }
}
