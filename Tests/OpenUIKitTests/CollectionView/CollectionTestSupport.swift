import Testing
@testable import OpenUIKit

/// A collection cell that counts how many were made.
@MainActor
final class GridCell: UICollectionViewCell {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    nonisolated(unsafe) static var made = 0

    required init(frame: CGRect) {
        GridCell.made += 1
        super.init(frame: frame)
    }
}

/// A grid's data source and delegate: `sections` item counts, "cell" cells, optional sizes; every delegate
/// call logged as "<call> <item>".
@MainActor
final class GridSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections: [Int]
    var sizes: ((IndexPath) -> CGSize)?
    var refuseSelection: Set<Int> = []
    var log: [String] = []

    init(items: Int) { sections = [items] }
    init(sections: [Int]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section]
    }
    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return !refuseSelection.contains(indexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.item)")
    }
}

/// A flow layout of 100 × 50 items, 10 pt spacings and insets 20 (top, bottom) and 15 (sides): in a 390 pt
/// wide view, 360 pt of line hold three items (3 × 100 + 2 × 10 = 320; a fourth needs 430).
@MainActor
func makeGridLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    layout.sectionInset = UIEdgeInsets(top: 20, left: 15, bottom: 20, right: 15)
    return layout
}

/// A 390 × 844 collection view filling a shown window, over `source`, laid out.
@MainActor
func makeGrid(_ source: GridSource, layout: UICollectionViewLayout = makeGridLayout()) -> UICollectionView {
    GridCell.made = 0
    let window = makeTouchWindow()
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.register(GridCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
    }
    collectionView.dataSource = source
    collectionView.delegate = source
    window.addSubview(collectionView)
    UIApplication.shared.advance(by: 0)
    return collectionView
}

/// The frame of the visible cell of `item` in section 0.
@MainActor
func cellFrame(_ collectionView: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
    collectionView.cellForItem(at: IndexPath(item: item, section: section))?.frame
}
