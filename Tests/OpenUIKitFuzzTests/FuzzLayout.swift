import Foundation
import PropertyBased
@testable import OpenUIKit

/// The Auto Layout area's operations, on the scene's container `k` (200 × 200) and its subviews `v0…v3`.
enum FuzzLayoutOperation: Hashable, Sendable, CustomStringConvertible {
    /// Activates a constraint of `FuzzLayoutOperation.forms` on view `view` (and view `other` when the form
    /// relates two views).
    case add(view: Int, form: Int, relation: Int, constant: Int, priority: Int, other: Int)
    /// Deactivates the model's constraint at that index.
    case remove(Int)
    case setConstant(Int, constant: Int)
    /// Changes an optional constraint's priority to another optional one (valid), or an active constraint's
    /// between required and optional (UIKit raises).
    case setPriority(Int, priority: Int)
    /// Activates a constraint to a view outside `k`'s hierarchy (UIKit raises).
    case addToStranger(view: Int)

    /// The constraint forms: the first item's attribute, the second item (nil, the container, another view),
    /// its attribute, the multiplier.
    enum Second: Hashable, Sendable { case none, container, other }
    static let forms:
        [(
            first: NSLayoutConstraint.Attribute, second: Second, attribute: NSLayoutConstraint.Attribute,
            multiplier: CGFloat
        )] = [
            (.width, .none, .notAnAttribute, 1), (.height, .none, .notAnAttribute, 1),
            (.leading, .container, .leading, 1),
            (.top, .container, .top, 1), (.leading, .other, .trailing, 1), (.centerX, .other, .centerX, 1),
            (.width, .other, .width, 0.5), (.trailing, .container, .trailing, 1), (.bottom, .container, .bottom, 1),
            (.height, .other, .width, 1),
        ]
    static let relations: [NSLayoutConstraint.Relation] = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]
    static let constants: [CGFloat] = [0, 10, 40, 100, -20, 250]
    static let priorities: [Float] = [1000, 1000, 999, 750, 500, 250, 1]

    var description: String {
        switch self {
        case .add(let v, let form, let relation, let constant, let priority, let other):
            let f = FuzzOperation.pick(Self.forms, form)
            let second: String
            switch f.second {
            case .none: second = ""
            case .container: second = "k.\(f.attribute) + "
            case .other: second = "\(f.multiplier == 1 ? "" : "\(f.multiplier) × ")v\(other % 4).\(f.attribute) + "
            }
            return
                "(v\(v % 4).\(f.first) \(FuzzOperation.pick(Self.relations, relation)) \(second)\(FuzzOperation.pick(Self.constants, constant)) @\(FuzzOperation.pick(Self.priorities, priority))).isActive = true"
        case .remove(let i): return "constraints[\(i)].isActive = false"
        case .setConstant(let i, let c): return "constraints[\(i)].constant = \(FuzzOperation.pick(Self.constants, c))"
        case .setPriority(let i, let p): return "constraints[\(i)].priority = \(FuzzOperation.pick(Self.priorities, p))"
        case .addToStranger(let v): return "(v\(v % 4).width == UIView().width).isActive = true"
        }
    }
}

extension FuzzGenerators {
    static let layoutDomains: [FuzzDomain] = [
        FuzzDomain(
            "addConstraint", 10, 8,
            zip(
                Gen.int(in: 0...3), Gen.int(in: 0..<FuzzLayoutOperation.forms.count),
                Gen.int(in: 0..<FuzzLayoutOperation.relations.count),
                Gen.int(in: 0..<FuzzLayoutOperation.constants.count),
                Gen.int(in: 0..<FuzzLayoutOperation.priorities.count), Gen.int(in: 1...3)
            ).map { t in
                FuzzOperation.layout(
                    .add(view: t.0, form: t.1, relation: t.2, constant: t.3, priority: t.4, other: t.0 + t.5))
            }),
        FuzzDomain("removeConstraint", 3, 3, Gen.int(in: 0...15).map { FuzzOperation.layout(.remove($0)) }),
        FuzzDomain(
            "setConstant", 3, 3,
            zip(Gen.int(in: 0...15), Gen.int(in: 0..<FuzzLayoutOperation.constants.count)).map {
                FuzzOperation.layout(.setConstant($0, constant: $1))
            }),
        FuzzDomain(
            "setPriority", 2, 3,
            zip(Gen.int(in: 0...15), Gen.int(in: 0..<FuzzLayoutOperation.priorities.count)).map {
                FuzzOperation.layout(.setPriority($0, priority: $1))
            }),
        FuzzDomain("addToStranger", 0, 1, Gen.int(in: 0...3).map { FuzzOperation.layout(.addToStranger(view: $0)) }),
    ]
}
