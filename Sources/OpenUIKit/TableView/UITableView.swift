import Foundation
import OpenQuartzCore

/// A vertically scrolling list of rows in sections (UIKit's `UITableView`), plain style.
///
/// The table asks its `dataSource` for counts and cells and its delegate (a `UITableViewDelegate`, set
/// through `delegate`) for heights and selection. It loads its data at its first layout or on
/// `reloadData()`, asking every row's height then (as UIKit does without estimated heights), so
/// `contentSize` is exact. Only the rows in the bounds have cells, as subviews: at each layout, cells
/// that scrolled out go to a reuse queue per identifier, and `dequeueReusableCell(withIdentifier:)` hands
/// them out again for rows that scroll in — a table of any length keeps about a screenful of cells.
///
/// Section headers come from the data source's titles or the delegate's views (UITableView+Headers): they
/// float over the rows in the plain style and scroll with them in the grouped styles.
///
/// Deliberate differences: no section footers, editing or estimated heights; separators are drawn under each
/// row (not in the empty space below the last); `.grouped` and `.insetGrouped` are laid out as `.plain` but
/// for their headers, which do not float.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's look.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` put the row.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows the row (none when it is visible).
        case none
        case top, middle, bottom
    }

    public let style: Style

    /// Where the rows come from. Setting it reloads the data at the next layout.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { setNeedsReload() }
    }

    /// The table's delegate: pass a `UITableViewDelegate` to be asked about rows too. Setting it reloads
    /// the data at the next layout (heights may change).
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet { setNeedsReload() }
    }

    /// The height of rows when the delegate does not give one: 44 points, UIKit's standard row. A negative
    /// or non-finite height is reported and ignored.
    open var rowHeight: CGFloat {
        get { storedRowHeight }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                Diagnostics.report(
                    .invalidGeometry, .exception,
                    "UITableView.rowHeight must be finite and not negative; got \(newValue), kept \(storedRowHeight)")
                return
            }
            storedRowHeight = newValue
            setNeedsReload()
        }
    }
    private var storedRowHeight: CGFloat = 44

    /// The line between rows: a hairline (`.singleLine`) by default.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { styleSeparators() }
    }

    /// The colour of the lines between rows (`.separator` by default).
    open var separatorColor: UIColor? = .separator {
        didSet { styleSeparators() }
    }

    /// How far the lines between rows stay from the table's sides: 16 pt on the left by default, UIKit's
    /// margin (only `left` and `right` are used).
    open var separatorInset = UIEdgeInsets(top: 0, left: UITableViewCell.margin, bottom: 0, right: 0) {
        didSet { styleSeparators() }
    }

    /// The height of section headers when the delegate does not give one: `automaticDimension` by default
    /// (the default height for a section with a title). Setting it reloads the data at the next layout.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }

    /// Whether a tap selects rows (true by default).
    open var allowsSelection = true

    /// The row geometry of the data loaded last.
    var rows = TableRowLayout()
    var needsReload = true
    /// The views showing section headers now.
    var headerViewsBySection: [Int: UIView] = [:]
    /// The cells showing rows now.
    var cellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    /// Cells that scrolled out, by reuse identifier.
    var reuseQueues: [String: [UITableViewCell]] = [:]
    /// Registered cell classes, by reuse identifier.
    var registeredClasses: [String: UITableViewCell.Type] = [:]
    /// Registered nibs and storyboard prototypes, by reuse identifier: each makes a fresh cell.
    var registeredFactories: [String: @MainActor () -> UITableViewCell?] = [:]
    /// Visible rows whose cell the table could not use: left empty until they scroll out or the data reloads.
    var emptyRows: Set<IndexPath> = []
    /// The selected row.
    var selectedIndexPath: IndexPath?
    /// The row under a finger that has not lifted yet.
    var highlightedIndexPath: IndexPath?

    /// A table of `style` in `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
    }

    /// Makes a table view from an Interface Builder file: its style, row height and separator style, and
    /// its prototype cells, registered by reuse identifier (UIKit's `init?(coder:)`).
    public required init?(coder: NSCoder) {
        style = (coder as? IBCoder).map { IBControlValues.tableStyle($0.element["style"]) } ?? .plain
        super.init(coder: coder)
        if !coder.containsValue(forKey: "alwaysBounceVertical") { alwaysBounceVertical = true }
        if let coder = coder as? IBCoder { coder.instantiation.decodeTableView(self, from: coder.element) }
    }

    /// A plain table in `frame`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Tiles the visible rows with cells (UITableView+Cells) and places the section headers
    /// (UITableView+Headers).
    open override func layoutSubviews() {
        super.layoutSubviews()
        tileCells()
        tileHeaders()
    }

    /// The row under the finger highlights (UITableView+Selection).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { highlightRow(under: touch) }
    }

    /// Moving the finger changes nothing until the pan takes the touch.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Lifting on the highlighted row selects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { selectHighlightedRow(liftedAt: touch) }
    }

    /// A cancelled touch (a drag began) only removes the highlight.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        unhighlight()
    }

    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    /// The number of sections of the data loaded.
    public var numberOfSections: Int {
        loadDataIfNeeded()
        return rows.numberOfSections
    }

    /// The number of rows of `section` in the data loaded (0 for a section that does not exist).
    public func numberOfRows(inSection section: Int) -> Int {
        loadDataIfNeeded()
        return rows.numberOfRows(inSection: section)
    }

    /// Asks the data source and delegate again for everything: counts, heights, and the cells of the visible
    /// rows (at the next layout). The selection is cleared and the visible cells go to the reuse queues.
    open func reloadData() {
        selectedIndexPath = nil
        highlightedIndexPath = nil
        for indexPath in cellsByIndexPath.keys.sorted() { retireCell(at: indexPath) }
        for section in headerViewsBySection.keys.sorted() { retireHeader(section) }
        emptyRows = []
        needsReload = true
        loadDataIfNeeded()
        setNeedsLayout()
    }

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Loads counts and heights if something changed since the last load. A negative count is reported
    /// and that part keeps what it had; a height that is negative or not finite is reported and
    /// `rowHeight` used.
    func loadDataIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        guard let dataSource else {
            rows = TableRowLayout()
            contentSize = CGSize(width: bounds.width, height: 0)
            return
        }
        var sectionCount = dataSource.numberOfSections(in: self)
        if sectionCount < 0 {
            Diagnostics.report(
                .invalidDataSource, .exception,
                "numberOfSections(in:) returned \(sectionCount); the table keeps its \(rows.numberOfSections) sections")
            sectionCount = rows.numberOfSections
        }
        let delegate = tableDelegate
        let heights: [[CGFloat]] = (0..<sectionCount).map { section in
            var count = dataSource.tableView(self, numberOfRowsInSection: section)
            if count < 0 {
                Diagnostics.report(
                    .invalidDataSource, .exception,
                    "tableView(_:numberOfRowsInSection:) returned \(count) for section \(section); the section keeps its \(rows.numberOfRows(inSection: section)) rows"
                )
                count = rows.numberOfRows(inSection: section)
            }
            guard let delegate else { return Array(repeating: rowHeight, count: count) }
            return (0..<count).map { row in
                let height = delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: section))
                guard height.isFinite, height >= 0 else {
                    Diagnostics.report(
                        .invalidDataSource, .exception,
                        "tableView(_:heightForRowAt:) returned \(height) for row \(row) of section \(section); using rowHeight \(rowHeight)"
                    )
                    return rowHeight
                }
                return height
            }
        }
        rows = TableRowLayout(heights: heights, headerHeights: loadHeaderHeights(sectionCount: sectionCount))
        if let selected = selectedIndexPath, !rows.contains(selected) { selectedIndexPath = nil }
        contentSize = CGSize(width: bounds.width, height: rows.totalHeight)
    }
}
