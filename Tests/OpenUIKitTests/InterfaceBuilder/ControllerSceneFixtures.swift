import Foundation
@testable import OpenUIKit

/// The classes `Controllers.storyboard` names, written as an iOS app writes them but for the one change:
/// `@IBOutlet` dropped and the outlets and actions listed as `IBConnectable`. Each logs its
/// `awakeFromNib()` and actions to `InterfaceBuilderLog`.
final class LibraryViewController: UIViewController {
    var pad: UIView?
    var shareItem: UIBarButtonItem?
    var prepared: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        InterfaceBuilderLog.entries.append("Library awakeFromNib shareItem=\(shareItem?.title ?? "nil")")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append("\(segue.identifier ?? "nil") \(sender.map { "\(type(of: $0))" } ?? "nil")")
        InterfaceBuilderLog.entries.append("Library prepare \(segue.identifier ?? "nil")")
    }

    @IBAction func edit(_ sender: UIBarButtonItem) {
        InterfaceBuilderLog.entries.append("Library edit \(sender.title ?? "nil")")
    }

    @IBAction func share(_ sender: UIBarButtonItem) {
        InterfaceBuilderLog.entries.append("Library share \(sender.title ?? "nil")")
    }

    @IBAction func tapped(_ sender: UITapGestureRecognizer) {
        InterfaceBuilderLog.entries.append("Library tapped \(sender.numberOfTapsRequired)")
    }

    @IBAction func pressed(_ sender: UILongPressGestureRecognizer) {
        InterfaceBuilderLog.entries.append("Library pressed \(sender.state)")
    }
}

extension LibraryViewController: IBConnectable {
    static let interfaceBuilderConnections: [IBConnection] = [
        .outlet("pad", \LibraryViewController.pad), .outlet("shareItem", \LibraryViewController.shareItem),
        .action("edit:", LibraryViewController.edit), .action("share:", LibraryViewController.share),
        .action("tapped:", LibraryViewController.tapped), .action("pressed:", LibraryViewController.pressed),
    ]
}

/// The storyboard's tap recognizer class: logs its `awakeFromNib()`.
final class RecordingTapGestureRecognizer: UITapGestureRecognizer {
    override func awakeFromNib() {
        super.awakeFromNib()
        InterfaceBuilderLog.entries.append("Tap awakeFromNib view=\(view.map { "\(type(of: $0))" } ?? "nil")")
    }
}

/// The page scene's class: logs its `awakeFromNib()` with the attributes it was made with.
final class RecordingPageViewController: UIPageViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
        InterfaceBuilderLog.entries.append("Pages awakeFromNib spacing=\(interPageSpacing)")
    }
}

/// The grid scene's collection view controller: two tiles in one section, under a header.
final class GridViewController: UICollectionViewController {
    var selected: [IndexPath] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        InterfaceBuilderLog.entries.append("Grid awakeFromNib")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
        (cell as? TileCell)?.nameLabel?.text = "Tile \(indexPath.item)"
        return cell
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let item = (sender as? TileCell)?.nameLabel?.text ?? "nil"
        InterfaceBuilderLog.entries.append("Grid prepare \(segue.identifier ?? "nil") sender=\(item)")
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        InterfaceBuilderLog.entries.append("Grid didSelectItemAt \(indexPath.item)")
    }
}

/// The prototype cells' class: its label is an outlet.
final class TileCell: UICollectionViewCell {
    var nameLabel: UILabel?

    override func awakeFromNib() {
        super.awakeFromNib()
        InterfaceBuilderLog.entries.append("Tile awakeFromNib label=\(nameLabel?.text ?? "nil")")
    }
}

extension TileCell: IBConnectable {
    static let interfaceBuilderConnections: [IBConnection] = [.outlet("nameLabel", \TileCell.nameLabel)]
}

/// The grid's section header class.
final class ShelfHeader: UICollectionReusableView {}

/// A plain scene holding a collection view with a prototype cell.
final class ShelfViewController: UIViewController {
    var shelf: UICollectionView?
}

extension ShelfViewController: IBConnectable {
    static let interfaceBuilderConnections: [IBConnection] = [.outlet("shelf", \ShelfViewController.shelf)]
}
