import Cassowary
import Foundation

/// A linear expression being assembled — Σ coefficient × variable + constant — before it becomes a
/// solver expression.
struct LinearSum {
    var terms: [(variable: Variable, coefficient: Double)] = []
    var constant: Double = 0

    mutating func add(_ variable: Variable, _ coefficient: Double) {
        terms.append((variable, coefficient))
    }

    /// `lhs - rhs`.
    static func - (lhs: LinearSum, rhs: LinearSum) -> LinearSum {
        var result = lhs
        result.terms += rhs.terms.map { ($0.variable, -$0.coefficient) }
        result.constant -= rhs.constant
        return result
    }

    /// The solver's expression.
    var expression: Cassowary.Expression {
        var made: [Term] = []
        made.reserveCapacity(terms.count)
        for (variable, coefficient) in terms where coefficient != 0 { made.append(Term(variable, coefficient)) }
        return Cassowary.Expression(terms: made, constant: constant)
    }

    /// The constraint `self relation 0` at `strength`.
    func constraint(_ relation: Cassowary.Relation, _ priority: UILayoutPriority) -> Cassowary.Constraint {
        Cassowary.Constraint(expression, relation, strength: Self.strength(priority))
    }

    /// The constraint `self − rhs  relation  0` at `priority`: `(self - rhs).constraint(relation, priority)`
    /// without the intermediate sum (every app constraint is translated so at each rebuild).
    func constraint(
        minus rhs: LinearSum, _ relation: Cassowary.Relation, _ priority: UILayoutPriority
    ) -> Cassowary.Constraint {
        var made: [Term] = []
        made.reserveCapacity(terms.count + rhs.terms.count)
        for (variable, coefficient) in terms where coefficient != 0 { made.append(Term(variable, coefficient)) }
        for (variable, coefficient) in rhs.terms where coefficient != 0 { made.append(Term(variable, -coefficient)) }
        return Cassowary.Constraint(
            Cassowary.Expression(terms: made, constant: constant - rhs.constant), relation,
            strength: Self.strength(priority))
    }

    /// The solver strength of a UIKit priority: required at 1000, else optional at that level.
    static func strength(_ priority: UILayoutPriority) -> Strength {
        priority >= .required ? .required : Strength(priority: priority.rawValue)
    }
}

extension LinearSum {
    /// An empty sum with room for `capacity` terms (a translated constraint's side has a few: the item's
    /// variable, the origins of the views up to the container, a length).
    init(capacity: Int) {
        terms.reserveCapacity(capacity)
    }
}
