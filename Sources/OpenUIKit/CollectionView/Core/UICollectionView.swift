import Foundation
import OpenQuartzCore

/// A scrolling view of items placed by a layout object (UIKit's `UICollectionView`).
///
/// The collection view asks its `dataSource` for counts and cells, and its `collectionViewLayout` where
/// everything goes. At each layout pass it asks the layout only for the elements in its bounds: cells and
/// supplementary views that left the bounds go to reuse queues per identifier, and
/// `dequeueReusableCell(withReuseIdentifier:for:)` hands them out again — only visible items have views, so a
/// collection of any size costs a screenful of views (UICollectionView+Tiling).
///
/// Selection follows UIKit's delegate order on a tap (UICollectionView+Selection); batch updates animate
/// cells from their old to their new attributes (UICollectionView+BatchUpdates); a change of layout animates
/// every cell to the new layout, or follows a finger in an interactive transition
/// (UICollectionView+LayoutTransition).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put the item: at
    /// most one vertical and one horizontal position (none: no scrolling).
    public struct ScrollPosition: OptionSet, Sendable {
        /// The bit mask (UIKit's values).
        public let rawValue: UInt
        /// The positions `rawValue` names.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top edge at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Where the items come from. Setting it reloads the data at the next layout.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { setNeedsReload() }
    }

    /// The collection view's delegate: pass a `UICollectionViewDelegate` (or `…DelegateFlowLayout`) to be
    /// asked about items too. Setting it invalidates the layout (sizes may change).
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet { setNeedsReload() }
    }

    /// The layout placing the items; setting it is `setCollectionViewLayout(_:animated: false)`.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Whether a tap selects items (true by default).
    open var allowsSelection = true
    /// Whether a tap adds to the selection (and a tap on a selected item deselects it); false by default.
    open var allowsMultipleSelection = false {
        didSet {
            guard !allowsMultipleSelection, selectedIndexPaths.count > 1 else { return }
            for indexPath in selectedIndexPaths.sorted() { deselectItem(at: indexPath, animated: false) }
        }
    }

    /// The layout in use.
    var layout: UICollectionViewLayout
    /// The number of items of each section, from the data source's last answers.
    var itemCounts: [Int] = []
    var needsReload = true
    /// The views showing elements now: cells (nil kind) and supplementary views.
    var visibleViews: [CollectionElementKey: UICollectionReusableView] = [:]
    /// Views that left their element but are animating out, each with the number of its departure: a view
    /// goes to its reuse queue when the animation of that departure ends (not an earlier one's).
    var departingViews: [(view: UICollectionReusableView, departure: Int)] = []
    /// The number of departures so far (each departing view is stamped with it).
    var departures = 0
    /// Views that went out of use, by reuse-queue key (the kind and the identifier).
    var reuseQueues: [String: [UICollectionReusableView]] = [:]
    /// Registered classes, by reuse-queue key.
    var registeredClasses: [String: UICollectionReusableView.Type] = [:]
    /// Registered nibs and storyboard prototypes, by reuse-queue key: each call makes a new view (nil, after
    /// reporting why, when it cannot).
    var registeredFactories: [String: @MainActor () -> UICollectionReusableView?] = [:]
    /// Visible elements whose view the collection view could not use: left empty until the data reloads.
    var emptyElements: Set<CollectionElementKey> = []
    /// The selected items.
    var selectedIndexPaths: Set<IndexPath> = []
    /// The item under a finger that has not lifted yet.
    var highlightedIndexPath: IndexPath?
    /// The batch update being recorded or animated (UICollectionView+BatchUpdates).
    var batch: CollectionBatch?
    /// The number of batch-update and change-of-layout animations running (a batch may start while the
    /// previous one still animates).
    var runningUpdateAnimations = 0
    /// Whether a batch update's or a change of layout's animation is running.
    var isAnimatingUpdate: Bool { runningUpdateAnimations > 0 }
    /// The number of tiling passes so far (UICollectionView+Tiling stamps the views it finds with it).
    var tilingPasses = 0
    /// What the last tiling pass showed (UICollectionView+Tiling).
    var tiledElements: TiledElements?
    /// The number of changes of the visible views and of the elements left empty so far: the record of the
    /// last tiling pass holds while it stays the same.
    var visibleViewChanges = 0
    /// The interactive layout transition in progress (UICollectionView+LayoutTransition).
    var interactiveTransition: CollectionInteractiveTransition?
    /// The layouts whose `collectionView` is this one and that someone else may still hold (see
    /// `noteLayoutAttached(_:)`): the collection view's deinit clears their unretained reference to it.
    var attachedLayouts: [UICollectionViewLayout] = []

    /// The layouts that still name the collection view forget it as it goes.
    isolated deinit {
        for layout in attachedLayouts where layout.collectionView === self { layout.collectionView = nil }
    }

    /// Keeps `layout`, just given this collection view, among `attachedLayouts`; drops those that name
    /// another collection view now and those no one else holds (which a weak reference would have lost).
    func noteLayoutAttached(_ layout: UICollectionViewLayout) {
        var index = 0
        while index < attachedLayouts.count {
            if attachedLayouts[index] !== layout
                && (attachedLayouts[index].collectionView !== self
                    || isKnownUniquelyReferenced(&attachedLayouts[index]))
            {
                attachedLayouts.remove(at: index)
            } else {
                index += 1
            }
        }
        if !attachedLayouts.contains(where: { $0 === layout }) { attachedLayouts.append(layout) }
    }

    /// A collection view in `frame` placing its items with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// Makes a collection view from an Interface Builder file, with the flow layout the file describes and
    /// its prototype cells and section header and footer views, registered by reuse identifier (UIKit's
    /// `init?(coder:)`).
    public required init?(coder: NSCoder) {
        layout =
            (coder as? IBCoder).map { IBControlValues.flowLayout(from: $0.element) } ?? UICollectionViewFlowLayout()
        super.init(coder: coder)
        layout.collectionView = self
        if let coder = coder as? IBCoder { coder.instantiation.decodeCollectionView(self, from: coder.element) }
    }

    /// Moving the bounds asks the layout whether it must lay out again (a change of breadth, pinned headers).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            if newValue != super.bounds, layout.shouldInvalidateLayout(forBoundsChange: newValue) {
                layout.invalidateLayout()
            }
            super.bounds = newValue
        }
    }

    /// Loads the data and prepares the layout if needed, then shows the elements in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        tileElements()
    }

    /// The item under the finger highlights (UICollectionView+Selection).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { highlightItem(under: touch) }
    }

    /// Moving the finger changes nothing until the pan takes the touch.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Lifting on the highlighted item selects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { selectHighlightedItem(liftedAt: touch) }
    }

    /// A cancelled touch (a drag began) only removes the highlight.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        unhighlight()
    }

    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// The number of sections of the data loaded.
    public var numberOfSections: Int {
        loadDataIfNeeded()
        return itemCounts.count
    }

    /// The number of items of `section` in the data loaded (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        loadDataIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// Asks the data source again for everything, and the layout for new attributes: the selection is
    /// cleared and the visible views go to the reuse queues (a batch animation in progress ends where it is).
    open func reloadData() {
        selectedIndexPaths = []
        highlightedIndexPath = nil
        for key in visibleViews.keys.sorted() { retireView(at: key) }
        let departed = departingViews
        departingViews = []
        for (view, _) in departed { enqueue(view) }
        emptyElements = []
        visibleViewChanges &+= 1
        needsReload = true
        loadDataIfNeeded()
        setNeedsLayout()
    }

    func setNeedsReload() {
        needsReload = true
        layout.invalidateLayout()
        setNeedsLayout()
    }

    /// Whether `indexPath` names an item of the data loaded.
    func containsItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && itemCounts.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < itemCounts[indexPath.section]
    }

    /// Loads the counts if something changed since the last load, and invalidates the layout. A negative
    /// count is reported (UIKit raises) and that part keeps what it had.
    func loadDataIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        itemCounts = loadCounts(keeping: itemCounts)
        let context = type(of: layout).invalidationContextClass.init()
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        selectedIndexPaths = selectedIndexPaths.filter(containsItem)
    }

    /// The data source's counts now; a negative answer is reported and `old`'s count kept.
    func loadCounts(keeping old: [Int]) -> [Int] {
        guard let dataSource else { return [] }
        var sectionCount = dataSource.numberOfSections(in: self)
        if sectionCount < 0 {
            Diagnostics.report(
                .invalidDataSource, .exception,
                "numberOfSections(in:) returned \(sectionCount); the collection view keeps its \(old.count) sections")
            sectionCount = old.count
        }
        return (0..<sectionCount).map { section in
            let count = dataSource.collectionView(self, numberOfItemsInSection: section)
            guard count >= 0 else {
                let kept = old.indices.contains(section) ? old[section] : 0
                Diagnostics.report(
                    .invalidDataSource, .exception,
                    "collectionView(_:numberOfItemsInSection:) returned \(count) for section \(section); the section keeps its \(kept) items"
                )
                return kept
            }
            return count
        }
    }
}
