import Foundation

/// The attributes objects of a flow layout section's items, made from the items' frames when first asked
/// for and kept until the layout prepares again (so the collection view sees the same object for an
/// unchanged item, as when they were all made by `prepare()`).
@MainActor
final class FlowLayoutItemAttributes {
    private let section: Int
    private var made: [UICollectionViewLayoutAttributes?]

    /// Room for the `count` items of `section`.
    init(section: Int, count: Int) {
        self.section = section
        made = Array(repeating: nil, count: count)
    }

    /// The attributes of item `index`, made at `frame` the first time.
    func attributes(of index: Int, frame: CGRect) -> UICollectionViewLayoutAttributes {
        if let attributes = made[index] { return attributes }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: section))
        attributes.frame = frame
        made[index] = attributes
        return attributes
    }
}
