/// A linear relation `expression (≤ | = | ≥) 0` with a strength.
///
/// Constraints are values with identity: the solver knows a constraint object, not an equal-looking one.
/// Build them with the relational operators (`x + 10 <= y`), which give `.required` strength; change the
/// strength with `constraint | strength` or `withStrength(_:)`.
public final class Constraint: Hashable, CustomStringConvertible, Sendable {
    /// The left side minus the right side.
    public let expression: Expression
    /// How `expression` compares with 0.
    public let relation: Relation
    /// The priority.
    public let strength: Strength

    /// The constraint `expression relation 0` at `strength`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// A new constraint with the same relation and another strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The constraint as `terms + constant op 0 | priority`.
    public var description: String {
        let terms = expression.terms.map { "\($0.coefficient)·\($0.variable.name.isEmpty ? "v" : $0.variable.name)" }
        let op: String
        switch relation {
        case .lessThanOrEqual: op = "<="
        case .equal: op = "=="
        case .greaterThanOrEqual: op = ">="
        }
        return (terms + ["\(expression.constant)"]).joined(separator: " + ") + " \(op) 0 | \(strength.priority)"
    }

    /// Whether every number of the constraint is finite (coefficients, constant) and the priority is a number.
    var isFinite: Bool {
        expression.isFinite && !strength.priority.isNaN
    }
}
