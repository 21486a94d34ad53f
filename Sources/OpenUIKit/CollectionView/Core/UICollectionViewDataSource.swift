import Foundation
import OpenQuartzCore

/// Where a collection view's items come from (UIKit's `UICollectionViewDataSource`): counts, cells, and the
/// supplementary views its layout asks for.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections (1 by default).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    /// The supplementary view of `kind` at `indexPath`, from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. UIKit raises when the layout asks
    /// for one and the data source does not implement this; the default reports it and shows nothing there.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        Diagnostics.report(
            .invalidDataSource, .exception,
            "the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:) for the \(kind) at \(indexPath)"
        )
        return UICollectionReusableView.unusable()
    }
}
