import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit
import TestSupport

/// A cell whose content view holds a box pinned to its edges, of a size set by constraints.
@MainActor
final class BoxCell: UICollectionViewCell {
    let box = UIView()
    private var width: NSLayoutConstraint!
    private var height: NSLayoutConstraint!

    required init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        width = box.widthAnchor.constraint(equalToConstant: 10)
        height = box.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor), width, height,
        ])
    }

    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) { nil }

    func size(_ size: CGSize) {
        width.constant = size.width
        height.constant = size.height
    }
}

/// Items whose cells size themselves by Auto Layout to `sizes`.
@MainActor
final class BoxSource: UICollectionViewDataSource {
    var sizes: [CGSize]
    init(sizes: [CGSize]) { self.sizes = sizes }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sizes.count }
    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath)
        (cell as? BoxCell)?.size(sizes[indexPath.item])
        return cell
    }
}

/// A flow layout that logs the invalidation contexts it gets.
@MainActor
final class ContextLoggingFlowLayout: UICollectionViewFlowLayout {
    var log: [String] = []

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts {
            log.append("counts")
        } else if let items = context.invalidatedItemIndexPaths {
            let flow = context as? UICollectionViewFlowLayoutInvalidationContext
            log.append(
                "items \(items.map(\.item)) \(context.contentSizeAdjustment.width) \(context.contentSizeAdjustment.height) metrics \(flow?.invalidateFlowLayoutDelegateMetrics ?? true)"
            )
        }
        super.invalidateLayout(with: context)
    }
}

/// Self-sizing cells in a flow layout with estimated sizes: 50 × 50 estimates, 10 pt spacings, insets 20
/// (top, bottom) and 15 (sides) in a 390 pt wide view, 360 pt of line.
@MainActor
@Suite(.freshApplication) struct UICollectionViewSelfSizingTests {
    private func makeSelfSizing(
        _ source: BoxSource, estimate: CGSize = CGSize(width: 50, height: 50),
        cells: UICollectionViewCell.Type = BoxCell.self
    ) -> (UICollectionView, ContextLoggingFlowLayout) {
        let layout = ContextLoggingFlowLayout()
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 20, left: 15, bottom: 20, right: 15)
        layout.estimatedItemSize = estimate
        let window = makeTouchWindow()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(cells, forCellWithReuseIdentifier: "box")
        collectionView.dataSource = source
        window.addSubview(collectionView)
        UIApplication.shared.advance(by: 0)
        return (collectionView, layout)
    }

    @Test func cellsTakeTheSizeAutoLayoutGivesTheirContent() {
        // Measured: 100 × 40, 150 × 60, 200 × 30. Line 1 holds items 0 and 1 (100 + 10 + 150 = 260; with 200
        // more, 470 > 360), justified: 360 - 250 = 110 between them; 60 thick, item 0 centred 10 lower.
        // Line 2 holds item 2 alone, centred: 15 + (360 - 200) / 2 = 95, at 20 + 60 + 10 = 90.
        let source = BoxSource(sizes: [
            CGSize(width: 100, height: 40), CGSize(width: 150, height: 60), CGSize(width: 200, height: 30),
        ])
        let (grid, _) = makeSelfSizing(source)
        #expect(cellFrame(grid, 0) == CGRect(x: 15, y: 30, width: 100, height: 40))
        #expect(cellFrame(grid, 1) == CGRect(x: 225, y: 20, width: 150, height: 60))
        #expect(cellFrame(grid, 2) == CGRect(x: 95, y: 90, width: 200, height: 30))
        #expect(grid.contentSize == CGSize(width: StandardScreen.width, height: 90 + 30 + 20))
        #expect(
            grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.size == CGSize(width: 150, height: 60))
    }

    @Test func eachMeasuredCellInvalidatesItsItemWithTheChangeOfSize() {
        let source = BoxSource(sizes: [
            CGSize(width: 100, height: 40), CGSize(width: 150, height: 60), CGSize(width: 200, height: 30),
        ])
        let (_, layout) = makeSelfSizing(source)
        // The three items fit one line at 50 × 50 and are measured in one pass, in item order.
        #expect(
            layout.log == [
                "counts", "items [0] 50.0 -10.0 metrics false", "items [1] 100.0 10.0 metrics false",
                "items [2] 150.0 -20.0 metrics false",
            ])
    }

    @Test func automaticSizeEstimatesWithTheItemSize() {
        let source = BoxSource(sizes: [CGSize(width: 100, height: 40)])
        let (grid, layout) = makeSelfSizing(source, estimate: UICollectionViewFlowLayout.automaticSize)
        // itemSize 50 × 50 is the estimate: the change is +50, -10; one item alone is centred.
        #expect(layout.log == ["counts", "items [0] 50.0 -10.0 metrics false"])
        #expect(cellFrame(grid, 0) == CGRect(x: 15 + (360 - 100) / 2, y: 20, width: 100, height: 40))
    }

    @Test func measuredSizesFollowTheirItemsThroughABatchUpdate() {
        let source = BoxSource(sizes: [CGSize(width: 100, height: 40), CGSize(width: 150, height: 60)])
        let (grid, layout) = makeSelfSizing(source)
        layout.log.removeAll()
        UIView.performWithoutAnimation {
            grid.performBatchUpdates {
                source.sizes.insert(CGSize(width: 360, height: 20), at: 0)
                grid.insertItems(at: [IndexPath(item: 0, section: 0)])
            }
        }
        grid.layoutIfNeeded()
        // Only the new item is measured: 360 × 20 alone on line 1 (y 20); the old items, now 1 and 2, keep
        // their sizes on line 2 at y 50, justified 110 apart, item 1 centred on the 60 pt line.
        #expect(layout.log == ["items [0] 310.0 -30.0 metrics false"])
        #expect(cellFrame(grid, 0) == CGRect(x: 15, y: 20, width: 360, height: 20))
        #expect(cellFrame(grid, 1) == CGRect(x: 15, y: 60, width: 100, height: 40))
        #expect(cellFrame(grid, 2) == CGRect(x: 15 + 100 + 10, y: 50, width: 150, height: 60))
    }

    @Test func aCellMaySizeItselfWithoutAutoLayout() {
        final class TallCell: UICollectionViewCell {
            override func preferredLayoutAttributesFitting(
                _ layoutAttributes: UICollectionViewLayoutAttributes
            ) -> UICollectionViewLayoutAttributes {
                let attributes = layoutAttributes.copy()
                attributes.size = CGSize(width: 360, height: 80 + CGFloat(layoutAttributes.indexPath.item) * 10)
                return attributes
            }
        }
        let source = BoxSource(sizes: [.zero, .zero])
        let (grid, _) = makeSelfSizing(source, cells: TallCell.self)
        #expect(cellFrame(grid, 0) == CGRect(x: 15, y: 20, width: 360, height: 80))
        #expect(cellFrame(grid, 1) == CGRect(x: 15, y: 110, width: 360, height: 90))
        #expect(grid.contentSize == CGSize(width: StandardScreen.width, height: 110 + 90 + 20))
    }

    @Test func preferredAttributesThatAreNotFiniteAreReportedAndTheEstimateKept() {
        final class BrokenCell: UICollectionViewCell {
            override func preferredLayoutAttributesFitting(
                _ layoutAttributes: UICollectionViewLayoutAttributes
            ) -> UICollectionViewLayoutAttributes {
                let attributes = layoutAttributes.copy()
                attributes.size = CGSize(width: CGFloat.nan, height: 10)
                return attributes
            }
        }
        let source = BoxSource(sizes: [.zero])
        var grid: UICollectionView?
        let reports = Diagnostics.capture { grid = makeSelfSizing(source, cells: BrokenCell.self).0 }
        #expect(reports.map(\.code) == [.invalidGeometry])
        #expect(grid.flatMap { cellFrame($0, 0) } == CGRect(x: 15 + (360 - 50) / 2, y: 20, width: 50, height: 50))
    }
}
