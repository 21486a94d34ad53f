// swift-format-ignore-file
// (This file quotes the documentation, README.md and the DocC articles, verbatim: ReadmeCoverageTests checks it.)
import Foundation
import Testing
import OpenUIKitTesting
import OpenUIKit

/// What the documentation's collection-view example prints (this file's `print` records instead of writing).
@MainActor private var printedLines: [String] = []

@MainActor private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    printedLines += items.map { "\($0)" }.joined(separator: separator).components(separatedBy: "\n")
}

/// The documentation's batch-update example, line for line, checked against the documentation's output block.
@MainActor
@Suite(.freshApplication, .serialized) struct ReadmeCollectionExampleTests {
    @Test func aBatchUpdateAndItsTrace() throws {
        printedLines = []
        final class Tiles: UICollectionViewDataSource {
            var count = 5
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                print("cell for item", indexPath.item)
                return collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            }
        }

        let window = UIWindow()                                 // 390 × 844 points
        window.makeKeyAndVisible()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)       // 10 pt minimum spacings: three a line, 45 pt apart
        let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let tiles = Tiles()
        grid.dataSource = tiles
        window.addSubview(grid)
        UIApplication.shared.advance(by: 0)
        let second = grid.cellForItem(at: IndexPath(item: 1, section: 0))!
        grid.performBatchUpdates({
            tiles.count += 1
            grid.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { finished in print("finished:", finished) })
        print("item 1 is now item", grid.indexPath(for: second)!.item, "at", second.frame.origin)
        UIApplication.shared.advance(by: UICollectionView.updateAnimationDuration / 2)
        print(String(format: "half-way: x %.1f", second.layer.presentation()!.frame.minX))
        UIApplication.shared.runUntilIdle()

        let readme = try ReadmeDocument()
        let example = try #require(readme.example(startingWith: "final class Tiles: UICollectionViewDataSource {"))
        #expect(printedLines == example.output)
    }

    @Test func aLayoutToLayoutPushAndPop() throws {
        printedLines = []
        final class Photos: UICollectionViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                print(title!, "will appear")
            }
        }

        func grid(side: CGFloat) -> UICollectionViewFlowLayout {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: side, height: side)
            return layout
        }
        let thumbnails = Photos(collectionViewLayout: grid(side: 60))   // five a line, 22.5 pt apart
        thumbnails.title = "Thumbnails"
        let large = Photos(collectionViewLayout: grid(side: 180))       // two a line, 30 pt apart
        large.title = "Large"
        large.useLayoutToLayoutNavigationTransitions = true
        let navigation = UINavigationController(rootViewController: thumbnails)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        navigation.pushViewController(large, animated: true)
        print("same collection view:", large.collectionView === thumbnails.collectionView)
        UIApplication.shared.runUntilIdle()
        print("item 1 at", large.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!.frame.origin)
        navigation.popViewController(animated: true)
        UIApplication.shared.runUntilIdle()
        print("item 1 at", thumbnails.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!.frame.origin)

        let readme = try ReadmeDocument()
        let example = try #require(readme.example(startingWith: "final class Photos: UICollectionViewController {"))
        #expect(printedLines == example.output)
    }
}
