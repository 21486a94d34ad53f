import Foundation
import PropertyBased
@testable import OpenUIKit

/// The touches area's operations: fingers (`f0`, `f1`) on the scene's views `v0…v2`, gesture recognizers
/// (`g0…`) added and removed at any moment (also mid-gesture), a scroll view `s` flicked and a table view
/// `tv` dragged and reloaded while it scrolls.
enum FuzzTouchOperation: Hashable, Sendable, CustomStringConvertible {
    case addRecognizer(view: Int, kind: Int)
    case removeRecognizer(Int)
    case fingerDown(Int, view: Int)
    case fingerMove(Int, dx: Int, dy: Int)
    case fingerUp(Int)
    case fingerCancel(Int)
    case tap(view: Int)
    /// A drag over the scroll view or the table view: `FuzzTouchOperation.flicks`.
    case flick(Int, table: Bool)
    /// `tv` gets a new row count and `reloadData()`.
    case reloadTable(rows: Int)

    static let recognizers = [
        "UITapGestureRecognizer", "UITapGestureRecognizer (2 taps)", "UIPanGestureRecognizer",
        "UILongPressGestureRecognizer", "UISwipeGestureRecognizer (.right)", "UIPinchGestureRecognizer",
    ]
    /// Upward drags of the scrolling views: how far and over how long (the fast ones decelerate after).
    static let flicks: [(distance: CGFloat, duration: TimeInterval)] = [
        (120, 0.08), (40, 0.5), (150, 0.3), (-120, 0.08),
    ]
    static let rowCounts = [0, 1, 5, 30, 100]
    static let moves = [-60, -15, 0, 15, 60]

    var description: String {
        switch self {
        case .addRecognizer(let v, let kind):
            return
                "v\(v % 3).addGestureRecognizer(g = \(FuzzOperation.pick(Self.recognizers, kind))(handler: log its state))"
        case .removeRecognizer(let g): return "g\(g).view?.removeGestureRecognizer(g\(g))"
        case .fingerDown(let f, let v): return "f\(f % 2) = touchDown(at: the centre of v\(v % 3)); advance(by: 0)"
        case .fingerMove(let f, let dx, let dy):
            return
                "touchMove(f\(f % 2), by: (\(FuzzOperation.pick(Self.moves, dx)), \(FuzzOperation.pick(Self.moves, dy)))); advance(by: 1.0 / 60)"
        case .fingerUp(let f): return "touchUp(f\(f % 2)); advance(by: 0)"
        case .fingerCancel(let f): return "touchCancel(f\(f % 2)); advance(by: 0)"
        case .tap(let v): return "tap(at: the centre of v\(v % 3))"
        case .flick(let kind, let table):
            let flick = FuzzOperation.pick(Self.flicks, kind)
            return "drag \(table ? "tv" : "s") up by \(flick.distance) over \(flick.duration) s"
        case .reloadTable(let rows):
            return "rows = \(FuzzOperation.pick(Self.rowCounts, rows)); tv.reloadData()"
        }
    }
}

extension FuzzGenerators {
    static let touchDomains: [FuzzDomain] = [
        FuzzDomain(
            "addRecognizer", 3, 3,
            zip(Gen.int(in: 0...2), Gen.int(in: 0..<FuzzTouchOperation.recognizers.count)).map {
                FuzzOperation.touch(.addRecognizer(view: $0, kind: $1))
            }),
        FuzzDomain("removeRecognizer", 2, 2, Gen.int(in: 0...7).map { FuzzOperation.touch(.removeRecognizer($0)) }),
        FuzzDomain(
            "fingerDown", 4, 4,
            zip(Gen.int(in: 0...1), Gen.int(in: 0...2)).map { FuzzOperation.touch(.fingerDown($0, view: $1)) }),
        FuzzDomain(
            "fingerMove", 6, 5,
            zip(Gen.int(in: 0...1), Gen.int(in: 0...4), Gen.int(in: 0...4)).map {
                FuzzOperation.touch(.fingerMove($0, dx: $1, dy: $2))
            }),
        FuzzDomain("fingerUp", 4, 4, Gen.int(in: 0...1).map { FuzzOperation.touch(.fingerUp($0)) }),
        FuzzDomain("fingerCancel", 1, 1, Gen.int(in: 0...1).map { FuzzOperation.touch(.fingerCancel($0)) }),
        FuzzDomain("tap", 3, 3, Gen.int(in: 0...2).map { FuzzOperation.touch(.tap(view: $0)) }),
        FuzzDomain(
            "flick", 4, 4,
            zip(Gen.int(in: 0..<FuzzTouchOperation.flicks.count), Gen.bool).map {
                FuzzOperation.touch(.flick($0, table: $1))
            }),
        FuzzDomain(
            "reloadTable", 3, 3,
            Gen.int(in: 0..<FuzzTouchOperation.rowCounts.count).map { FuzzOperation.touch(.reloadTable(rows: $0)) }),
    ]
}
