// The relational operators that make constraints: `lhs == rhs`, `lhs <= rhs`, `lhs >= rhs` between variables,
// terms, expressions and numbers (required strength), and `constraint | strength`.

/// The constraint with another strength: `(x == 10) | Strength(priority: 250)`. Swift's `|` binds tighter than
/// the comparisons, so the constraint needs its parentheses (or use `withStrength(_:)`).
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    constraint.withStrength(strength)
}

/// The required constraint `lhs = rhs`.
public func == <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs = rhs`.
public func == <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs = rhs`.
public func == <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs ≤ rhs`.
public func <= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs ≤ rhs`.
public func <= <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs ≤ rhs`.
public func <= <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs ≥ rhs`.
public func >= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint `lhs ≥ rhs`.
public func >= <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint `lhs ≥ rhs`.
public func >= <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
