import Foundation
import PropertyBased
@testable import OpenUIKit

/// The collection view area's operations, on the scene's collection view `cv` and its model (sections of
/// item ids). Indices wrap around the model's sections and items.
enum FuzzCollectionOperation: Hashable, Sendable, CustomStringConvertible {
    /// One batch in one section: the items the `deletes` mask names go, the ones the `reloads` mask names
    /// (among the rest) are reloaded, and `inserts` new items arrive at positions chosen by `offset`.
    case items(section: Int, deletes: Int, reloads: Int, inserts: Int, offset: Int)
    case moveItem(section: Int, item: Int, toSection: Int, toItem: Int)
    case insertSection(Int, items: Int)
    case deleteSection(Int)
    case moveSection(Int, to: Int)
    case reloadData
    case scroll(Int)
    /// The model gains an item in that section but the batch records nothing (UIKit raises "Invalid update").
    case invalidBatch(section: Int)
    /// A batch update inside another's block (ignored, reported).
    case nestedBatch

    static let offsets: [CGFloat] = [0, 100, 400, 2_000]

    var description: String {
        switch self {
        case .items(let s, let d, let r, let i, let o):
            return
                "cv.performBatchUpdates({ section \(s): delete items by mask \(d), reload by mask \(r) of the rest, insert \(i) (offset \(o)) }, completion: expectOnce)"
        case .moveItem(let s, let i, let ts, let ti):
            return
                "cv.performBatchUpdates({ cv.moveItem(at: [\(s), \(i)], to: [\(ts), \(ti)]) }, completion: expectOnce)"
        case .insertSection(let s, let n):
            return "cv.performBatchUpdates({ cv.insertSections([\(s)]) with \(n) items }, completion: expectOnce)"
        case .deleteSection(let s):
            return "cv.performBatchUpdates({ cv.deleteSections([\(s)]) }, completion: expectOnce)"
        case .moveSection(let s, let t):
            return "cv.performBatchUpdates({ cv.moveSection(\(s), toSection: \(t)) }, completion: expectOnce)"
        case .reloadData: return "cv.reloadData()"
        case .scroll(let o):
            return
                "cv.setContentOffset(CGPoint(x: 0, y: \(FuzzOperation.pick(Self.offsets, o))) clamped, animated: true)"
        case .invalidBatch(let s):
            return "model section \(s) gains an item; cv.performBatchUpdates({}, completion: expectOnce)"
        case .nestedBatch:
            return
                "cv.performBatchUpdates({ cv.performBatchUpdates(nil, completion: expectOnce) }, completion: expectOnce)"
        }
    }
}

extension FuzzGenerators {
    static let collectionDomains: [FuzzDomain] = [
        FuzzDomain(
            "batchItems", 10, 8,
            zip(Gen.int(in: 0...3), Gen.int(in: 0...255), Gen.int(in: 0...255), Gen.int(in: 0...3), Gen.int(in: 0...9))
                .map { t in
                    FuzzOperation.collection(
                        .items(section: t.0, deletes: t.1, reloads: t.2, inserts: t.3, offset: t.4))
                }),
        FuzzDomain(
            "moveItem", 3, 3,
            zip(Gen.int(in: 0...3), Gen.int(in: 0...9), Gen.int(in: 0...3), Gen.int(in: 0...9)).map { t in
                FuzzOperation.collection(.moveItem(section: t.0, item: t.1, toSection: t.2, toItem: t.3))
            }),
        FuzzDomain(
            "insertSection", 2, 2,
            zip(Gen.int(in: 0...4), Gen.int(in: 0...6)).map { FuzzOperation.collection(.insertSection($0, items: $1)) }),
        FuzzDomain("deleteSection", 2, 2, Gen.int(in: 0...3).map { FuzzOperation.collection(.deleteSection($0)) }),
        FuzzDomain(
            "moveSection", 1, 1,
            zip(Gen.int(in: 0...3), Gen.int(in: 0...3)).map { FuzzOperation.collection(.moveSection($0, to: $1)) }),
        FuzzDomain("reloadData", 1, 1, Gen.always(FuzzOperation.collection(.reloadData))),
        FuzzDomain(
            "scrollCollection", 2, 2,
            Gen.int(in: 0..<FuzzCollectionOperation.offsets.count).map { FuzzOperation.collection(.scroll($0)) }),
        FuzzDomain(
            "invalidBatch", 0, 2, Gen.int(in: 0...3).map { FuzzOperation.collection(.invalidBatch(section: $0)) }),
        FuzzDomain("nestedBatch", 0, 1, Gen.always(FuzzOperation.collection(.nestedBatch))),
    ]
}
