import Foundation
@testable import OpenUIKit

/// A 200 × 300 collection view `cv` (flow layout, 40 × 40 items) in the key window, and its model: sections
/// of item ids, each new or reloaded item a new id. Batches are built as UIKit defines them — deletions and
/// reloads name items before the update, insertions after — and must be accepted; an inconsistent batch
/// must get UIKit's "Invalid update" and a reload. After every operation `cv` counts the model's sections and
/// items; once nothing animates, its visible cells are exactly the items whose layout attributes meet its
/// bounds, each at its attributes' frame and showing its item's id; every completion runs once.
@MainActor
final class FuzzCollectionScene: FuzzScene {
    unowned let universe: FuzzUniverse
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    let source = FuzzCollectionSource()
    private var nextID = 100

    init(universe: FuzzUniverse) {
        self.universe = universe
        layout.itemSize = CGSize(width: 40, height: 40)
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        source.model = [Array(0..<12), Array(20..<27), Array(40..<60)]
        collectionView.dataSource = source
        let window = universe.window(0)
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
    }

    var objects: [(name: String, object: () -> AnyObject?)] {
        [("cv", { [weak collectionView] in collectionView }), ("cv's data source", { [weak source] in source })]
    }

    private func newIDs(_ count: Int) -> [Int] {
        defer { nextID += count }
        return Array(nextID..<(nextID + count))
    }

    /// Runs a batch whose completion must run once; `invalid`: it must be reported as an invalid update.
    private func batch(_ what: String, invalid: Bool = false, _ updates: @escaping () -> Void) {
        let ledger = universe.ledger
        let token = ledger.expect("cv.performBatchUpdates: \(what)")
        let reports = Diagnostics.capture {
            collectionView.performBatchUpdates(updates) { _ in ledger.ran(token) }
        }
        let reported = reports.contains { $0.code == .invalidUpdate }
        if reported != invalid {
            ledger.violations.append("the batch (\(what)) was \(reported ? "" : "not ")reported as invalid")
        }
        if !invalid { for report in reports { Diagnostics.report(report) } }
    }

    func perform(_ operation: FuzzCollectionOperation, mode: FuzzMode) {
        let cv = collectionView
        let model = source.model
        switch operation {
        case .items(let s, let deleteMask, let reloadMask, let inserts, let offset):
            guard !model.isEmpty else { return }
            let section = s % model.count
            let old = model[section]
            let deleted = old.indices.filter { deleteMask & (1 << ($0 % 8)) != 0 && $0 < 8 }
            let reloaded = old.indices.filter { $0 < 8 && reloadMask & (1 << $0) != 0 && !deleted.contains($0) }
            var items = old
            for index in reloaded { items[index] = newIDs(1)[0] }
            items = items.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
            let total = items.count + inserts
            let positions = (0..<total).map { ($0 + offset) % total }.prefix(inserts).sorted()
            for (position, id) in zip(positions, newIDs(inserts)) { items.insert(id, at: position) }
            batch(operation.description) { [source] in
                source.model[section] = items
                cv.deleteItems(at: deleted.map { IndexPath(item: $0, section: section) })
                cv.reloadItems(at: reloaded.map { IndexPath(item: $0, section: section) })
                cv.insertItems(at: positions.map { IndexPath(item: $0, section: section) })
            }
        case .moveItem(let s, let i, let ts, let ti):
            guard !model.isEmpty else { return }
            let from = s % model.count, to = ts % model.count
            guard !model[from].isEmpty else { return }
            let item = i % model[from].count
            var next = model
            let id = next[from].remove(at: item)
            let toItem = ti % (next[to].count + 1)
            next[to].insert(id, at: toItem)
            batch(operation.description) { [source] in
                source.model = next
                cv.moveItem(at: IndexPath(item: item, section: from), to: IndexPath(item: toItem, section: to))
            }
        case .insertSection(let s, let count):
            let section = s % (model.count + 1)
            let ids = newIDs(count)
            batch(operation.description) { [source] in
                source.model.insert(ids, at: section)
                cv.insertSections(IndexSet(integer: section))
            }
        case .deleteSection(let s):
            guard !model.isEmpty else { return }
            let section = s % model.count
            batch(operation.description) { [source] in
                source.model.remove(at: section)
                cv.deleteSections(IndexSet(integer: section))
            }
        case .moveSection(let s, let t):
            guard !model.isEmpty else { return }
            let from = s % model.count, to = t % model.count
            batch(operation.description) { [source] in
                source.model.insert(source.model.remove(at: from), at: to)
                cv.moveSection(from, toSection: to)
            }
        case .reloadData:
            cv.reloadData()
        case .scroll(let o):
            cv.layoutIfNeeded()
            let maximum = max(cv.contentSize.height - cv.bounds.height, 0)
            cv.setContentOffset(
                CGPoint(x: 0, y: min(FuzzOperation.pick(FuzzCollectionOperation.offsets, o), maximum)), animated: true)
        case .invalidBatch(let s):
            guard mode == .misuse, !model.isEmpty else { return }
            let section = s % model.count
            let id = newIDs(1)[0]
            batch(operation.description, invalid: true) { [source] in source.model[section].append(id) }
        case .nestedBatch:
            guard mode == .misuse else { return }
            let ledger = universe.ledger
            let inner = ledger.expect("the nested batch's completion")
            let outer = ledger.expect("the outer batch's completion")
            let reports = Diagnostics.capture {
                cv.performBatchUpdates({ cv.performBatchUpdates(nil) { _ in ledger.ran(inner) } }) { _ in
                    ledger.ran(outer)
                }
            }
            if reports.filter({ $0.code == .invalidUpdate }).count != 1 {
                ledger.violations.append("a batch inside another's block was reported \(reports.count) times")
            }
        }
    }

    func problems(reports: [Diagnostic]) -> [String] {
        let cv = collectionView
        let model = source.model
        var problems: [String] = []
        if cv.numberOfSections != model.count {
            return ["cv has \(cv.numberOfSections) sections, the model \(model.count)"]
        }
        for (section, items) in model.enumerated() where cv.numberOfItems(inSection: section) != items.count {
            problems.append(
                "cv's section \(section) has \(cv.numberOfItems(inSection: section)) items, the model \(items.count)")
        }
        guard problems.isEmpty, !UIApplication.shared.isBusy else { return problems }
        cv.layoutIfNeeded()
        // The flow layout also returns lines that only touch the bounds; the collection view shows the items
        // whose frames share an area with them (CGRectIntersectsRect).
        let expected = Set(
            (layout.layoutAttributesForElements(in: cv.bounds) ?? [])
                .filter { $0.representedElementCategory == .cell && UICollectionView.overlaps($0.frame, cv.bounds) }
                .map(\.indexPath))
        var shown: Set<IndexPath> = []
        for cell in cv.visibleCells {
            guard let indexPath = cv.indexPath(for: cell) else {
                problems.append("a visible cell of cv has no index path")
                continue
            }
            if !shown.insert(indexPath).inserted { problems.append("cv shows \(indexPath) twice") }
            guard indexPath.section < model.count, indexPath.item < model[indexPath.section].count else {
                problems.append("cv shows \(indexPath), outside the model")
                continue
            }
            if cell.tag != model[indexPath.section][indexPath.item] {
                problems.append(
                    "cv's cell at \(indexPath) shows item \(cell.tag), the model \(model[indexPath.section][indexPath.item])"
                )
            }
            if let frame = layout.layoutAttributesForItem(at: indexPath)?.frame, cell.frame != frame {
                problems.append("cv's cell at \(indexPath) is at \(cell.frame), its attributes say \(frame)")
            }
        }
        if shown != expected {
            problems.append("cv shows \(shown.sorted()), the layout puts \(expected.sorted()) in its bounds")
        }
        return problems
    }
}

/// The collection view's data: sections of item ids; each cell carries its item's id as its tag.
@MainActor
final class FuzzCollectionSource: UICollectionViewDataSource {
    var model: [[Int]] = []

    func numberOfSections(in collectionView: UICollectionView) -> Int { model.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        model[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.tag = model[indexPath.section][indexPath.item]
        return cell
    }
}
