import Foundation
import OpenUIKit

/// A grid of coloured tiles in a `UICollectionView` fed by a diffable data source, with three buttons under
/// it: Insert applies a snapshot with two new tiles after the first (a batch update: the tiles after them
/// move on, the new ones fade in), Layout switches between small and large tiles with
/// `setCollectionViewLayout(_:animated:)`, Delete applies a snapshot without the first tile. Every change
/// and its completion is noted in the trace.
final class CollectionGridController: UIViewController {
    static let buttonHeight: CGFloat = 40
    static let palette: [UIColor] = [
        UIColor(red: 0.85, green: 0.2, blue: 0.2, alpha: 1), UIColor(red: 0.15, green: 0.6, blue: 0.3, alpha: 1),
        UIColor(red: 0.2, green: 0.45, blue: 0.85, alpha: 1), UIColor(red: 0.9, green: 0.6, blue: 0.1, alpha: 1),
        UIColor(red: 0.55, green: 0.2, blue: 0.9, alpha: 1), UIColor(red: 0.1, green: 0.7, blue: 0.8, alpha: 1),
    ]

    /// Tiles 50 pt square, 10 pt apart, 10 pt from the edges: three to a line in 240 pt.
    static func smallLayout() -> UICollectionViewFlowLayout { layout(side: 50) }
    /// Tiles 100 pt square: two to a line.
    static func largeLayout() -> UICollectionViewFlowLayout { layout(side: 100) }

    private static func layout(side: CGFloat) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        return layout
    }

    private(set) var collectionView: UICollectionView?
    private(set) var buttons: [String: UIButton] = [:]
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>?
    private var nextTile = 6
    private var isLarge = false
    /// Notes a line in the demo's trace.
    var note: (String) -> Void = { _ in }

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 320))
        view.backgroundColor = .white
        let grid = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 240, height: 320 - Self.buttonHeight),
            collectionViewLayout: Self.smallLayout())
        grid.backgroundColor = UIColor(white: 0.95, alpha: 1)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        view.addSubview(grid)
        collectionView = grid
        for (index, title) in ["Insert", "Layout", "Delete"].enumerated() {
            let button = UIButton(
                type: .system,
                primaryAction: UIAction { [unowned self] _ in act(title) })
            button.setTitle(title, for: .normal)
            button.frame = CGRect(
                x: CGFloat(index) * 80, y: 320 - Self.buttonHeight, width: 80, height: Self.buttonHeight)
            view.addSubview(button)
            buttons[title] = button
        }
    }

    override func viewDidLoad() {
        guard let grid = collectionView else { return }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: grid) { view, indexPath, tile in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            cell.contentView.backgroundColor = Self.palette[tile % Self.palette.count]
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<6))
        dataSource.apply(snapshot, animatingDifferences: false)
        self.dataSource = dataSource
    }

    private func act(_ title: String) {
        guard let dataSource, let grid = collectionView else { return }
        var snapshot = dataSource.snapshot()
        switch title {
        case "Insert":
            let first = snapshot.itemIdentifiers.first ?? 0
            let tiles = [nextTile, nextTile + 1]
            nextTile += 2
            snapshot.insertItems(tiles, afterItem: first)
            note("insert tiles \(tiles[0]) and \(tiles[1]) after tile \(first)")
            dataSource.apply(snapshot) { [weak self] in self?.note("insert finished") }
        case "Delete":
            guard let first = snapshot.itemIdentifiers.first else { return }
            snapshot.deleteItems([first])
            note("delete tile \(first)")
            dataSource.apply(snapshot) { [weak self] in self?.note("delete finished") }
        default:
            isLarge.toggle()
            let large = isLarge
            note(large ? "layout → large tiles" : "layout → small tiles")
            grid.setCollectionViewLayout(large ? Self.largeLayout() : Self.smallLayout(), animated: true) {
                [weak self] finished in
                self?.note("layout change finished (\(finished))")
            }
        }
    }
}
