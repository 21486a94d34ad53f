import Foundation
import OpenUIKit

/// The news title bar of “Complex Animation Cases”: a horizontal `UICollectionView` of title cells, equal in
/// width, and the manager that is its data source and delegate and calls `didSelectItemAtIndexPathBlock` with
/// the index of the title a tap selected. The page selects the current title with
/// `selectItem(at:animated:scrollPosition: .centeredHorizontally)`, as the article does. The selected title is
/// white on a dark background.
@MainActor
final class TitleStripView: UIView, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    static let selectedColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
    static let stripColor = UIColor(white: 0.9, alpha: 1)

    let titles: [String]
    let collectionView: UICollectionView

    /// Called with the index of a title a tap selected (the manager's `didSelectItemAtIndexPathBlock`).
    var didSelectItemAtIndexPathBlock: ((Int) -> Void)?

    /// The index of the selected title (the collection view's selected item); setting it selects it without
    /// telling the block. An index beyond the titles is reported and ignored.
    var selectedIndex: Int {
        get { collectionView.indexPathsForSelectedItems?.first?.item ?? 0 }
        set {
            guard titles.indices.contains(newValue) else {
                Diagnostics.report(
                    .invalidArgument, .exception,
                    "TitleStripView: selectedIndex \(newValue) is beyond the \(titles.count) titles")
                return
            }
            collectionView.selectItem(
                at: IndexPath(item: newValue, section: 0), animated: false, scrollPosition: .centeredHorizontally)
        }
    }

    init(frame: CGRect, titles: [String]) {
        self.titles = titles
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: frame.width / CGFloat(max(titles.count, 1)), height: frame.height)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: layout)
        super.init(frame: frame)
        collectionView.backgroundColor = Self.stripColor
        collectionView.register(TitleCell.self, forCellWithReuseIdentifier: TitleCell.identifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        addSubview(collectionView)
    }

    /// The centre of title `index` in window coordinates, where a finger taps it (nil for an index beyond the
    /// titles, or while the strip is off screen).
    func titleCenterInWindow(_ index: Int) -> CGPoint? {
        guard titles.indices.contains(index) else { return nil }
        collectionView.layoutIfNeeded()
        return collectionView.cellForItem(at: IndexPath(item: index, section: 0))?.centerInWindow
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        titles.count
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TitleCell.identifier, for: indexPath)
        (cell as? TitleCell)?.label.text = titles[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        didSelectItemAtIndexPathBlock?(indexPath.item)
    }
}

/// One title of the strip: black on the strip's grey, white on dark when selected.
@MainActor
final class TitleCell: UICollectionViewCell {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    static let identifier = "title"
    let label = UILabel()

    override var isSelected: Bool {
        didSet { showSelection() }
    }

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 14)
        contentView.addSubview(label)
        showSelection()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }

    private func showSelection() {
        backgroundColor = isSelected ? TitleStripView.selectedColor : TitleStripView.stripColor
        label.textColor = isSelected ? .white : .black
    }
}
