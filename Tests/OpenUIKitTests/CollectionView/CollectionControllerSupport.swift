import Foundation
@testable import OpenUIKit

/// A collection view controller of `items` "cell" items that logs its appearance callbacks and selections as
/// "<title> <call>".
@MainActor
final class LoggedCollectionController: UICollectionViewController {
    let log: LoggingController.Log
    var items = 8

    init(_ title: String, layout: UICollectionViewLayout, log: LoggingController.Log) {
        self.log = log
        super.init(collectionViewLayout: layout)
        self.title = title
    }

    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(GridCell.self, forCellWithReuseIdentifier: "cell")
        log.lines.append("\(title!) viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        log.lines.append("\(title!) viewWillAppear(\(animated))")
        super.viewWillAppear(animated)
    }
    override func viewDidAppear(_ animated: Bool) { log.lines.append("\(title!) viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(title!) viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(title!) viewDidDisappear(\(animated))") }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items
    }
    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.lines.append("\(title!) didSelect \(indexPath.item)")
    }
}

/// A flow layout that logs each `prepare()` as "<name> prepare".
@MainActor
final class LoggedFlowLayout: UICollectionViewFlowLayout {
    let name: String
    let log: LoggingController.Log

    init(_ name: String, side: CGFloat, log: LoggingController.Log) {
        self.name = name
        self.log = log
        super.init()
        itemSize = CGSize(width: side, height: 50)
        minimumInteritemSpacing = 10
        minimumLineSpacing = 10
        sectionInset = UIEdgeInsets(top: 20, left: 15, bottom: 20, right: 15)
    }

    override func prepare() {
        log.lines.append("\(name) prepare")
        super.prepare()
    }
}
